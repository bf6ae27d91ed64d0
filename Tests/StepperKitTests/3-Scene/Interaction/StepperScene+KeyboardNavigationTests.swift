import StepperKit
import Testing

@Suite struct StepperSceneKeyboardNavigationTests {
  @Test func theStepsAreTheTapTargetsInOrder() throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .dash, total: 6, current: 4, interaction: .reachedSteps)
        .replacing(\.stepStates, with: [2: .disabled, 6: .disabled]))
    let steps = scene.keyboardSteps
    #expect(steps.map(\.step) == scene.tapTargets().map(\.step))
    #expect(steps.map(\.isSelectable) == scene.tapTargets().map(\.isSelectable))
    #expect(steps.map(\.step) == [1, 2, 3, 4, 6])
    #expect(steps.map(\.isSelectable) == [true, false, true, true, false])
  }

  @Test func aRowThatCannotBeTappedHasNoSteps() throws {
    let scene = StepperScene(try StepperConfiguration(total: 4, current: 3))
    #expect(scene.keyboardSteps.isEmpty)
    #expect(scene.keyboardStart == nil)
    #expect(scene.keyboardDestination(from: .step(3), key: .home) == nil)
  }

  @Test func theStartIsTheCurrentStepElseTheFirstThatCanTakeFocus() throws {
    let reached = StepperScene(
      try StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
    #expect(reached.keyboardStart == 3)
    // Step 3 is current but cannot be tapped: the first tappable step starts.
    let named = StepperScene(
      try StepperConfiguration(total: 4, current: 3, interaction: .tappable(steps: [2, 4])))
    #expect(named.keyboardStart == 2)
  }

  @Test func movesSkipDisabledStepsAndMirrorRightToLeft() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 6, current: 4, interaction: .reachedSteps
    ).replacing(\.stepStates, with: [2: .disabled])
    let ltr = StepperScene(configuration)
    #expect(ltr.keyboardDestination(from: .step(1), key: .right) == .step(3))
    #expect(ltr.keyboardDestination(from: .step(3), key: .left) == .step(1))
    #expect(ltr.keyboardDestination(from: .step(1), key: .end) == .step(4))
    #expect(ltr.keyboardDestination(from: .step(4), key: .down) == .step(4))
    let rtl = StepperScene(configuration.unchecked { $0.direction = .rightToLeft })
    #expect(rtl.keyboardDestination(from: .step(1), key: .left) == .step(3))
    #expect(rtl.keyboardDestination(from: .step(3), key: .right) == .step(1))
    #expect(rtl.keyboardDestination(from: .step(4), key: .home) == .step(1))
    // A step without a button has no destination.
    #expect(rtl.keyboardDestination(from: .step(5), key: .home) == nil)
  }
}

@Suite struct StepperSceneAdjustedStepTests {
  private func scene(
    current: StepperStepID, tappable: Set<StepperStepID>? = nil,
    overrides: [StepperStepID: StepperStepState] = [:], isTappable: Bool = true
  ) throws -> StepperScene {
    var options = StepperConfiguration.Options(total: 5, current: current)
    options.isTappable = isTappable
    options.tappableSteps = tappable
    options.stepStates = overrides
    return StepperScene(try StepperConfiguration(options))
  }

  @Test func aSwipeMovesToTheNextStepATapReaches() throws {
    let reached = try scene(current: 3)
    #expect(reached.adjustedStep(forward: false) == 2)
    #expect(reached.adjustedStep(forward: true) == nil)
    let open = try scene(current: 3, tappable: [1, 2, 3, 4, 5])
    #expect(open.adjustedStep(forward: true) == 4)
  }

  @Test func aDisabledStepIsPassedAndAnEndStaysPut() throws {
    let skipping = try scene(current: 3, overrides: [2: .disabled])
    #expect(skipping.adjustedStep(forward: false) == 1)
    #expect(try scene(current: 1).adjustedStep(forward: false) == nil)
  }

  @Test func stepsThatCannotBeTappedDoNotAdjust() throws {
    let still = try scene(current: 3, isTappable: false)
    #expect(still.adjustedStep(forward: false) == nil)
    #expect(still.adjustedStep(forward: true) == nil)
  }
}
