import StepperKit
import StepperRendering

/// `stepper render --list`: the "All steps" list in place of the stepper.
enum RenderCommand {
  /// `--list`, for `render`.
  static let listSpec = FlagSpec(
    "list",
    help: "Write the \"All steps\" list (every step, its state, the current one marked) "
      + "instead of the stepper: html a <dialog>, ansi terminal lines, json the rows as data.")

  /// The list renderer of `format`: HTML follows the reader's system appearance unless a theme
  /// was asked for, terminal text the color mode and width of the terminal it is written to.
  ///
  /// - Throws: ``CLIError/usage(_:)`` for a format the list has no form in (svg, page).
  static func listRenderer(
    _ format: OutputFormat, themeGiven: Bool, terminal: TerminalSettings
  ) throws(CLIError) -> StepperListRenderer {
    switch format {
    case .html: return .html(colorScheme: themeGiven ? .fixed : .system)
    case .ansi: return .ansi(colorMode: terminal.colorMode, columns: terminal.columns)
    case .json: return .json
    case .svg, .page:
      throw .usage(
        "--list applies to --format html, ansi or json; '\(format.rawValue)' draws the stepper "
          + "only")
    }
  }
}
