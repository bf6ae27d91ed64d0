import StepperKit

/// The WCAG contrast of every pair of colors a theme puts side by side in the stepper.
///
/// ```swift
/// let audit = StepperContrastAudit(theme: .light)
/// let boundary = audit.checks.first {
///   $0.pairing.style == .dash && $0.pairing.against == "active dash beside it"
/// }
/// print(boundary.map { "\($0.ratioText) \($0.verdict)" } ?? "")
/// // Prints "4.47:1 pass"
/// ```
package struct StepperContrastAudit: Sendable, Hashable {
  /// The theme audited.
  package let theme: StepperTheme
  /// One check per pairing, in the order of ``StepperColorPairing/all``.
  package let checks: [StepperContrastCheck]

  /// Audits a theme's colors for every pairing the stepper draws.
  package init(theme: StepperTheme) {
    self.init(theme: theme, pairings: StepperColorPairing.all)
  }

  /// Audits a theme's colors for `pairings`.
  package init(theme: StepperTheme, pairings: [StepperColorPairing]) {
    self.theme = theme
    self.checks = pairings.map { StepperContrastCheck($0, theme: theme) }
  }

  /// The checks that fail: under their minimum, and not exempt.
  package var failures: [StepperContrastCheck] {
    checks.filter { $0.verdict == .fail }
  }

  /// Whether every check passes or is exempt.
  package var passes: Bool {
    failures.isEmpty
  }
}

/// One pairing's colors in a theme, their contrast ratio, and whether it is enough.
package struct StepperContrastCheck: Sendable, Hashable {
  /// What is checked.
  package let pairing: StepperColorPairing
  /// The color of what is seen.
  package let foreground: StepperColor
  /// The color it is seen on or beside.
  package let background: StepperColor
  /// The WCAG 2.x contrast ratio, 1 to 21.
  package let ratio: Double

  /// Checks a pairing in a theme.
  package init(_ pairing: StepperColorPairing, theme: StepperTheme) {
    self.pairing = pairing
    self.foreground = theme[pairing.foreground]
    self.background = theme[pairing.background]
    self.ratio = foreground.contrastRatio(with: background)
  }

  /// Whether the ratio reaches the pairing's minimum.
  package var meetsRequirement: Bool {
    ratio >= pairing.requirement.minimumRatio
  }

  /// Pass, fail, or exempt (a pairing WCAG sets no minimum for, whatever its ratio).
  package var verdict: StepperContrastVerdict {
    if pairing.exemption != nil { return .exempt }
    return meetsRequirement ? .pass : .fail
  }

  /// The ratio as WCAG figures are written, rounded down so that a ratio just under a minimum
  /// never reads as meeting it: "4.48:1".
  package var ratioText: String {
    ContrastText.ratio(ratio)
  }
}

/// The outcome of one contrast check.
package enum StepperContrastVerdict: String, Sendable, Hashable, CaseIterable {
  /// The ratio reaches the minimum.
  case pass
  /// The ratio is under the minimum.
  case fail
  /// WCAG sets no minimum for this pairing (see ``StepperColorPairing/exemption``).
  case exempt
}
