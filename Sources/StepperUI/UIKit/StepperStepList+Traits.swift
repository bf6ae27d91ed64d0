#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  extension StepperStepList.Metrics {
    /// The list's figures at the text size `traits` carry (their preferred content size
    /// category).
    @MainActor init(_ traits: UITraitCollection) {
      self.init(textSize: StepperTextSizeCategory(traits.preferredContentSizeCategory))
    }
  }

  extension UIView {
    /// Has `action` sent to the view when the text size changes, from iOS 17, where views
    /// register for the traits they read; before iOS 17 the view's
    /// `traitCollectionDidChange(_:)` calls it.
    func followTextSize(calling action: Selector) {
      guard #available(iOS 17.0, *) else { return }
      registerForTraitChanges([UITraitPreferredContentSizeCategory.self], action: action)
    }
  }
#endif
