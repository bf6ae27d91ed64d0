import StepperKit
import Testing

@Suite struct StepperInteractionTests {
  @Test func namedInteractions() {
    #expect(!StepperInteraction.none.isTappable)
    #expect(StepperInteraction.none.tappableSteps == nil)
    #expect(StepperInteraction.reachedSteps.isTappable)
    #expect(StepperInteraction.reachedSteps.tappableSteps == nil)
    let named = StepperInteraction.tappable(steps: [1, 4])
    #expect(named.isTappable)
    #expect(named.tappableSteps == [1, 4])
    #expect(named == StepperInteraction(isTappable: true, tappableSteps: [1, 4]))
  }

  @Test func reachedStepsAreTappableByDefault() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 3, interaction: .reachedSteps)
    #expect(configuration.isSelectable(1))
    #expect(configuration.isSelectable(3))
    #expect(!configuration.isSelectable(4))
  }

  @Test func theDocumentedExampleHolds() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 3, interaction: .tappable(steps: [1, 4]))
    #expect(configuration.isSelectable(1))
    #expect(!configuration.isSelectable(2))
    #expect(configuration.isSelectable(4))
  }

  @Test func noStepIsTappableWithoutInteraction() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 3, interaction: StepperInteraction(isTappable: false, tappableSteps: [1]))
    #expect(!configuration.isSelectable(1))
  }

  @Test func aConfigurationRefusesATappableStepItLacks() {
    #expect(throws: StepperConfigurationError.unknownStep(7, total: 4)) {
      try StepperConfiguration(total: 4, current: 1, interaction: .tappable(steps: [2, 7]))
    }
  }
}
