/// The text size a person chose (Apple's Dynamic Type): seven standard sizes and five larger
/// accessibility sizes, `.large` being the default.
///
/// Step names, the header and the "All steps" control grow and shrink with it; marker numbers
/// do not, since they must fit their 24-point markers (Specification#text-sizes: the labels paired
/// with the stepper scale, its shapes do not). The cases are named as SwiftUI's `DynamicTypeSize`;
/// the Apple adapters map SwiftUI's `dynamicTypeSize` and UIKit's `preferredContentSizeCategory`
/// onto them.
///
/// ```swift
/// let size = StepperTextSizeCategory(rawValue: "accessibility1")
/// print(size == .accessibility1, StepperTextSizeCategory.allCases.count)
/// // Prints "true 12"
/// ```
public enum StepperTextSizeCategory: String, Sendable, Hashable, CaseIterable {
  /// The smallest standard size: body text 14 points.
  case xSmall
  /// Body text 15 points.
  case small
  /// Body text 16 points.
  case medium
  /// The default: body text 17 points, every style at its design size.
  case large
  /// Body text 19 points.
  case xLarge
  /// Body text 21 points.
  case xxLarge
  /// The largest standard size: body text 23 points.
  case xxxLarge
  /// The first accessibility size: body text 28 points.
  case accessibility1
  /// Body text 33 points.
  case accessibility2
  /// Body text 40 points.
  case accessibility3
  /// Body text 47 points.
  case accessibility4
  /// The largest accessibility size: body text 53 points.
  case accessibility5

  /// How many times its design size text is set at this category: Apple's body text size here
  /// over its size at `.large` (17 points).
  ///
  /// This is the curve `UIFontMetrics.default` and SwiftUI's `ScaledMetric` follow (both
  /// scale relative to the body style), so the stepper's text grows as the app's own text
  /// around it does.
  ///
  /// ```swift
  /// print(StepperTextSizeCategory.large.scaleFactor)
  /// // Prints "1.0"
  /// ```
  package var scaleFactor: Double { bodySize / Self.large.bodySize }

  /// Whether the category is one of the five accessibility sizes.
  ///
  /// ```swift
  /// print(StepperTextSizeCategory.xxxLarge.isAccessibilitySize)
  /// // Prints "false"
  /// ```
  package var isAccessibilitySize: Bool {
    switch self {
    case .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge: false
    case .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5:
      true
    }
  }

  /// Apple's body text size at this category, in points.
  private var bodySize: Double {
    switch self {
    case .xSmall: 14
    case .small: 15
    case .medium: 16
    case .large: 17
    case .xLarge: 19
    case .xxLarge: 21
    case .xxxLarge: 23
    case .accessibility1: 28
    case .accessibility2: 33
    case .accessibility3: 40
    case .accessibility4: 47
    case .accessibility5: 53
    }
  }
}
