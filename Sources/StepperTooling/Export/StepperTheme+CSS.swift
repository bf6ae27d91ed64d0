import StepperKit

extension StepperTheme {
  /// Writes themes as CSS custom properties, one per token, named by its path
  /// (`stepper/color/bg` is `--stepper-color-bg`).
  ///
  /// The light theme applies on `:root`; the dark one when the system prefers dark
  /// (`@media (prefers-color-scheme: dark)`) unless an element says `data-theme="light"`, and
  /// wherever an element says `data-theme="dark"`. Proposed values carry a `/* proposed */`
  /// comment. The size tokens come first, in `px` on `:root` (the web takes the iOS value of
  /// the touch target, 44, which WCAG 2.5.5 asks too).
  ///
  /// ```swift
  /// let css = StepperTheme.css([.light, .dark])
  /// print(css.contains("--stepper-color-bg: #005CE5;"))
  /// // Prints "true"
  /// ```
  ///
  /// - Parameters:
  ///   - themes: The themes to write, at most one per appearance.
  ///   - comment: The comment that opens the file, such as what wrote it; a `*/` in it is
  ///     written `* /`, so that it cannot end the comment.
  public static func css(
    _ themes: [StepperTheme], comment: String = "The Stepper's tokens."
  ) -> String {
    var out = "/* \(comment.replacing("*/", with: "* /")) */\n"
    let dimensions = themes.first?.dimensions ?? .seed
    out += "\n:root {\n"
    for token in StepperDimensionToken.allCases {
      out += "  \(token.cssCustomProperty): \(NumberText.points(dimensions[token]))px;\n"
    }
    out += "}\n"
    if let light = themes.first(where: { $0.appearance == .light }) {
      out += "\n:root,\n[data-theme=\"light\"] {\n"
      out += declarations(light, indent: "  ")
      out += "}\n"
    }
    if let dark = themes.first(where: { $0.appearance == .dark }) {
      out += "\n@media (prefers-color-scheme: dark) {\n  :root:not([data-theme=\"light\"]) {\n"
      out += declarations(dark, indent: "    ")
      out += "  }\n}\n"
      out += "\n[data-theme=\"dark\"] {\n"
      out += declarations(dark, indent: "  ")
      out += "}\n"
    }
    return out
  }

  private static func declarations(_ theme: StepperTheme, indent: String) -> String {
    var out = ""
    for token in StepperToken.allCases {
      out += "\(indent)\(token.cssCustomProperty): \(theme[token].hex);"
      out += theme.isProposed(token) ? " /* proposed */\n" : "\n"
    }
    return out
  }
}
