import StepperKit
import StepperRendering
import StepperTooling

extension GallerySite {
  /// The contrast audit's checks (``StepperKit/StepperContrastAudit``) for the pairs of colors a
  /// scene draws, in its theme: only the states and parts the scene shows
  /// (`StepperColorPairing.drawn(in:)`), each once.
  static func contrastChecks(_ scene: StepperScene) -> [StepperContrastCheck] {
    StepperContrastAudit(theme: scene.theme, pairings: StepperColorPairing.drawn(in: scene))
      .checks
  }

  /// The scene's pairs of colors behind a disclosure whose summary gives the verdicts at a
  /// glance ("Contrast: 9 pairs, 8 pass, 1 exempt"): a table of each pair with its ratio and
  /// minimum, and under it, numbered once each, why a pair is exempt or what a reader should
  /// know beside it.
  static func contrastDetails(_ scene: StepperScene) -> String {
    let e: (String) -> String = { MarkupEscaping.escape($0) }
    let checks = contrastChecks(scene)
    var notes: [String] = []
    func mark(_ text: String?) -> String {
      guard let text else { return "" }
      if !notes.contains(text) { notes.append(text) }
      let number = (notes.firstIndex(of: text) ?? 0) + 1
      return " <sup>\(number)</sup>"
    }
    var rows = ""
    for check in checks {
      let pairing = check.pairing
      rows += "<tr class=\"\(check.verdict.rawValue)\"><td>\(e(pairing.subject))</td>"
      rows +=
        "<td>\(swatch(check.foreground)) \(tokenName(pairing.foreground, check.foreground))</td>"
      rows += "<td>\(swatch(check.background)) \(e(pairing.against)): "
      rows += "\(tokenName(pairing.background, check.background))</td>"
      rows += "<td>\(check.ratioText)</td>"
      let minimum = NumberText.points(pairing.requirement.minimumRatio)
      let kind = pairing.requirement == .text ? "text" : "non-text"
      rows += "<td>\(minimum):1 (\(kind)), \(check.verdict.rawValue)"
      rows += mark(pairing.exemption) + mark(pairing.note) + "</td></tr>\n"
    }
    var out = "<details class=\"contrast\"><summary>Contrast: \(verdictSummary(checks))"
    out += "</summary>\n<table>\n<thead><tr><th scope=\"col\">Part</th>"
    out += "<th scope=\"col\">Color</th><th scope=\"col\">On</th><th scope=\"col\">Ratio</th>"
    out += "<th scope=\"col\">Needs</th></tr></thead>\n<tbody>\n" + rows + "</tbody>\n</table>\n"
    if !notes.isEmpty {
      out += "<ol class=\"notes\">\n"
      out += notes.map { "<li>\(e($0))</li>\n" }.joined()
      out += "</ol>\n"
    }
    return out + "</details>\n"
  }

  /// "9 pairs, 8 pass, 1 exempt": how many pairs, and how many of each verdict, in the
  /// verdicts' order.
  static func verdictSummary(_ checks: [StepperContrastCheck]) -> String {
    var parts = ["\(checks.count) \(checks.count == 1 ? "pair" : "pairs")"]
    for verdict in StepperContrastVerdict.allCases {
      let count = checks.filter { $0.verdict == verdict }.count
      if count > 0 { parts.append("\(count) \(verdict.rawValue)") }
    }
    return parts.joined(separator: ", ")
  }

  private static func tokenName(_ token: StepperToken, _ color: StepperColor) -> String {
    "<code>\(token.rawValue)</code> \(color.hex)"
  }

  static func swatch(_ color: StepperColor) -> String {
    "<span class=\"swatch\" style=\"background:\(color.hex)\"></span>"
  }

  /// A contrast ratio as the audit writes it, rounded down to two decimals so that a ratio just
  /// under a minimum never reads as meeting it: "4.48:1".
  static func ratio(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
  }
}
