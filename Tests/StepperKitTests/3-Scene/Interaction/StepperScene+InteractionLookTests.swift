import StepperKit
import Testing

@Suite struct SceneInteractionLookTests {
  @Test func aTappableStepIsLookedUpAtItsTapTarget() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
    let target = try #require(scene.tapTargets().first { $0.step == 2 })
    let look = try #require(scene.interactionLook(of: .step(2), state: .pressed))
    #expect(look.frame == target.frame)
    #expect(look.commands.count == 1)
  }

  @Test func aStepThatCannotBeTappedHasNoLook() throws {
    let tappable = try StepperScene(
      StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
    #expect(tappable.interactionLook(of: .step(4), state: .pressed) == nil)
    let plain = try StepperScene(StepperConfiguration(total: 4, current: 3))
    #expect(plain.interactionLook(of: .step(1), state: .focused) == nil)
  }

  @Test func aDisabledStepShowsFocusButNoPress() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps).replacing(
        \.stepStates,
        with: [
          2: .disabled
        ]))
    let pressed = try #require(scene.interactionLook(of: .step(2), state: .pressed))
    #expect(pressed.commands.isEmpty)
    let focused = try #require(scene.interactionLook(of: .step(2), state: .focused))
    #expect(focused.commands.count == 1)
  }

  @Test func allStepsIsLookedUpAtItsButtonInTheScenesTheme() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 4, current: 2, labels: StepperLabels(showsAllSteps: true))
        .unchecked { $0.theme = .dark })
    let target = try #require(scene.allStepsTarget())
    let look = try #require(scene.interactionLook(of: .allSteps, state: .pressed))
    #expect(look.frame == target.frame)
    guard case .fill(_, let paint) = look.commands.first else {
      Issue.record("expected a fill")
      return
    }
    #expect(paint.color == StepperTheme.dark[.brandBase])
    let hidden = try StepperScene(StepperConfiguration(total: 4, current: 2))
    #expect(hidden.interactionLook(of: .allSteps, state: .pressed) == nil)
  }
}
