import Testing

@testable import StepperKit

@Suite struct StepStatesTests {
  @Test func aMainStepWhoseSubstepIsCurrentIsComplete() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 4, current: 2, currentSubstep: 1, substeps: [2: 2])
    let states = StepStates(configuration)
    // Ordinals: 1, 2, 2.1, 2.2, 3, 4.
    #expect(
      (0..<6).map { states.state(ofOrdinal: $0) } == [
        .complete, .complete, .active, .default, .default, .default,
      ])
    #expect(
      (0..<5).map { states.connectorState(afterOrdinal: $0) } == [
        .complete, .complete, .default, .default, .default,
      ])
  }

  @Test func overridesAreFoundByTheStepAtTheOrdinal() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 1, stateOverrides: [StepID(2, substep: 1): .disabled], substeps: [2: 1])
    let states = StepStates(configuration)
    #expect(states.state(ofOrdinal: 2) == .disabled)
    #expect(states.connectorState(afterOrdinal: 1) == .disabled)
    #expect(states.connectorState(afterOrdinal: 2) == .default)
  }

  @Test func onlyNamedStepsThatAreNotDisabledCanBeTapped() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 1, stateOverrides: [StepID(3): .disabled], isTappable: true,
      tappableSteps: [StepID(2), StepID(3)])
    let states = StepStates(configuration)
    #expect(
      (0..<4).map { states.isTappable(ordinal: $0, state: states.state(ofOrdinal: $0)) } == [
        false, true, false, false,
      ])
  }
}
