import StepperKit
import Testing

@Suite struct InterpolatedScenePositionTests {
  private let configuration: StepperConfiguration

  init() throws {
    configuration = try StepperConfiguration(style: .circular, total: 4, current: 4, status: .error)
      .replacing(\.stepStates, with: [1: .error])
  }

  private func still(current: Int) throws -> StepperInterpolatedScene {
    try StepperInterpolatedScene(
      StepperScene(
        StepperConfiguration(
          style: .circular, total: 4, current: StepperStepID(current), status: .error
        ).replacing(\.stepStates, with: [1: .error])))
  }

  @Test func aWholePositionIsThatStepsStillScene() throws {
    for step in 1...4 {
      #expect(
        StepperInterpolatedScene(configuration, position: Double(step))
          == (try still(current: step)))
    }
  }

  @Test func aFractionIsBetweenTheTwoStepsAroundIt() throws {
    let between = StepperInterpolatedScene(configuration, position: 2.25)
    let expected = StepperSceneInterpolation(
      from: try StepperScene(
        StepperConfiguration(style: .circular, total: 4, current: 2, status: .error).replacing(
          \.stepStates, with: [1: .error])),
      to: try StepperScene(
        StepperConfiguration(style: .circular, total: 4, current: 3, status: .error).replacing(
          \.stepStates, with: [1: .error]))
    ).scene(at: 0.25)
    #expect(between == expected)
  }

  @Test func keepsEverythingButTheCurrentStep() {
    let moment = StepperInterpolatedScene(configuration, position: 1.5)
    // Step 1 keeps its override; the current step is in error (errorActive) on both sides.
    let first = moment.layers.first { $0.element.step == 1 && $0.element.role == .mark }
    #expect(first?.element.state == .error)
    #expect(moment.layers.contains { $0.element.state == .errorActive })
  }

  @Test(arguments: [(-3.0, 1), (0.5, 1), (4.5, 4), (99, 4)])
  func positionsBeyondTheEndsAreTheEnds(_ position: Double, _ step: Int) throws {
    #expect(
      StepperInterpolatedScene(configuration, position: position) == (try still(current: step)))
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aPositionThatIsNotANumberIsTheCurrentStep(_ position: Double) throws {
    #expect(StepperInterpolatedScene(configuration, position: position) == (try still(current: 4)))
  }

  @Test func aSubStepShowsOnlyAtItsOwnPosition() throws {
    let onSubstep = try StepperConfiguration(
      style: .dash, total: 4, current: StepperStepID(2, substep: 1),
      substeps: StepperSubsteps([2: 2]))
    #expect(
      StepperInterpolatedScene(onSubstep, position: 2)
        == StepperInterpolatedScene(StepperScene(onSubstep)))
    // On the way, step 1 is drawn on its main step: the sub-step of step 2 is not current yet.
    let onTheWay = StepperInterpolatedScene(onSubstep, position: 1)
    let expected = try StepperInterpolatedScene(
      StepperScene(
        StepperConfiguration(style: .dash, total: 4, current: 1, substeps: StepperSubsteps([2: 2])))
    )
    #expect(onTheWay == expected)
    #expect(!StepperInterpolatedScene(onSubstep, position: 1.5).layers.isEmpty)
  }

  @Test func theStepsPassedOnTheWayToASuccessAreUnderWay() throws {
    let finished = try StepperConfiguration(style: .dash, total: 4, current: 4, status: .success)
    for step in 1...3 {
      let under = try StepperScene(StepperConfiguration(style: .dash, total: 4, current: step))
      #expect(
        StepperInterpolatedScene(finished, position: Double(step))
          == StepperInterpolatedScene(under))
    }
    let end = StepperInterpolatedScene(finished, position: 4)
    #expect(end == StepperInterpolatedScene(StepperScene(finished)))
    let positive = StepperTheme.light[.stepperPositive]
    #expect(end.layers.allSatisfy { $0.element.fill == positive })
    let before = StepperInterpolatedScene(finished, position: 3)
    #expect(!before.layers.contains { $0.element.fill == positive })
  }
}
