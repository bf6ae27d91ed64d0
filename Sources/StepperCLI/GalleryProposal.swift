import StepperKit
import StepperRendering
import StepperTooling

/// The gallery's section on `stepper audit --propose`: the design's palette beside the proposal,
/// as token swatches with both ratios and as drawings of each style in each.
enum GalleryProposal {
  /// The proposals for the built-in themes, light before dark.
  static let proposals = StepperAppearance.allCases.map {
    StepperContrastProposal(StepperContrastAudit(theme: .builtIn($0)))
  }

  /// The proposal as the Design Tokens file `stepper audit --propose` writes.
  static var tokenFile: String {
    StepperContrastProposal.designTokens(proposals, proposedBy: AuditReport.proposer)
  }

  /// The body of the proposal's page: for each theme, under its own heading, the changed
  /// tokens with both ratios, then each style drawn in the design's palette and in the proposal.
  static func section() -> String {
    var out = """
      <p>The design's palette fails its own contrast claims. For each failing pair, \
      <code>stepper audit --propose</code> proposes the nearest color that passes: the same \
      OKLCH hue, the least change in lightness (and in chroma only where lightness alone \
      cannot), ratios computed on the rounded hex. The surface <code>bg/white-0</code> never \
      changes. The proposal is <a href="tokens/proposal.json">a token file</a> that \
      <code>--tokens</code> reads.</p>

      """
    for proposal in proposals {
      let name = proposal.theme.appearance.rawValue
      let title = "\(name.prefix(1).uppercased())\(name.dropFirst()) theme"
      out += "<section class=\"proposal\" aria-labelledby=\"proposal-\(name)\">\n"
      out += "<h2 id=\"proposal-\(name)\">\(title)</h2>\n"
      out += "<table class=\"tokens\">\n<thead><tr><th scope=\"col\">Token</th>"
      out += "<th scope=\"col\">Design</th><th scope=\"col\">Proposed</th>"
      out += "<th scope=\"col\">Against</th><th scope=\"col\">Before</th>"
      out += "<th scope=\"col\">After</th><th scope=\"col\">Needs</th></tr></thead>\n<tbody>\n"
      for change in proposal.changes {
        for (index, pair) in change.pairs.enumerated() {
          out += "<tr>"
          if index == 0 {
            let rows = change.pairs.count
            out +=
              "<th scope=\"row\" rowspan=\"\(rows)\"><code>\(change.token.rawValue)</code></th>"
            out +=
              "<td rowspan=\"\(rows)\">\(swatch(change.old)) <code>\(change.old.hex)</code></td>"
            out +=
              "<td rowspan=\"\(rows)\">\(swatch(change.new)) <code>\(change.new.hex)</code></td>"
          }
          out += "<td><code>\(pair.other.rawValue)</code></td>"
          out += "<td>\(GallerySite.ratio(pair.before))</td>"
          out += "<td>\(GallerySite.ratio(pair.after))</td>"
          out += "<td>\(pair.requirement.minimumText)</td></tr>\n"
        }
      }
      out += "</tbody>\n</table>\n"
      out += "<h3>Each style, \(name): the design's palette and the proposal</h3>\n"
      out += "<table class=\"drawings\">\n<thead><tr><th scope=\"col\">Style</th>"
      out += "<th scope=\"col\">Design palette</th><th scope=\"col\">Proposal</th></tr></thead>\n"
      out += "<tbody>\n"
      for style in StepperStyle.allCases {
        out += "<tr><th scope=\"row\">\(style.rawValue)</th>"
        for theme in [proposal.original, proposal.theme] {
          out += "<td>" + drawing(style, theme) + "</td>"
        }
        out += "</tr>\n"
      }
      out += "</tbody>\n</table>\n</section>\n"
    }
    return out
  }

  /// A stepper of `style` at step 2 of 4 in `theme`, as a standalone SVG on its surface.
  private static func drawing(_ style: StepperStyle, _ theme: StepperTheme) -> String {
    guard
      let configuration = try? StepperConfiguration(
        style: style, total: 4, current: 2, theme: theme)
    else { return "" }
    return StepperRenderer.svg.render(StepperScene(configuration))
  }

  private static func swatch(_ color: StepperColor) -> String {
    "<span class=\"swatch\" style=\"background:\(color.hex)\"></span>"
  }
}
