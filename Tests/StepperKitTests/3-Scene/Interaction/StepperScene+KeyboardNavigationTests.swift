import StepperKit
import Testing

@Suite struct StepperSceneKeyboardNavigationTests {
  @Test func theStepsAreTheTapTargetsInOrder() throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .dash, total: 6, current: 4, interaction: .reachedSteps)
        .stateOverrides([2: .disabled, 6: .disabled]))
    let steps = scene.keyboardSteps
    #expect(steps.map(\.step) == scene.tapTargets().map(\.step))
    #expect(steps.map(\.isEnabled) == scene.tapTargets().map(\.isEnabled))
    #expect(steps.map(\.step) == [1, 2, 3, 4, 6])
    #expect(steps.map(\.isEnabled) == [true, false, true, true, false])
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
    ).stateOverrides([2: .disabled])
    let ltr = StepperScene(configuration)
    #expect(ltr.keyboardDestination(from: .step(1), key: .right) == .step(3))
    #expect(ltr.keyboardDestination(from: .step(3), key: .left) == .step(1))
    #expect(ltr.keyboardDestination(from: .step(1), key: .end) == .step(4))
    #expect(ltr.keyboardDestination(from: .step(4), key: .down) == .step(4))
    let rtl = StepperScene(configuration.direction(.rightToLeft))
    #expect(rtl.keyboardDestination(from: .step(1), key: .left) == .step(3))
    #expect(rtl.keyboardDestination(from: .step(3), key: .right) == .step(1))
    #expect(rtl.keyboardDestination(from: .step(4), key: .home) == .step(1))
    // A step without a button has no destination.
    #expect(rtl.keyboardDestination(from: .step(5), key: .home) == nil)
  }
}
