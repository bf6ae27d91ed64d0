import StepperKit
import Testing

@Suite struct StepperConfigurationPartsTests {
  @Test func aConfigurationsPartsMakeItAgain() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 8, current: StepperStepID(3, substep: 1), status: .error,
      substeps: StepperSubsteps([3: 2]),
      labels: StepperLabels(names: [1: "A"], showsHeader: true, textSize: .xxLarge),
      scrolling: StepperScrolling(viewport: 150, offset: 12, isEnabled: true),
      interaction: .tappable(steps: [1])
    )
    .axis(.vertical).direction(.rightToLeft).theme(.dark).stateOverrides([2: .disabled])
    .firstNumber(5)
    let parts = StepperConfiguration.Options(configuration)
    #expect(parts.current == StepperStepID(3, substep: 1))
    #expect(parts.scrolling?.offset == 12)
    #expect(try StepperConfiguration(parts) == configuration)
  }

  @Test func theDefaultsAreThoseOfTheInitializers() throws {
    let parts = StepperConfiguration.Options(total: 4, current: 2)
    #expect(try StepperConfiguration(parts) == StepperConfiguration(total: 4, current: 2))
  }

  @Test func theFirstWrongValueInTheConfigurationsOrderIsNamed() {
    // Every value here is wrong; the count is checked first.
    var parts = StepperConfiguration.Options(total: 1, current: 9)
    parts.substeps = StepperSubsteps(unchecked: [7: 0])
    parts.scrolling = StepperScrolling(unchecked: -1, offset: .nan, isEnabled: false)
    parts.firstNumber = 0
    #expect(throws: StepperConfigurationError.totalTooSmall(total: 1)) {
      try StepperConfiguration(parts)
    }
    parts.total = 4
    #expect(throws: StepperConfigurationError.currentOutOfRange(current: 9, total: 4)) {
      try StepperConfiguration(parts)
    }
    parts.current = 2
    #expect(throws: StepperConfigurationError.unknownStep(7, total: 4)) {
      try StepperConfiguration(parts)
    }
    parts.substeps = StepperSubsteps(unchecked: [2: 0])
    #expect(throws: StepperConfigurationError.invalidSubstepCount(step: 2, count: 0)) {
      try StepperConfiguration(parts)
    }
    parts.substeps = .none
    #expect(
      throws: StepperConfigurationError.firstNumberOutOfRange(
        firstNumber: 0, total: 4, maximum: 99_999_997)
    ) {
      try StepperConfiguration(parts)
    }
    parts.firstNumber = 1
    #expect(throws: StepperConfigurationError.invalidViewport(-1)) {
      try StepperConfiguration(parts)
    }
    parts.scrolling = StepperScrolling(unchecked: 400, offset: .infinity, isEnabled: true)
    #expect(throws: StepperConfigurationError.invalidOffset(.infinity)) {
      try StepperConfiguration(parts)
    }
  }
}
