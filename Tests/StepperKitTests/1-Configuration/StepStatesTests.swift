import Testing

@testable import StepperKit

@Suite struct StepStatesTests {
  @Test func aMainStepWhoseSubstepIsCurrentIsTheStepTheUserIsInside() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 4, current: StepperStepID(2, substep: 2),
      substeps: StepperSubsteps([2: 3]))
    let states = StepStates(configuration)
    // Ordinals: 1, 2, 2.1, 2.2, 2.3, 3, 4.
    #expect(
      (0..<7).map { states.state(ofOrdinal: $0) } == [
        .complete, .active, .complete, .active, .default, .default, .default,
      ])
    #expect(
      (0..<6).map { states.connectorState(afterOrdinal: $0) } == [
        .complete, .complete, .complete, .default, .default, .default,
      ])
    // Five runs: before the parent, the parent, the sub-step before the current one, the
    // current one, the rest.
    var runs: [Range<Int>] = []
    var start = 0
    while start < 7 {
      runs.append(states.run(from: start, through: 6).ordinals)
      start = runs[runs.count - 1].upperBound
    }
    #expect(runs == [0..<1, 1..<2, 2..<3, 3..<4, 4..<7])
  }

  @Test func theParentStaysActiveWhenTheSubstepFailsAndIsDoneWhenTheFlowIs() throws {
    let failed = try StepperConfiguration(
      style: .dash, total: 4, current: StepperStepID(2, substep: 1), status: .error,
      substeps: StepperSubsteps([2: 2]))
    #expect(
      (0..<4).map { StepStates(failed).state(ofOrdinal: $0) } == [
        .complete, .active, .errorActive, .default,
      ])
    let done = try StepperConfiguration(
      style: .dash, total: 4, current: StepperStepID(4, substep: 1), status: .success,
      substeps: StepperSubsteps([4: 1]))
    #expect((0..<5).map { StepStates(done).state(ofOrdinal: $0) }.allSatisfy { $0 == .complete })
  }

  @Test func theAppsOverrideOfTheParentWins() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 4, current: StepperStepID(2, substep: 1),
      substeps: StepperSubsteps([2: 1])
    ).replacing(\.stepStates, with: [StepperStepID(2): .error])
    #expect(StepStates(configuration).state(ofOrdinal: 1) == .error)
  }

  @Test func overridesAreFoundByTheStepAtTheOrdinal() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 1, substeps: StepperSubsteps([2: 1])
    ).replacing(\.stepStates, with: [StepperStepID(2, substep: 1): .disabled])
    let states = StepStates(configuration)
    #expect(states.state(ofOrdinal: 2) == .disabled)
    #expect(states.connectorState(afterOrdinal: 1) == .disabled)
    #expect(states.connectorState(afterOrdinal: 2) == .default)
  }

  @Test func onlyNamedStepsThatAreNotDisabledCanBeTapped() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 1, interaction: .tappable(steps: [StepperStepID(2), StepperStepID(3)])
    ).replacing(\.stepStates, with: [StepperStepID(3): .disabled])
    let states = StepStates(configuration)
    #expect(
      (0..<4).map { states.isSelectable(ordinal: $0, state: states.state(ofOrdinal: $0)) } == [
        false, true, false, false,
      ])
  }

  @Test func everyStepOfARunHasTheRunsStates() {
    // Rows short enough to walk step by step (a generated scrolling row can hold millions).
    let configurations = ScenePropertiesTests.configurations(seed: 31, count: 400)
      .filter { $0.configuration.steps.count <= 2_000 }
    #expect(configurations.count >= 100)
    for (recipe, configuration, _) in configurations {
      let states = StepStates(configuration)
      let last = configuration.steps.count - 1
      var start = 0
      var runs = 0
      while start <= last {
        let run = states.run(from: start, through: last)
        #expect(!run.ordinals.isEmpty && run.ordinals.lowerBound == start, "\(recipe)")
        for ordinal in run.ordinals {
          let state = states.state(ofOrdinal: ordinal)
          #expect(state == run.state, "\(recipe) \(ordinal)")
          #expect(states.isSelectable(ordinal: ordinal, state: state) == run.isSelectable)
          if ordinal < last {
            #expect(states.connectorState(afterOrdinal: ordinal) == run.connectorState)
          }
        }
        start = run.ordinals.upperBound
        runs += 1
      }
      let plain =
        configuration.options.stepStates.isEmpty && configuration.options.tappableSteps == nil
      // Five when the current step is a sub-step: its main step is a run of its own, and so
      // are the sub-steps done before it.
      let most = configuration.options.current.isSubstep ? 5 : 3
      if plain { #expect(runs <= most, "\(recipe)") }
    }
  }

  @Test func aReachableStepIsOneATappableRowWouldLetBeTapped() throws {
    let overrides: [StepperStepID: StepperStepState] = [2: .disabled]
    for interaction in [StepperInteraction.none, .reachedSteps, .tappable(steps: [1, 4])] {
      for status in [StepperStatus.default, .error] {
        let configuration = try StepperConfiguration(
          total: 5, current: StepperStepID(3), status: status, interaction: interaction
        ).replacing(\.stepStates, with: overrides)
        let tappable = try configuration.changing {
          $0.isTappable = true
          $0.tappableSteps = interaction.tappableSteps
        }
        let states = StepStates(configuration)
        for ordinal in 0..<5 {
          let state = states.state(ofOrdinal: ordinal)
          // The rule is the tappable row's, whether or not this row can be tapped.
          #expect(
            states.isReachable(ordinal: ordinal, state: state)
              == tappable.isSelectable(StepperStepID(ordinal + 1)), "\(interaction) \(ordinal)")
          #expect(
            states.isSelectable(ordinal: ordinal, state: state)
              == (interaction.isTappable && states.isReachable(ordinal: ordinal, state: state)))
        }
        // A disabled step is never reachable.
        #expect(!states.isReachable(ordinal: 1, state: .disabled))
      }
    }
  }
}
