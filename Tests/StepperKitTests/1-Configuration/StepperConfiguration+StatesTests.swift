import StepperKit
import Testing

@Suite struct StepperConfigurationStatesTests {
  private func states(_ configuration: StepperConfiguration) -> [StepperStepState] {
    (1...configuration.options.total).map { configuration.state(of: StepperStepID($0)) }
  }

  private func connectors(_ configuration: StepperConfiguration) -> [StepperStepState] {
    (1..<configuration.options.total).map { configuration.connectorState(after: StepperStepID($0)) }
  }

  @Test func stepsBeforeCurrentAreCompleteAndAfterAreDefault() throws {
    let configuration = try StepperConfiguration(total: 5, current: 3)
    #expect(states(configuration) == [.complete, .complete, .active, .default, .default])
  }

  @Test func successCompletesEveryStep() throws {
    let configuration = try StepperConfiguration(total: 4, current: 4, status: .success)
    #expect(states(configuration) == [.complete, .complete, .complete, .complete])
    #expect(connectors(configuration) == [.complete, .complete, .complete])
  }

  @Test func errorPutsTheCurrentStepInErrorActive() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, status: .error)
    #expect(states(configuration) == [.complete, .errorActive, .default, .default])
  }

  @Test func overridesWinOverDerivedStates() throws {
    let configuration = try StepperConfiguration(total: 5, current: 5, status: .success)
      .replacing(\.stepStates, with: [1: .error, 4: .disabled])
    #expect(states(configuration) == [.error, .complete, .complete, .disabled, .complete])
  }

  @Test func theConnectorIntoTheCurrentStepIsAlreadyComplete() throws {
    // Specification#connector-paint: "The connector into the current marker is already brand blue".
    let configuration = try StepperConfiguration(total: 5, current: 3)
    #expect(connectors(configuration) == [.complete, .complete, .default, .default])
  }

  @Test func aConnectorIntoADisabledStepIsDisabled() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2).replacing(
      \.stepStates,
      with: [
        2: .disabled, 4: .disabled,
      ])
    #expect(connectors(configuration) == [.disabled, .default, .disabled])
  }
}
