import StepperKit
import StepperTooling

/// What `--contrast` asks for.
enum ContrastChoice: String, CaseIterable, Sendable {
  /// The theme's own values.
  case standard
  /// The increased-contrast values (Increase Contrast).
  case high
  /// An HTML fragment that follows the reader's `prefers-contrast`.
  case system
}

extension ConfigurationFlags {
  /// The theme drawn, `increasingContrast` or not: for more contrast, a theme read from a
  /// tokens file is replaced by the contrast audit's proposal for it (a built-in theme gives way
  /// to its increased-contrast values in the configuration itself).
  static func theme(
    _ theme: StepperTheme, increasingContrast: Bool, fromTokens: Bool
  ) -> StepperTheme {
    guard increasingContrast, fromTokens else { return theme }
    return StepperContrastProposal.increasedContrast(theme)
  }

  /// Whether an HTML fragment or page follows the reader's contrast setting (`--contrast system`).
  static func followsContrast(_ flags: ParsedFlags) throws(CLIError) -> Bool {
    try flags.choice("contrast", as: ContrastChoice.self) == .system
  }
}
