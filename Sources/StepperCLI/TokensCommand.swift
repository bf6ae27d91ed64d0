import StepperKit
import StepperTooling

extension Command {
  /// `stepper tokens`: the themes as Design Tokens JSON, CSS custom properties or Swift source.
  static let tokens = Command(
    name: "tokens",
    summary: "Writes the themes as W3C Design Tokens JSON, CSS custom properties or Swift.",
    usage: "tokens [--format dtcg|css|swift] [--theme light|dark] [--tokens FILE] [--output FILE] "
      + "[--force]",
    flags: [
      FlagSpec("format", value: "dtcg|css|swift", help: "Output format (default dtcg)."),
      FlagSpec("theme", value: "light|dark", help: "Write only this appearance (default both)."),
      ThemeFlags.tokensSpec,
    ] + OutputFlags.fileSpecs,
    run: { flags, context throws(CLIError) in
      let format = try flags.choice("format", as: TokenFormat.self) ?? .dtcg
      let themes = try ThemeFlags.themes(from: flags, files: context.input)
      let output = format.write(themes)
      try OutputFlags.write(output, flags: flags, context: context)
      return 0
    })
}

/// The forms `tokens` writes.
enum TokenFormat: String, CaseIterable, Sendable {
  case dtcg
  case css
  case swift

  /// The themes in this form, saying which command wrote them.
  func write(_ themes: [StepperTheme]) -> String {
    switch self {
    case .dtcg:
      StepperTheme.designTokens(
        themes,
        title: "The Stepper's tokens: colors in one group per appearance, sizes beside them. "
          + "Written by `stepper tokens`.")
    case .css:
      StepperTheme.css(
        themes, comment: "The Stepper's tokens. Written by `stepper tokens --format css`.")
    case .swift:
      StepperTheme.swiftSource(
        themes,
        comment: "The Stepper's tokens. Written by `stepper tokens --format swift`; change the\n"
          + "design tokens and write it again rather than editing it.")
    }
  }
}
