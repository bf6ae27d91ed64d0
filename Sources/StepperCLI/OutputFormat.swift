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
  /// to. A standalone SVG paints the theme's surface unless `background` is transparent. An HTML
  /// fragment or page follows the reader's `prefers-contrast` with `followsContrast`.
  func renderer(
    themeGiven: Bool, terminal: TerminalSettings, background: SVGBackground = .surface,
    followsContrast: Bool = false
  ) -> StepperRenderer {
    let scheme: StepperHTMLColorScheme = themeGiven ? .fixed : .system
    switch self {
    case .svg: return .svg(paintsSurface: background == .surface)
    case .json: return .json
    case .html: return .html(colorScheme: scheme, followsContrast: followsContrast)
    case .page: return .page(colorScheme: scheme, followsContrast: followsContrast)
    case .ansi: return .ansi(colorMode: terminal.colorMode, columns: terminal.columns)
    }
  }
}

/// What `render --format svg` paints behind the steps.
enum SVGBackground: String, CaseIterable, Sendable {
  /// The theme's surface, `bg/white-0`: the default of a standalone document.
  case surface
  /// Nothing, for a page that paints the same surface itself.
  case transparent
}
