import StepperRendering

/// The formats `render` writes, each backed by a ``StepperRenderer``.
enum OutputFormat: String, CaseIterable, Sendable {
  case svg
  case json
  case html
  case page
  case ansi

  /// The renderer for the format. HTML follows the reader's system appearance unless a theme
  /// was asked for; terminal output uses the color mode and width of the terminal it is written
  /// to.
  func renderer(themeGiven: Bool, terminal: TerminalSettings) -> StepperRenderer {
    let scheme: StepperHTMLColorScheme = themeGiven ? .fixed : .system
    switch self {
    case .svg: return .svg
    case .json: return .json
    case .html: return .html(colorScheme: scheme)
    case .page: return .page(colorScheme: scheme)
    case .ansi: return .ansi(colorMode: terminal.colorMode, columns: terminal.columns)
    }
  }
}
