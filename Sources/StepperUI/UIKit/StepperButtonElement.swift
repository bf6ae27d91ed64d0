#if canImport(UIKit) && os(iOS)
  import UIKit

  /// A button inside an ``EBStepperView`` as assistive technology sees it: a step, or the "All
  /// steps" control, at the frame the core gave its tap target.
  ///
  /// It has the `.button` trait, and `.notEnabled` as well when it cannot be pressed (a
  /// disabled step). Activating it (a VoiceOver double tap) runs its action, as a tap on the
  /// view does; a disabled one reports that it did nothing.
  ///
  /// APIs: `UIAccessibilityElement` and `init(accessibilityContainer:)` (iOS 3; the class is
  /// main-actor isolated), `accessibilityFrameInContainerSpace` (iOS 10), `accessibilityLabel`,
  /// `accessibilityTraits` with `.button` and `.notEnabled` (iOS 3), `accessibilityActivate()`
  /// (iOS 7, `@MainActor`).
  final class StepperButtonElement: UIAccessibilityElement {
    private let isEnabled: Bool
    private let action: @MainActor () -> Void

    /// Creates the element for a button of `container`, at `frame` in its coordinates.
    init(
      container: UIView, label: String, frame: CGRect, isEnabled: Bool,
      action: @escaping @MainActor () -> Void
    ) {
      self.isEnabled = isEnabled
      self.action = action
      super.init(accessibilityContainer: container)
      accessibilityLabel = label
      accessibilityFrameInContainerSpace = frame
      accessibilityTraits = isEnabled ? .button : [.button, .notEnabled]
    }

    /// Runs the action, unless the button is disabled.
    override func accessibilityActivate() -> Bool {
      guard isEnabled else { return false }
      action()
      return true
    }
  }
#endif
