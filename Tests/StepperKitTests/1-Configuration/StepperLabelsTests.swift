import StepperKit
import Testing

@Suite struct StepperLabelsTests {
  @Test func keepsWhatItWasGiven() {
    let labels = StepperLabels(
      names: [1: "Cart", StepperStepID(2, substep: 1): "Scan ID"], showsHeader: true,
      showsAllSteps: true, textSize: .xLarge)
    #expect(labels.names == [1: "Cart", StepperStepID(2, substep: 1): "Scan ID"])
    #expect(labels.showsHeader)
    #expect(labels.showsAllSteps)
    #expect(labels.textSize == .xLarge)
  }

  @Test func noneShowsNothingAtTheDesignSize() {
    #expect(StepperLabels.none == StepperLabels())
    #expect(StepperLabels.none.names.isEmpty)
    #expect(!StepperLabels.none.showsHeader)
    #expect(!StepperLabels.none.showsAllSteps)
    #expect(StepperLabels.none.textSize == .large)
  }

  @Test func theDocumentedExampleHolds() throws {
    let labels = StepperLabels(names: [1: "Cart", 2: "Address", 3: "Payment"], showsHeader: true)
    let configuration = try StepperConfiguration(total: 3, current: 2, labels: labels)
    #expect(configuration.options.labels.names[2] == "Address")
    #expect(configuration.options.labels == labels)
  }

  @Test func aConfigurationRefusesANameOfAStepItLacks() {
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try StepperConfiguration(total: 4, current: 1, labels: StepperLabels(names: [5: "Gift"]))
    }
    #expect(
      throws: StepperConfigurationError.unknownSubstep(StepperStepID(2, substep: 1), revealed: 0)
    ) {
      try StepperConfiguration(
        total: 4, current: 1, labels: StepperLabels(names: [StepperStepID(2, substep: 1): "ID"]))
    }
  }

  @Test func aConfigurationRefusesADescriptionOfAStepItLacks() {
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try StepperConfiguration(
        total: 4, current: 1, labels: StepperLabels(descriptions: [5: "Optional"]))
    }
    #expect(
      throws: StepperConfigurationError.unknownSubstep(StepperStepID(2, substep: 1), revealed: 0)
    ) {
      try StepperConfiguration(
        total: 4, current: 1,
        labels: StepperLabels(descriptions: [StepperStepID(2, substep: 1): "ID"]))
    }
  }

  @Test func keepsItsDescriptions() throws {
    let labels = StepperLabels(names: [1: "Cart"], descriptions: [1: "3 documents"])
    #expect(labels.descriptions == [1: "3 documents"])
    #expect(StepperLabels.none.descriptions.isEmpty)
    let configuration = try StepperConfiguration(total: 3, current: 1, labels: labels)
    #expect(configuration.options.labels.descriptions[1] == "3 documents")
  }
}
