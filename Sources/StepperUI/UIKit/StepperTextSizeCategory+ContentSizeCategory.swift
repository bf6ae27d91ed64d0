#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  extension StepperTextSizeCategory {
    /// The core's text size for a UIKit content size category: the same place on the scale
    /// (`.accessibilityMedium` is the first accessibility size, `.accessibility1`).
    ///
    /// An unspecified or unknown category is read as `.large`, the design size. Main-actor
    /// isolated because it is only read from a view's trait collection.
    @MainActor init(_ category: UIContentSizeCategory) {
      let table: [(UIContentSizeCategory, StepperTextSizeCategory)] = [
        (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large),
        (.extraLarge, .xLarge), (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge),
        (.accessibilityMedium, .accessibility1), (.accessibilityLarge, .accessibility2),
        (.accessibilityExtraLarge, .accessibility3),
        (.accessibilityExtraExtraLarge, .accessibility4),
        (.accessibilityExtraExtraExtraLarge, .accessibility5),
      ]
      self = table.first { $0.0 == category }?.1 ?? .large
    }
  }
#endif
