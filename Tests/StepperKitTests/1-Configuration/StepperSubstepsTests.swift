import StepperKit
import Testing

@Suite struct StepperSubstepsTests {
  @Test func keepsTheCounts() throws {
    #expect(try StepperSubsteps([2: 2, 4: 99]).counts == [2: 2, 4: 99])
    #expect(StepperSubsteps.none.counts.isEmpty)
    #expect(try StepperSubsteps([:]) == .none)
  }

  @Test(arguments: [0, -1, 100, Int.min, Int.max])
  func refusesACountOutOfRange(_ count: Int) {
    #expect(throws: StepperConfigurationError.invalidSubstepCount(step: 3, count: count)) {
      try StepperSubsteps([3: count])
    }
  }

  @Test func namesTheLowestStepWithAWrongCount() {
    #expect(throws: StepperConfigurationError.invalidSubstepCount(step: 2, count: 0)) {
      try StepperSubsteps([1: 1, 5: 200, 2: 0])
    }
  }

  @Test func theDocumentedExampleHolds() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 4, current: StepperStepID(2, substep: 1),
      substeps: StepperSubsteps([2: 2]))
    #expect(configuration.steps.count == 6)
    #expect(configuration.options.current == StepperStepID(2, substep: 1))
    #expect(configuration.options.substeps == [2: 2])
  }

  @Test func aConfigurationRefusesSubstepsOfAStepItLacks() {
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try StepperConfiguration(total: 4, current: 1, substeps: StepperSubsteps([5: 1]))
    }
  }
}
