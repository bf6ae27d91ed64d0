/// A named size token of the design system, beside the color tokens.
///
/// Raw values are the design system's token paths, as the specification writes them.
package enum StepperDimensionToken: String, CaseIterable, Sendable, Hashable {
  /// The gap between dashes: 4 (Specification#size-tokens).
  case space4 = "space/space-4"
  /// The radius of a fully rounded shape: dashes, bullets, markers (Specification#radius: "The
  /// marker radius is dimensions/radius/full"; the dash's "Corner radius 100 (pill)").
  case radiusFull = "dimensions/radius/full"
  /// The smallest hit area of a tappable step, each way: 44 pt on iOS, 48 dp on Android
  /// (Specification#touch-targets: `platform/min-touch-target` in the Platform collection).
  case minTouchTarget = "platform/min-touch-target"

  /// The token's path split into its group names and its own name, the nesting of a Design
  /// Tokens file.
  package var pathComponents: [String] {
    rawValue.split(separator: "/").map(String.init)
  }

  /// The CSS custom property that holds the token: `--space-space-4`.
  package var cssCustomProperty: String {
    "--" + pathComponents.joined(separator: "-")
  }

  /// What the stepper does with the token, in a few words, for token files.
  package var purpose: String {
    switch self {
    case .space4: "The gap between dashes"
    case .radiusFull:
      "The corner radius of dashes, bullets and markers, never more than half their shorter side"
    case .minTouchTarget: "The smallest hit area of a tappable step, each way"
    }
  }
}

/// The platforms whose values of the smallest hit area (the size token
/// `platform/min-touch-target`) differ.
public enum StepperPlatform: String, CaseIterable, Sendable, Hashable {
  /// iOS and iPadOS, in points; also the web, in CSS pixels (WCAG 2.5.5 asks 44).
  case ios
  /// Android, in density-independent pixels.
  case android
}

/// The values of the size tokens, in points (a CSS pixel, an iOS point and an Android dp are
/// all the same reference unit).
///
/// ```swift
/// let roomier = StepperDimensions(
///   dashGap: 6, radiusFull: 100, minimumTouchTargets: [.ios: 48, .android: 48])
/// let theme = StepperTheme(appearance: .light, dimensions: roomier) { StepperTheme.light[$0] }
/// print(theme[.brandBase] == StepperTheme.light[.brandBase])
/// // Prints "true"
/// ```
public struct StepperDimensions: Sendable, Hashable {
  /// The gap between dashes (`space/space-4`).
  package let dashGap: Double
  /// The radius of fully rounded shapes (`dimensions/radius/full`).
  package let radiusFull: Double
  /// The smallest hit area on each platform (`platform/min-touch-target`).
  private let touchTargets: [StepperPlatform: Double]

  /// The specified values: a gap of 4, a radius of 100, hit areas of 44 pt on
  /// iOS and 48 dp on Android.
  package static let seed = StepperDimensions(
    dashGap: 4, radiusFull: 100, minimumTouchTargets: [.ios: 44, .android: 48])

  /// The largest value a size token may take, in points.
  package static let maximum = 1000.0

  /// Creates the values; a platform not given takes the iOS value.
  ///
  /// - Precondition: checked by the token reader, not here: each value finite and in
  ///   `0...maximum`. Values outside are clamped into it.
  public init(
    dashGap: Double, radiusFull: Double, minimumTouchTargets: [StepperPlatform: Double]
  ) {
    func clamp(_ value: Double) -> Double {
      value.isFinite ? Swift.min(Swift.max(value, 0), Self.maximum) : 0
    }
    self.dashGap = clamp(dashGap)
    self.radiusFull = clamp(radiusFull)
    let ios = clamp(minimumTouchTargets[.ios] ?? 44)
    self.touchTargets = Dictionary(
      uniqueKeysWithValues: StepperPlatform.allCases.map {
        ($0, minimumTouchTargets[$0].map(clamp) ?? ios)
      })
  }

  /// The smallest hit area on a platform.
  package func minimumTouchTarget(on platform: StepperPlatform) -> Double {
    touchTargets[platform] ?? 44
  }

  /// A token's value; for the touch target, the iOS value (the one the stepper's own hit areas
  /// use, and a DTCG file's `$value`).
  package subscript(token: StepperDimensionToken) -> Double {
    switch token {
    case .space4: dashGap
    case .radiusFull: radiusFull
    case .minTouchTarget: minimumTouchTarget(on: .ios)
    }
  }
}
