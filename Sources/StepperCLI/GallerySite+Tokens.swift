import StepperKit

extension GallerySite {
  /// Every token in light and dark with its contrast against the surface it sits on.
  static func tokenTable() -> String {
    var out = """
      <p>Contrast is WCAG 2.x's ratio against <code>bg/white-0</code>, the surface; \
      non-text parts need 3:1, text 4.5:1. Values marked proposed are this package's, where \
      the design is silent.</p>
      <table class="tokens">
      <thead><tr><th scope="col">Token</th><th scope="col">CSS</th><th scope="col">Light</th>\
      <th scope="col">On light surface</th><th scope="col">Dark</th>\
      <th scope="col">On dark surface</th></tr></thead>
      <tbody>

      """
    for token in StepperToken.allCases {
      out += "<tr><th scope=\"row\"><code>\(token.rawValue)</code></th>"
      out += "<td><code>\(token.cssCustomProperty)</code></td>"
      for theme in [StepperTheme.light, .dark] {
        let color = theme[token]
        let proposed = theme.isProposed(token) ? " <small>proposed</small>" : ""
        out += "<td>\(swatch(color)) <code>\(color.hex)</code>\(proposed)</td>"
        out += "<td>\(ratio(color.contrastRatio(with: theme[.bgWhite0])))</td>"
      }
      out += "</tr>\n"
    }
    out += "</tbody>\n</table>\n"
    return out
  }
}
