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
  /// The person's accessibility settings, as every renderer follows them.
  static let accessibilitySpecs: [FlagSpec] = [
    FlagSpec(
      "contrast", value: "standard|high|system",
      help: "high: the increased-contrast tokens, as --increase-contrast; system: an html "
        + "fragment or page follows the reader's prefers-contrast (default standard)."),
    FlagSpec(
      "increase-contrast",
      help: "The increased-contrast tokens (Increase Contrast; a --tokens theme gets the "
        + "contrast audit's proposal), as --contrast high."),
    FlagSpec(
      "differentiate-without-color",
      help: "A shape cue on failed dashes and bullets (Differentiate Without Color)."),
    FlagSpec("bold-text", help: "Names, header and numbers a weight heavier (Bold Text)."),
  ]

  /// The options `--increase-contrast` (or `--contrast high`), `--differentiate-without-color`
  /// and `--bold-text` set.
  static func accessibilityOptions(
    from flags: ParsedFlags
  ) throws(CLIError) -> StepperAccessibilityOptions {
    var options: StepperAccessibilityOptions = []
    let contrast = try flags.choice("contrast", as: ContrastChoice.self)
    if flags.has("increase-contrast") || contrast == .high { options.insert(.increaseContrast) }
    if flags.has("differentiate-without-color") { options.insert(.differentiateWithoutColor) }
    if flags.has("bold-text") { options.insert(.boldText) }
    return options
  }

  /// The flags that give `configuration`'s accessibility settings: none for none.
  static func accessibilityArguments(for configuration: StepperConfiguration) -> [String] {
    let options = configuration.options
    var arguments: [String] = []
    if options.increaseContrast { arguments.append("--increase-contrast") }
    if options.differentiateWithoutColor { arguments.append("--differentiate-without-color") }
    if options.boldText { arguments.append("--bold-text") }
    return arguments
  }

  /// The theme drawn for `options`: for more contrast, a theme read from a tokens file is
  /// replaced by the contrast audit's proposal for it (a built-in theme gives way to its
  /// increased-contrast values in the configuration itself).
  static func theme(
    _ theme: StepperTheme, for options: StepperAccessibilityOptions, fromTokens: Bool
  ) -> StepperTheme {
    guard options.contains(.increaseContrast), fromTokens else { return theme }
    return StepperContrastProposal.increasedContrast(theme)
  }

  /// Whether an HTML fragment or page follows the reader's contrast setting (`--contrast system`).
  static func followsContrast(_ flags: ParsedFlags) throws(CLIError) -> Bool {
    try flags.choice("contrast", as: ContrastChoice.self) == .system
  }
}
