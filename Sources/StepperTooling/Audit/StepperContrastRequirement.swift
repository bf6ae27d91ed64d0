import StepperKit

/// The WCAG 2.x contrast minimums a pair of colors is held to.
package enum StepperContrastRequirement: String, Sendable, Hashable, CaseIterable {
  /// Graphical objects and parts of controls: 3:1 (WCAG 1.4.11).
  case nonText
  /// Text: 4.5:1 (WCAG 1.4.3, normal size).
  case text
  /// Text on the surface where the person asked for more contrast (Increase Contrast,
  /// `prefers-contrast: more`): 7:1 (WCAG 1.4.6, enhanced contrast).
  case increasedText

  /// The minimum ratio.
  package var minimumRatio: Double {
    switch self {
    case .nonText: 3
    case .text: 4.5
    case .increasedText: 7
    }
  }

  /// The minimum as WCAG writes it: "3:1", "4.5:1".
  package var minimumText: String {
    switch self {
    case .nonText: "3:1"
    case .text: "4.5:1"
    case .increasedText: "7:1"
    }
  }
}

/// Contrast ratios as text.
package enum ContrastText {
  /// A ratio as WCAG figures are written, rounded down so that a ratio just under a minimum
  /// never reads as meeting it: "4.48:1".
  package static func ratio(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded(.down))
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
  }
}
