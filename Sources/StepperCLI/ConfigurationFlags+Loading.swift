import StepperKit

/// The flags that say what the current step is doing (`StepperActivity`): loading
/// (`--loading`), and the part of it done (`--step-progress`).
extension ConfigurationFlags {
  /// The fraction `--step-progress` gives, unchecked: the configuration checks it in its order.
  static func stepProgress(_ flags: ParsedFlags) throws(CLIError) -> Double? {
    guard let text = flags.value("step-progress") else { return nil }
    guard let number = Double(text) else {
      throw .usage(
        "--step-progress accepts a fraction of the current step from 0 to 1, such as 0.5; "
          + "got '\(text)'")
    }
    return number
  }
}
