import StepperKit
import StepperRendering
import StepperTooling

extension Command {
  /// `stepper audit`: the WCAG contrast of every pair of colors the stepper draws, per theme.
  static let audit = Command(
    name: "audit",
    summary: "Checks the WCAG contrast of every pair of colors the stepper draws; exits 1 when "
      + "one fails. With --propose, writes the nearest passing colors as a token file.",
    usage: "audit [--theme light|dark] [--tokens FILE] [--contrast standard|high] "
      + "[--propose [--output FILE] [--force]]",
    flags: [
      FlagSpec("theme", value: "light|dark", help: "Audit only this appearance (default both)."),
      ThemeFlags.tokensSpec,
      FlagSpec(
        "contrast", value: "standard|high",
        help: "high: hold text on the surface to 7:1, as for a person who asked for more "
          + "contrast (Increase Contrast, prefers-contrast: more); its proposal first fixes every "
          + "pair at its own minimum (default standard)."),
      FlagSpec(
        "propose",
        help: "Write a Design Tokens file in which each failing pair gets the nearest color "
          + "(same OKLCH hue) that passes; the table of changes goes to standard error, or to "
          + "standard output when --output names a file."),
    ] + OutputFlags.fileSpecs,
    run: { flags, context throws(CLIError) in
      let isHigh = try flags.choice("contrast", as: AuditContrast.self) == .high
      // The report is read in a terminal: its lines fit its width, else 100 columns.
      let width = TerminalSettings(context.console, defaultColumns: AuditReport.defaultWidth)
        .columns
      let pairings = isHigh ? StepperColorPairing.increased : StepperColorPairing.all
      // For more contrast, the proposal starts from the standard one (see
      // `StepperContrastProposal.increasedContrast(_:)`).
      let audits = try ThemeFlags.themes(from: flags, files: context.input).map { theme in
        let start =
          isHigh ? StepperContrastProposal(StepperContrastAudit(theme: theme)).theme : theme
        return StepperContrastAudit(theme: flags.has("propose") ? start : theme, pairings: pairings)
      }
      guard flags.has("propose") else {
        if flags.value("output") != nil || flags.has("force") {
          throw .usage("--output and --force go with --propose; the audit itself is a report")
        }
        context.console.out(AuditReport.text(audits, width: width))
        return audits.allSatisfy(\.passes) ? 0 : 1
      }
      let proposals = audits.map(StepperContrastProposal.init)
      try OutputFlags.write(
        StepperContrastProposal.designTokens(proposals, proposedBy: AuditReport.proposer),
        flags: flags, context: context)
      let toFile = flags.value("output").map { $0 != "-" && !FileOutput.isStandardOutput($0) }
      let report = toFile == true ? context.console.out : context.console.err
      report(AuditReport.proposals(proposals, width: width))
      let passes = proposals.allSatisfy {
        StepperContrastAudit(theme: $0.theme, pairings: pairings).passes
      }
      return passes ? 0 : 1
    })
}

/// What `audit --contrast` holds the pairs to.
enum AuditContrast: String, CaseIterable, Sendable {
  /// WCAG's minimums: 3:1 for shapes, 4.5:1 for text.
  case standard
  /// Text on the surface at 7:1 (``StepperColorPairing/increased``).
  case high
}

/// The audit as a table for the terminal, its lines at most a width wide: the tables narrow
/// their widest columns and wrap their cells (``TerminalTable``), and the sentences wrap
/// between words.
enum AuditReport {
  /// The width of the report when neither `COLUMNS` nor the terminal tells one.
  static let defaultWidth = 100

  /// The command the proposals name as theirs in the token file they are written to.
  static let proposer = "stepper audit --propose"

  /// The audit of each theme as a table, its footnotes and why it fails, in lines at most
  /// `width` columns wide.
  static func text(_ audits: [StepperContrastAudit], width: Int) -> String {
    var out = paragraph(
      "WCAG 2.x contrast of every pair of colors the stepper draws side by side: a marker's "
        + "number needs 4.5:1 (1.4.3), shapes 3:1 (1.4.11).", width: width)
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
          pairing.requirement.minimumText, result,
        ]
      }
      out += TerminalTable(
        [["STYLE", "WHAT", "ON", "COLOR", "ON COLOR", "RATIO", "NEEDS", "RESULT"]] + rows
      ).text(width: width)
      let counts = StepperContrastVerdict.allCases.map { verdict in
        "\(audit.checks.filter { $0.verdict == verdict }.count) \(verdict.rawValue)"
      }
      out += paragraph(
        "\(audit.checks.count) pairs: \(counts.joined(separator: ", "))", width: width, indent: 2)
    }
    if !footnotes.isEmpty { out += "\n" }
    for (index, text) in footnotes.enumerated() {
      out += paragraph("[\(index + 1)] \(text)", width: width, hanging: "[\(index + 1)] ".count)
    }
    let note = failureNote(audits)
    if !note.isEmpty { out += "\n" + paragraph(note, width: width) }
    return out
  }

  /// Why the audit fails, when it does: how many failing pairs use only the design's own values
  /// (the built-in themes keep the design sources' colors rather than change them silently),
  /// and the command that proposes passing ones.
  static func failureNote(_ audits: [StepperContrastAudit]) -> String {
    let failures = audits.flatMap { audit in audit.failures.map { (audit.theme, $0) } }
    guard !failures.isEmpty else { return "" }
    let designOwn = failures.filter { theme, check in
      !theme.isProposed(check.pairing.foreground) && !theme.isProposed(check.pairing.background)
    }
    var out = "\(failures.count) pairs fail"
    if !designOwn.isEmpty {
      out +=
        designOwn.count == failures.count
        ? "; every one in the design's own palette"
        : "; \(designOwn.count) in the design's own palette"
      out += " (the design's values, which the built-in themes keep as they are)"
      if designOwn.count < failures.count {
        out += ", \(failures.count - designOwn.count) with a color this package proposes where "
        out += "the design is silent"
      }
    }
    out +=
      ". `stepper audit --propose --output proposal.json` writes the nearest passing colors "
      + "as a token file; `stepper audit --tokens proposal.json` then checks them."
    return out
  }

  /// What `--propose` changes, token by token, and whether the proposal passes.
  static func proposals(_ proposals: [StepperContrastProposal], width: Int) -> String {
    var out = paragraph(
      "Proposed colors: the same OKLCH hue, the least change in lightness (and chroma "
        + "where lightness alone cannot) that meets each minimum, ratios on the rounded hex.",
      width: width)
    for proposal in proposals {
      out += "\n\(proposal.theme.appearance.rawValue) theme\n"
      guard !proposal.changes.isEmpty else {
        out += "  every pair passes; nothing to change\n"
        continue
      }
      var rows = [["TOKEN", "WAS", "NOW", "AGAINST", "BEFORE", "AFTER", "NEEDS"]]
      for change in proposal.changes {
        for (index, pair) in change.pairs.enumerated() {
          rows.append([
            index == 0 ? change.token.rawValue : "", index == 0 ? change.old.hex : "",
            index == 0 ? change.new.hex : "", pair.other.rawValue,
            ContrastText.ratio(pair.before), ContrastText.ratio(pair.after),
            pair.requirement.minimumText,
          ])
        }
      }
      out += TerminalTable(rows).text(width: width)
      let failures = StepperContrastAudit(theme: proposal.theme).failures.count
      out +=
        failures == 0 ? "  with these, every pair passes\n" : "  \(failures) pairs still fail\n"
    }
    return out
  }

  /// `text` broken between words into lines at most `width` columns wide, each after
  /// `indent` spaces, the lines after the first `hanging` more, each ending in a line break.
  static func paragraph(_ text: String, width: Int, indent: Int = 0, hanging: Int = 0) -> String {
    let first = TerminalText.wrapped(text, toWidth: width - indent)
    guard let head = first.first else { return "\n" }
    let rest = first.dropFirst().joined(separator: " ")
    let more = rest.isEmpty ? [] : TerminalText.wrapped(rest, toWidth: width - indent - hanging)
    let margin = String(repeating: " ", count: indent)
    let hang = String(repeating: " ", count: indent + hanging)
    return ([margin + head] + more.map { hang + $0 }).joined(separator: "\n") + "\n"
  }
}
