import StepperKit
import Testing

@testable import StepperCLI

@Suite struct DemoSessionTests {
  private func run(_ actions: [DemoAction]) -> DemoSession {
    actions.reduce(DemoSession()) { $0.applying($1) }
  }

  @Test func nextAndBackWalkTheFlowAndPastTheEndItSucceeds() throws {
    #expect(run([.next, .next]).current == 3)
    #expect(run([.next, .next, .back]).current == 2)
    #expect(run([.back]).current == 1)
    let done = run([.next, .next, .next, .next, .next])
    #expect(done.current == 5)
    #expect(done.status == .success)
    #expect(
      try StepperScene(done.configuration).accessibility.announcement
        == "Step 5 of 5, Done, 100%, success")
    #expect(run([.next, .next, .next, .next, .next, .back]).status == .default)
  }

  @Test func aFailedStepStaysFailedOnceLeftBehind() throws {
    let failed = run([.next, .fail])
    #expect(failed.status == .error)
    #expect(try failed.configuration.state(of: 2) == .errorActive)
    let moved = failed.applying(.next)
    #expect(moved.current == 3)
    #expect(moved.status == .default)
    #expect(try moved.configuration.state(of: 2) == .error)
    #expect(try moved.applying(.back).configuration.state(of: 2) == .active)
  }

  @Test func subStepsAreRevealedUnderTheCurrentStepAndWalkedThrough() throws {
    let revealed = run([.next, .substeps])
    #expect(revealed.revealed == [2])
    #expect(try revealed.configuration.steps.count == 7)
    let onSubstep = revealed.applying(.next)
    #expect(onSubstep.current == StepperStepID(2, substep: 1))
    #expect(
      try StepperScene(onSubstep.configuration).accessibility.announcement
        == "Step 2.1 of 5, Scan ID, 40%")
    #expect(onSubstep.applying(.next).applying(.next).current == 3)
    let hidden = onSubstep.applying(.substeps)
    #expect(hidden.revealed.isEmpty)
    #expect(hidden.current == 2)
  }

  @Test func switchesCycleStyleThemeAxisAndDirection() {
    #expect(run([.style]).style == .dash)
    #expect(run([.style, .style]).style == .bullet)
    #expect(run([.style, .style, .style]).style == .circular)
    #expect(run([.theme]).appearance == .dark)
    #expect(run([.theme, .theme]).appearance == .light)
    #expect(run([.axis]).axis == .vertical)
    #expect(run([.direction]).direction == .rightToLeft)
  }

  @Test func everySessionTheScriptReachesIsAValidStepper() throws {
    var session = DemoSession()
    for action in DemoSession.script {
      session = session.applying(action)
      _ = try session.configuration
    }
    #expect(Set(DemoSession.script).isSuperset(of: DemoAction.allCases.filter { $0 != .quit }))
  }

  /// In every style, axis and direction, with sub-steps revealed under steps 2 and 3, "next"
  /// walks every step and sub-step in order, each a valid stepper drawn as the session says,
  /// and past the last step the flow succeeds.
  @Test func everyStyleAxisAndDirectionWithSubstepsWalksEveryStepInOrder() throws {
    let walk: [StepperStepID] = [
      1, 2, StepperStepID(2, substep: 1), StepperStepID(2, substep: 2), 3,
      StepperStepID(3, substep: 1), StepperStepID(3, substep: 2), 4, 5,
    ]
    for style in StepperStyle.allCases {
      for axis in StepperAxis.allCases {
        for direction in StepperLayoutDirection.allCases {
          var session = DemoSession()
          session.style = style
          session.axis = axis
          session.direction = direction
          session.revealed = [2, 3]
          for step in walk {
            let configuration = try session.configuration
            #expect(configuration.options.current == step, "\(style) \(axis) \(direction)")
            #expect(configuration.steps.count == walk.count)
            #expect(
              configuration.options.style == style && configuration.options.axis == axis
                && configuration.options.direction == direction)
            #expect(configuration.options.status == .default)
            session = session.applying(.next)
          }
          #expect(session.current == 5 && session.status == .success)
          #expect(try session.configuration.options.status == .success)
        }
      }
    }
  }
}
