#if canImport(UIKit) && os(iOS)
  import UIKit

  /// The progress element of an ``EBStepperView`` ("Step 2 of 4", "50%"), as assistive
  /// technology sees it: activating it does nothing, and says so.
  ///
  /// An element that does not handle activation gets a tap at its centre, which would select
  /// whatever step lies there; this one reports it handled the activation, as a progress
  /// indicator has nothing to do. (`UIAccessibilityElement`, `accessibilityActivate()`: iOS 3,
  /// iOS 7.)
  final class StepperProgressElement: UIAccessibilityElement {
    /// Creates the element for `container`.
    init(container: UIView) {
      super.init(accessibilityContainer: container)
    }

    /// Handled: a progress indicator does nothing when activated.
    override func accessibilityActivate() -> Bool {
      true
    }
  }
#endif
