import StepperKit
import Testing

/// `StepperAccessibility.appendDescription(ofStep:state:using:to:)`, with the row's
/// `stepLabels()`, writes each step's label as `StepperAccessibility.description(ofStep:state:)`
/// does, in every language, numbering and
/// state, for plain steps and for those with a name, a description or marked optional.
@Suite struct StepperAccessibilityStepLabelsTests {
  static let configurations: [StepperConfiguration] = {
    do {
      let labels = StepperLabels(
        names: [2: "Cart", 3: ""], descriptions: [2: "3 documents", 4: "Note"])
      return [
        try StepperConfiguration(style: .dash, total: 12_345, current: 2, length: 100_000),
        try StepperConfiguration(style: .dash, total: 1_234, current: 2, length: 10_000)
          .replacing(\.firstNumber, with: 998),
        try StepperConfiguration(total: 5, current: 2).unchecked { $0.isTotalEstimated = true },
        try StepperConfiguration(total: 5, current: 2, labels: labels).replacing(
          \.optionalSteps, with: [5]),
      ]
    } catch {
      Issue.record(error)
      return []
    }
  }()

  @Test(arguments: StepperStrings.all)
  func labelsAreTheDescriptions(strings: StepperStrings) {
    for configuration in Self.configurations {
      let accessibility = StepperAccessibility(configuration, strings: strings)
      let labels = accessibility.stepLabels()
      let steps =
        [1, 2, 3, 4, 5, 1_000, 12_345].map { StepperStepID($0) }
        + [StepperStepID(2, substep: 1)]
      for step in steps {
        for state in StepperStepState.allCases {
          var utf8: [UInt8] = []
          accessibility.appendDescription(ofStep: step, state: state, using: labels, to: &utf8)
          #expect(
            String(decoding: utf8, as: UTF8.self)
              == accessibility.description(ofStep: step, state: state))
        }
      }
    }
  }
}
