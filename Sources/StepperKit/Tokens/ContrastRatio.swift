import Foundation

extension StepperColor {
  /// The WCAG 2.x relative luminance of the color, 0 (black) to 1 (white).
  public var relativeLuminance: Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    let (red, green, blue) = components
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The WCAG 2.x contrast ratio between two colors, from 1 (none) to 21 (black on white).
  ///
  /// ```swift
  /// print(StepperColor(0x000000).contrastRatio(with: StepperColor(0xFFFFFF)))
  /// // Prints "21.0"
  /// ```
  public func contrastRatio(with other: StepperColor) -> Double {
    let (lighter, darker) = (
      max(relativeLuminance, other.relativeLuminance),
      min(relativeLuminance, other.relativeLuminance)
    )
    return (lighter + 0.05) / (darker + 0.05)
  }
}

/// The WCAG 2.x contrast minimums a pair of colors is held to.
public enum StepperContrastRequirement: String, Sendable, Hashable, CaseIterable {
  /// Graphical objects and parts of controls: 3:1 (WCAG 1.4.11).
  case nonText
  /// Text: 4.5:1 (WCAG 1.4.3, normal size).
  case text

  /// The minimum ratio.
  public var minimumRatio: Double {
    switch self {
    case .nonText: 3
    case .text: 4.5
    }
  }

  /// The minimum as WCAG writes it: "3:1", "4.5:1".
  package var minimumText: String {
    switch self {
    case .nonText: "3:1"
    case .text: "4.5:1"
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
