#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The traits the scene depends on (appearance, layout direction, text size, contrast and
  /// text weight): from iOS 17 the view registers for them
  /// (`registerForTraitChanges(_:action:)`); before iOS 17 `traitCollectionDidChange(_:)`
  /// follows them.
  extension EBStepperView {
    /// Registers for the traits the scene reads, where the system offers trait registration.
    func observeTraits() {
      guard #available(iOS 17.0, *) else { return }
      let traits: [UITrait] = [
        UITraitUserInterfaceStyle.self, UITraitLayoutDirection.self,
        UITraitPreferredContentSizeCategory.self, UITraitAccessibilityContrast.self,
        UITraitLegibilityWeight.self,
      ]
      registerForTraitChanges(traits, action: #selector(traitsDidChange))
    }

    /// A trait the scene reads changed: build it again at the next layout pass.
    @objc func traitsDidChange() {
      configurationDidChange()
    }
  }
#endif
