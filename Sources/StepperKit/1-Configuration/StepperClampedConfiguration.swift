/// What a view draws for values that may be invalid: the nearest valid configuration, and what
/// was changed to reach it (``StepperViewInput/nearestConfiguration(keeping:)``).
///
/// ```swift
/// var input = StepperViewInput(current: 5, total: 4)
/// let drawn = input.nearestConfiguration(keeping: nil)
/// print(drawn.report ?? "valid")
/// // Prints "EBStepper draws the nearest valid stepper: current must be between 1 and 4 (the
/// // total); got 5"
/// ```
package struct StepperClampedConfiguration: Sendable, Hashable {
  /// The values as drawn: the view's, with each refused value moved (and
  /// ``StepperConfiguration/Options/scrollOffset`` as the view set it).
  package let input: StepperViewInput
  /// The configuration drawn.
  package let configuration: StepperConfiguration
  /// What the core refused, in the order it was met; empty when the view's values were valid.
  package let problems: [StepperConfigurationError]

  /// Creates the result of a repair.
  package init(
    input: StepperViewInput, configuration: StepperConfiguration,
    problems: [StepperConfigurationError]
  ) {
    self.input = input
    self.configuration = configuration
    self.problems = problems
  }

  /// Whether any value was changed to draw it.
  package var isClamped: Bool { !problems.isEmpty }

  /// One line for the developer, naming every refused value as the core's errors do, or `nil`
  /// when nothing was changed: what the views report as a runtime issue.
  package var report: String? {
    guard isClamped else { return nil }
    return "EBStepper draws the nearest valid stepper: "
      + problems.map(\.description).joined(separator: "; ")
  }
}
