/// What assistive technology is told about a stepper: one element with progress semantics.
///
/// ```swift
/// let configuration = try StepperConfiguration(total: 4, current: 2)
/// print(StepperAccessibility(configuration).announcement)
/// // Prints "Step 2 of 4, 50%"
/// ```
public struct StepperAccessibility: Sendable, Hashable {
  /// The element's label: "Step 2 of 4".
  public let label: String
  /// The element's value: "50%", followed by the status word on success or error.
  public let value: String
  /// Label and value read together: "Step 2 of 4, 50%".
  public let announcement: String
  /// The current step.
  public let current: StepID
  /// The number of main steps.
  public let total: Int
  /// How far through the flow the user is, 0–1: `current / total`, or 1 once the flow succeeded.
  public let fraction: Double

  /// Describes a configuration in the language of `strings`.
  public init(_ configuration: StepperConfiguration, strings: StepperStrings = .english) {
    current = configuration.currentStep
    total = configuration.total
    fraction =
      configuration.status == .success
      ? 1 : Double(configuration.current) / Double(configuration.total)
    label = strings.fill(
      strings.stepOfTotal, ["step": current.description, "total": String(total)])
    var valueParts = [
      strings.fill(strings.percent, ["percent": String(Int((fraction * 100).rounded()))])
    ]
    switch configuration.status {
    case .default: break
    case .success: valueParts.append(strings.success)
    case .error: valueParts.append(strings.error)
    }
    value = valueParts.joined(separator: strings.separator)
    announcement = label + strings.separator + value
  }
}
