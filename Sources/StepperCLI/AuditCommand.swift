import StepperKit

extension Command {
  /// `stepper audit`: the WCAG contrast of every pair of colors the stepper draws, per theme.
  static let audit = Command(
    name: "audit",
    summary: "Checks the WCAG contrast of every pair of colors the stepper draws; exits 1 when "
      + "one fails.",
    usage: "audit [--theme light|dark] [--tokens FILE]",
    flags: [
      FlagSpec("theme", value: "light|dark", help: "Audit only this appearance (default both)."),
      ThemeFlags.tokensSpec,
    ],
    run: { flags, context throws(CLIError) in
      let audits = try ThemeFlags.themes(from: flags, files: context.input).map {
        StepperContrastAudit(theme: $0)
      }
      context.console.out(AuditReport.text(audits))
      return audits.allSatisfy(\.passes) ? 0 : 1
    })
}

/// The audit as a table for the terminal.
enum AuditReport {
  static func text(_ audits: [StepperContrastAudit]) -> String {
    var out =
      "WCAG 2.x contrast of every pair of colors the stepper draws side by side: a marker's "
      + "number needs 4.5:1 (1.4.3), shapes 3:1 (1.4.11).\n"
    var footnotes: [String] = []
    for audit in audits {
      out += "\n\(audit.theme.appearance.rawValue) theme\n"
      let rows = audit.checks.map { check -> [String] in
        var result = check.verdict.rawValue
        for text in [check.pairing.exemption, check.pairing.note].compactMap({ $0 }) {
          if !footnotes.contains(text) { footnotes.append(text) }
          result += " [\((footnotes.firstIndex(of: text) ?? 0) + 1)]"
        }
        let pairing = check.pairing
        return [
          pairing.style.rawValue, pairing.subject, "on " + pairing.against,
          "\(pairing.foreground.rawValue) \(check.foreground.hex)",
          "\(pairing.background.rawValue) \(check.background.hex)", check.ratioText,
          pairing.requirement == .text ? "4.5:1" : "3:1", result,
        ]
      }
      out += table(
        [["STYLE", "WHAT", "ON", "COLOR", "ON COLOR", "RATIO", "NEEDS", "RESULT"]] + rows)
      let counts = StepperContrastVerdict.allCases.map { verdict in
        "\(audit.checks.filter { $0.verdict == verdict }.count) \(verdict.rawValue)"
      }
      out += "  \(audit.checks.count) pairs: \(counts.joined(separator: ", "))\n"
    }
    if !footnotes.isEmpty { out += "\n" }
    for (index, text) in footnotes.enumerated() {
      out += "[\(index + 1)] \(text)\n"
    }
    return out
  }

  private static func table(_ rows: [[String]]) -> String {
    let widths = (0..<(rows.first?.count ?? 0)).map { column in
      rows.map { $0[column].count }.max() ?? 0
    }
    return rows.map { row in
      "  "
        + row.enumerated().map { column, cell in
          column == row.count - 1
            ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
        }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}
