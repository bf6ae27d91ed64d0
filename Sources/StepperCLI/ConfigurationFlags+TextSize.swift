import StepperKit

/// The person's text size (Specification#text-sizes): `--text-size CATEGORY`.
extension ConfigurationFlags {
  /// `--text-size CATEGORY`.
  static let textSizeSpec = FlagSpec(
    "text-size", value: "CATEGORY",
    help: "The person's text size, which names, descriptions, the header and \"All steps\" "
      + "are set at: "
      + StepperTextSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
      + " (default large; marker numbers keep their size).")

  /// The text size `--text-size` names, else the default.
  static func textSize(from flags: ParsedFlags) throws(CLIError) -> StepperTextSizeCategory {
    try flags.choice("text-size", as: StepperTextSizeCategory.self) ?? .large
  }

  /// The `--text-size` flag that gives `configuration`'s text size: none for the default.
  static func textSizeArguments(for configuration: StepperConfiguration) -> [String] {
    let size = configuration.options.textSize
    return size == .large ? [] : ["--text-size", size.rawValue]
  }
}
