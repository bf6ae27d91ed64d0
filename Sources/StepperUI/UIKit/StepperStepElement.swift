#if canImport(UIKit) && os(iOS)
  import UIKit

  /// A step, or the "All steps" control, inside an ``EBStepperView`` as assistive technology
  /// sees it, at the frame the core gave it.
  ///
  /// A step a person can tap, and "All steps", have the `.button` trait; the other steps are
  /// `.staticText`, so that every name the picture shows is spoken. The current step adds
  /// `.selected`, a disabled step `.notEnabled`. Activating a button (a VoiceOver double tap)
  /// runs its action, as a tap on the view does; anything else reports that it did nothing.
  ///
  /// The view keeps one element per step and updates it in place
  /// (``update(label:frame:traits:action:)``) rather than making new ones, so VoiceOver's focus
  /// stays on the element it was on. `UIAccessibilityElement` is main-actor isolated, so
  /// ``runAction()`` calls the main-actor action directly.
  final class StepperStepElement: UIAccessibilityElement {
    /// What activating it does, or `nil` when it is not a button that can be pressed.
    private var action: (@MainActor () -> Void)?

    /// Creates the element for `container`.
    init(container: UIView) {
      super.init(accessibilityContainer: container)
    }

    /// Names the element, places it at `frame` in the container's coordinates, and sets its
    /// traits and what activating it does (`nil`: nothing).
    func update(
      label: String, frame: CGRect, traits: UIAccessibilityTraits,
      action: (@MainActor () -> Void)?
    ) {
      accessibilityLabel = label
      accessibilityFrameInContainerSpace = frame
      accessibilityTraits = traits
      self.action = action
    }

    /// Runs the action, unless there is none (a disabled step, or one that is not a button).
    /// UIKit calls it on the main thread; the iOS 17 SDK declares it without an actor, so it
    /// hands over to ``runAction()``.
    override func accessibilityActivate() -> Bool {
      runAction()
    }

    /// Runs the action, if any; whether there was one.
    func runAction() -> Bool {
      guard let action else { return false }
      action()
      return true
    }
  }
#endif
