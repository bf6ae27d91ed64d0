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
public struct StepperContrastAudit: Sendable, Hashable {
  /// The theme audited.
  public let theme: StepperTheme
  /// One check per pairing, in the order of ``StepperColorPairing/all``.
  public let checks: [StepperContrastCheck]

  /// Audits a theme's colors for every pairing the stepper draws.
  public init(theme: StepperTheme, pairings: [StepperColorPairing] = StepperColorPairing.all) {
    self.theme = theme
    self.checks = pairings.map { StepperContrastCheck($0, theme: theme) }
  }

  /// The checks that fail: under their minimum, and not exempt.
  public var failures: [StepperContrastCheck] {
    checks.filter { $0.verdict == .fail }
  }

  /// Whether every check passes or is exempt.
  public var passes: Bool {
    failures.isEmpty
  }
}

/// One pairing's colors in a theme, their contrast ratio, and whether it is enough.
public struct StepperContrastCheck: Sendable, Hashable {
  /// What is checked.
  public let pairing: StepperColorPairing
  /// The color of what is seen.
  public let foreground: StepperColor
  /// The color it is seen on or beside.
  public let background: StepperColor
  /// The WCAG 2.x contrast ratio, 1 to 21.
  public let ratio: Double

  /// Checks a pairing in a theme.
  public init(_ pairing: StepperColorPairing, theme: StepperTheme) {
    self.pairing = pairing
    self.foreground = theme[pairing.foreground]
    self.background = theme[pairing.background]
    self.ratio = foreground.contrastRatio(with: background)
  }

  /// Whether the ratio reaches the pairing's minimum.
  public var meetsRequirement: Bool {
    ratio >= pairing.requirement.minimumRatio
  }

  /// Pass, fail, or exempt (a pairing WCAG sets no minimum for, whatever its ratio).
  public var verdict: StepperContrastVerdict {
    if pairing.exemption != nil { return .exempt }
    return meetsRequirement ? .pass : .fail
  }

  /// The ratio as WCAG figures are written, rounded down so that a ratio just under a minimum
  /// never reads as meeting it: "4.48:1".
  public var ratioText: String {
    ContrastText.ratio(ratio)
  }
}

/// The outcome of one contrast check.
public enum StepperContrastVerdict: String, Sendable, Hashable, CaseIterable {
  /// The ratio reaches the minimum.
  case pass
  /// The ratio is under the minimum.
  case fail
  /// WCAG sets no minimum for this pairing (see ``StepperColorPairing/exemption``).
  case exempt
}
