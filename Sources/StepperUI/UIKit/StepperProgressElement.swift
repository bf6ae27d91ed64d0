#if canImport(UIKit) && os(iOS)
  import UIKit

  /// The progress element of an ``EBStepperView`` ("Step 2 of 4", "50%"), as assistive
  /// technology sees it: activating it does nothing, and says so; where steps can be tapped it is
  /// adjustable, as `UIPageControl` is.
  ///
  /// An element that does not handle activation gets a tap at its centre, which would select
  /// whatever step lies there; this one reports it handled the activation, as a progress
  /// indicator has nothing to do. A swipe up or down selects the next or previous step a tap
  /// reaches (`StepperScene.adjustedStep(forward:)`), inside the call, so the value VoiceOver
  /// reads next is the new one.
  final class StepperProgressElement: UIAccessibilityElement {
    /// What a swipe up (`true`) or down (`false`) does, on the main actor.
    nonisolated(unsafe) var adjust: (@MainActor @Sendable (Bool) -> Void)?

    /// Creates the element for `container`.
    init(container: UIView) {
      super.init(accessibilityContainer: container)
    }

    /// Handled: a progress indicator does nothing when activated.
    override func accessibilityActivate() -> Bool {
      true
    }

    /// A swipe up: the next step a tap reaches.
    override func accessibilityIncrement() {
      adjustNow(forward: true)
    }

    /// A swipe down: the previous step a tap reaches.
    override func accessibilityDecrement() {
      adjustNow(forward: false)
    }

    /// Runs ``adjust`` before returning. UIKit calls the increment and decrement overrides on
    /// the main thread, which the iOS 17 SDK does not declare: from iOS 17
    /// `MainActor.assumeIsolated` says so and checks it. Before iOS 17 the same check is made
    /// by hand: the main queue is asserted (`dispatchPrecondition(condition:)`), then the
    /// closure is called as what it is on that thread, a plain function (a synchronous
    /// closure's actor is part of its type only, not of how it is called).
    private nonisolated func adjustNow(forward: Bool) {
      guard let adjust else { return }
      if #available(iOS 17.0, macCatalyst 17.0, *) {
        MainActor.assumeIsolated { adjust(forward) }
      } else {
        dispatchPrecondition(condition: .onQueue(.main))
        let onMainThread = unsafeBitCast(adjust, to: (@Sendable (Bool) -> Void).self)
        onMainThread(forward)
      }
    }
  }
#endif
