/// What assistive technology is told about a stepper: one element with progress semantics.
///
/// The words come from a ``StepperStrings`` table, the numbers are formatted for its locale.
///
/// ```swift
/// let configuration = try StepperConfiguration(total: 4, current: 2)
/// print(StepperAccessibility(configuration).announcement)
/// // Prints "Step 2 of 4, 50%"
/// print(StepperAccessibility(configuration, strings: .german).announcement)
/// // Prints "Schritt 2 von 4, 50 %"
/// ```
public struct StepperAccessibility: Sendable, Hashable {
  /// The element's label: "Step 2 of 4".
  public let label: String
  /// The element's value: "50%", followed by the status word on success or error.
  public let value: String
  /// Label and value read together: "Step 2 of 4, 50%".
  public let announcement: String
  /// The current step.
  public let current: StepperStepID
  /// The number of main steps.
  public let total: Int
  /// How far through the flow the user is, 0–1: `current / total`, or 1 once the flow succeeded.
  public let fraction: Double
  /// The language of the text, as a BCP 47 tag (`en`, `de-CH`), for a `lang` attribute.
  public let language: String
  /// The table the text comes from, for describing single steps.
  public let strings: StepperStrings

  /// Describes a configuration in the language of `strings`.
  public init(_ configuration: StepperConfiguration, strings: StepperStrings = .english) {
    current = configuration.currentStep
    total = configuration.total
    fraction =
      configuration.status == .success
      ? 1 : Double(configuration.current) / Double(configuration.total)
    label = strings.stepOfTotal(step: current, total: total)
    var valueParts = [strings.percent(Int((fraction * 100).rounded()))]
    switch configuration.status {
    case .default: break
    case .success: valueParts.append(strings.success)
    case .error: valueParts.append(strings.error)
    }
    value = valueParts.joined(separator: strings.separator)
    announcement = label + strings.separator + value
    language = strings.localeTag
    self.strings = strings
  }

  /// How far through the flow the user is, in steps: ``fraction`` × ``total``, the value a
  /// progress element with a range of 0 to ``total`` reports.
  public var stepsDone: Double { fraction * Double(total) }

  /// What one step is, for the control or list item that stands for it: "Step 1 of 4,
  /// completed".
  public func description(ofStep step: StepperStepID, state: StepperStepState) -> String {
    strings.description(ofStep: step, total: total, state: state)
  }

  /// Appends ``description(ofStep:state:)``'s text to `output`, without making a string.
  package func appendDescription<Output: UTF8Output & ~Copyable>(
    ofStep step: StepperStepID, state: StepperStepState, to output: inout Output
  ) {
    strings.appendDescription(ofStep: step, total: total, state: state, to: &output)
  }
}
