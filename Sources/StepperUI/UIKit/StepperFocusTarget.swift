#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A clear view over one tap target of an ``EBStepperView`` (a step, or "All steps") that the
  /// UIKit focus system can move to with a keyboard, so that the view can show the core's focus
  /// ring on it.
  ///
  /// It takes no touches (`point(inside:with:)` is false, so taps and drags reach the stepper
  /// as before) and is not an accessibility element (the stepper lists its own). It asks for no
  /// system focus effect (`focusEffect = nil`, iOS 15): the stepper paints the ring. A disabled
  /// step's target cannot take focus, as a disabled `UIControl` cannot.
  ///
  /// APIs: `canBecomeFocused`, `isFocused`, `didUpdateFocus(in:with:)` (iOS 9; "a view may not
  /// be focusable" when hidden or with user interaction off), `focusEffect` (iOS 15),
  /// `point(inside:with:)` (iOS 2).
  final class StepperFocusTarget: UIView {
    /// What the target selects.
    let selection: StepperScene.Selection
    /// Whether the target can take focus.
    var isEnabled = true
    /// Called when the target gains or loses focus.
    var focusDidChange: (@MainActor () -> Void)?

    /// Creates the target of `selection`.
    init(selection: StepperScene.Selection) {
      self.selection = selection
      super.init(frame: .zero)
      isOpaque = false
      backgroundColor = .clear
      isAccessibilityElement = false
      focusEffect = nil
    }

    /// Not made from a storyboard: the stepper makes its targets.
    required init?(coder: NSCoder) {
      nil
    }

    override var canBecomeFocused: Bool { isEnabled }

    override func didUpdateFocus(
      in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
    ) {
      super.didUpdateFocus(in: context, with: coordinator)
      focusDidChange?()
    }

    /// Lets every touch through to the stepper.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      false
    }
  }
#endif
