import StepperKit
import Testing

@Suite struct StepperConfigurationOptionsTests {
  @Test func aConfigurationsOptionsMakeItAgain() throws {
    var options = StepperConfiguration.Options(
      style: .dash, total: 8, current: StepperStepID(3, substep: 1))
    options.status = .error
    options.substeps = [3: 2]
    options.stepNames = [1: "A"]
    options.showsHeader = true
    options.textSize = .xxLarge
    options.viewport = 150
    options.scrollOffset = 12
    options.isTappable = true
    options.tappableSteps = [1]
    options.axis = .vertical
    options.direction = .rightToLeft
    options.theme = .dark
    options.stepStates = [2: .disabled]
    options.firstNumber = 5
    let configuration = try StepperConfiguration(options)
    #expect(configuration.options == options)
    #expect(try StepperConfiguration(configuration.options) == configuration)
    #expect(configuration.options.current == StepperStepID(3, substep: 1))
    #expect(configuration.options.scrollOffset == 12)
  }

  @Test func theDefaultsAreThoseOfTheInitializers() throws {
    let options = StepperConfiguration.Options(total: 4, current: 2)
    #expect(try StepperConfiguration(options) == StepperConfiguration(total: 4, current: 2))
    #expect(StepperConfiguration.Options(total: 3).current == 1)
  }

  @Test func namesGiveTheTotal() throws {
    let options = StepperConfiguration.Options(
      style: .dash, names: ["Cart", "", "Payment", "Review"], current: 2)
    #expect(options.total == 4)
    #expect(options.stepNames == [1: "Cart", 3: "Payment", 4: "Review"])
    let configuration = try StepperConfiguration(
      names: ["Cart", "Address", "Payment", "Review"], current: 4, status: .success)
    #expect(configuration.options.total == 4 && configuration.options.status == .success)
    #expect(throws: StepperConfigurationError.totalTooSmall(total: 1)) {
      try StepperConfiguration(names: ["Only"])
    }
  }

  @Test func optionsAreSetInAnyOrderAndCheckedOnce() throws {
    var options = StepperConfiguration.Options(total: 4, current: 2)
    options.current = 5
    #expect(throws: StepperConfigurationError.currentOutOfRange(current: 5, total: 4)) {
      try StepperConfiguration(options)
    }
    options.total = 5
    #expect(try StepperConfiguration(options).options.current.step == 5)
  }

  @Test func theFirstWrongValueInTheConfigurationsOrderIsNamed() {
    // Every value here is wrong; the count is checked first.
    var options = StepperConfiguration.Options(total: 1, current: 9)
    options.substeps = [7: 0]
    options.viewport = -1
    options.scrollOffset = .nan
    options.isScrollEnabled = false
    options.firstNumber = 0
    #expect(throws: StepperConfigurationError.totalTooSmall(total: 1)) {
      try StepperConfiguration(options)
    }
    options.total = 4
    #expect(throws: StepperConfigurationError.currentOutOfRange(current: 9, total: 4)) {
      try StepperConfiguration(options)
    }
    options.current = 2
    #expect(throws: StepperConfigurationError.unknownStep(7, total: 4)) {
      try StepperConfiguration(options)
    }
    options.substeps = [2: 0]
    #expect(throws: StepperConfigurationError.invalidSubstepCount(step: 2, count: 0)) {
      try StepperConfiguration(options)
    }
    options.substeps = [:]
    #expect(
      throws: StepperConfigurationError.firstNumberOutOfRange(
        firstNumber: 0, total: 4, maximum: 99_999_997)
    ) {
      try StepperConfiguration(options)
    }
    options.firstNumber = 1
    #expect(throws: StepperConfigurationError.invalidViewport(-1)) {
      try StepperConfiguration(options)
    }
    options.viewport = 400
    options.isScrollEnabled = true
    options.scrollOffset = .infinity
    #expect(throws: StepperConfigurationError.invalidOffset(.infinity)) {
      try StepperConfiguration(options)
    }
    options.viewport = nil
    options.scrollOffset = 10
    options.stepProgress = 2
    #expect(throws: StepperConfigurationError.invalidStepProgress(2)) {
      try StepperConfiguration(options)
    }
    options.stepProgress = nil
    // An offset scrolls a viewport: without one, it is the last value checked.
    #expect(throws: StepperConfigurationError.offsetWithoutViewport) {
      try StepperConfiguration(options)
    }
  }

  @Test func eachRepairMovesTheNamedValueTowardOneTheCoreAccepts() throws {
    var options = StepperConfiguration.Options(total: 4, current: 2)
    options.stepNames = [StepperStepID(2, substep: 1): "Scan"]
    options.tappableSteps = [9]
    let repaired = try #require(
      options.repairing(.unknownSubstep(StepperStepID(2, substep: 1), revealed: 0)))
    #expect(repaired.stepNames.isEmpty)
    let untapped = try #require(options.repairing(.unknownStep(9, total: 4)))
    #expect(untapped.tappableSteps == [])
    #expect(options.repairing(.totalTooLarge(total: 7, maximum: 5))?.total == 5)
  }

  @Test func aDisabledStepperDrawsEveryStepDisabledAndTakesNoTaps() throws {
    var options = StepperConfiguration.Options(total: 5, current: 3)
    options.isTappable = true
    options.isEnabled = false
    let configuration = try StepperConfiguration(options)
    for step in 1...5 {
      #expect(configuration.state(of: StepperStepID(step)) == .disabled)
      #expect(!configuration.isSelectable(StepperStepID(step)))
    }
    #expect(configuration.connectorState(after: 2) == .disabled)
    let scene = StepperScene(configuration)
    #expect(scene.elements.filter { $0.role == .mark }.allSatisfy { $0.state == .disabled })
    #expect(!scene.hasTapTargets)
    options.isEnabled = true
    #expect(try StepperConfiguration(options).state(of: 2) == .complete)
  }

  @Test func aSymbolIsAnIconAmongTheStepIcons() {
    var options = StepperConfiguration.Options(total: 4, current: 2)
    options.stepIcons = [1: .person, 2: StepperIcon(symbol: "creditcard")]
    #expect(options.stepIcons[1]?.symbol == nil)
    #expect(options.stepIcons[2]?.symbol == StepperSymbol("creditcard"))
    #expect(options.stepIcons[2]?.name == "creditcard")
  }
}
