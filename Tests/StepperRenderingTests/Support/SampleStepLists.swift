import StepperKit
import StepperTestSupport

/// "All steps" lists the list renderers' tests and golden files share.
enum SampleStepLists {
  /// A checkout with names, descriptions, icons and a revealed sub-step that is current,
  /// tappable; Arabic in Egypt, dark, right to left, with a failed current step and an
  /// unavailable one; and names and words that markup and terminals must not take as they are.
  static let named: [(name: String, list: StepperStepList)] = {
    func make(_ build: () throws -> StepperConfiguration) -> StepperConfiguration {
      // swift-format-ignore: NeverUseForceTry
      try! build()
    }
    let checkout = make {
      try StepperConfiguration(
        total: 4, current: StepperStepID(2, substep: 1), substeps: StepperSubsteps([2: 2]),
        labels: StepperLabels(
          names: [1: "Cart", 2: "Address", StepperStepID(2, substep: 1): "Scan ID", 3: "Payment"],
          descriptions: [1: "3 items", 2: "Where the parcel goes, and who signs for it"]),
        scrolling: StepperScrolling(viewport: 320), interaction: .reachedSteps
      ).replacing(\.stepIcons, with: [3: .card, 4: .truck])
    }
    let arabic = make {
      try StepperConfiguration(
        total: 5, current: StepperStepID(3), status: .error,
        labels: StepperLabels(names: [1: "السلة", 2: "العنوان", 3: "الدفع"])
      ).replacing(\.stepStates, with: [5: .disabled]).unchecked {
        $0.direction = .rightToLeft
        $0.theme = .dark
      }
    }
    let escaped = make {
      try StepperConfiguration(
        total: 3, current: 2,
        labels: StepperLabels(
          names: [1: "<b>Terms & \"Conditions\"</b>", 2: "O'Brien\u{7}\u{1B}[31m"],
          descriptions: [1: "\u{1B}]0;title\u{7}<i>read</i>"]))
    }
    return [
      ("checkout", StepperStepList(checkout)),
      ("arabic-dark", StepperStepList(arabic, strings: .forLanguage("ar-EG") ?? .arabic)),
      ("escaped", StepperStepList(escaped, strings: hostileStrings)),
    ]
  }()
}
