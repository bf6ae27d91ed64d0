#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import Foundation
  import StepperKit
  import SwiftUI

  /// The SwiftUI ways of telling a stepper what to show and hearing what a person chose: a
  /// binding to the current step, a style from the environment, and the person's accessibility
  /// settings.
  extension EBStepper {
    /// What a tap on a step does: writes the step the core answers, a sub-step whole, to the
    /// binding given to ``init(style:current:total:status:axis:)`` and calls
    /// ``onSelectStep(perform:)``'s action with it; `nil` when neither is set, and the steps
    /// are then not buttons. A step activated while VoiceOver runs is noted, so that the move
    /// it causes is not announced again.
    @MainActor var stepSelection: (@MainActor (StepperStepID) -> Void)? {
      guard selection != nil || selectStep != nil else { return nil }
      let selection = selection
      let selectStep = selectStep
      let cache = cache
      let isVoiceOverOn = isVoiceOverOn
      return { step in
        if isVoiceOverOn { cache.activationTime = ProcessInfo.processInfo.systemUptime }
        selection?.wrappedValue = step
        selectStep?(step)
      }
    }

    /// What selecting a row of this stepper's "All steps" list does (``EBStepperAllSteps``):
    /// writes the binding and calls ``onSelectStep(perform:)``'s action, as a tap on a step
    /// does; `nil` when neither is set. It reads nothing of the environment or state, as the
    /// list is shown outside the stepper.
    @MainActor var listSelection: (@MainActor (StepperStepID) -> Void)? {
      guard selection != nil || selectStep != nil else { return nil }
      let selection = selection
      let selectStep = selectStep
      return { step in
        selection?.wrappedValue = step
        selectStep?(step)
      }
    }

    /// The person's display settings the core draws: Increase Contrast
    /// (`colorSchemeContrast`), Differentiate Without Color
    /// (`accessibilityDifferentiateWithoutColor`) and Bold Text (`legibilityWeight`).
    var accessibilityOptions: StepperAccessibilityOptions {
      var options: StepperAccessibilityOptions = []
      if contrast == .increased { options.insert(.increaseContrast) }
      if differentiatesWithoutColor { options.insert(.differentiateWithoutColor) }
      if legibilityWeight == .bold { options.insert(.boldText) }
      return options
    }

    /// Records the progress element's new text with the core's queue and posts what it says,
    /// when it says (`StepperAnnouncementQueue`).
    @MainActor func scheduleAnnouncement(for accessibility: StepperAccessibility) {
      let now = ProcessInfo.processInfo.systemUptime
      let cache = cache
      guard let due = cache.record(accessibility, isProgressFocused: isProgressFocused, at: now)
      else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + max(0, due - now)) {
        if let announcement = cache.announcement(at: ProcessInfo.processInfo.systemUptime) {
          StepperAnnouncer.post(announcement)
        }
      }
    }

    /// A VoiceOver swipe up or down on the progress element: it selects the next or previous
    /// step a tap reaches, as `UIPageControl` adjusts its page (`StepperScene.adjustedStep`);
    /// the element is adjustable only where steps can be selected. VoiceOver reads the new
    /// value itself; the core's queue then names the step
    /// (`StepperAnnouncementQueue.Cause.adjustment`).
    @MainActor func adjust(_ scene: StepperScene, _ direction: AccessibilityAdjustmentDirection) {
      let forward: Bool
      switch direction {
      case .increment: forward = true
      case .decrement: forward = false
      @unknown default: return
      }
      guard let select = stepSelection, let step = scene.adjustedStep(forward: forward) else {
        return
      }
      select(step)
      // After the selection, which notes an activation: this move is an adjustment.
      cache.adjustmentTime = ProcessInfo.processInfo.systemUptime
    }

    /// What a VoiceOver swipe on the progress element of `scene` does, or `nil` where steps
    /// cannot be selected, and the element is then not adjustable.
    @MainActor func adjustment(
      of scene: StepperScene
    ) -> (@MainActor (AccessibilityAdjustmentDirection) -> Void)? {
      guard stepSelection != nil else { return nil }
      return { direction in adjust(scene, direction) }
    }
  }

  extension EnvironmentValues {
    /// The style of the steppers inside a view that give none of their own
    /// (``SwiftUICore/View/ebStepperStyle(_:)``); `.circular` by default.
    public var ebStepperStyle: EBStepperStyle {
      get { self[EBStepperStyleKey.self] }
      set { self[EBStepperStyleKey.self] = newValue }
    }
  }

  /// The environment's stepper style.
  private struct EBStepperStyleKey: EnvironmentKey {
    static let defaultValue: EBStepperStyle = .circular
  }

  extension View {
    /// Sets the style of every ``EBStepper`` inside this view that gives none of its own, as
    /// `progressViewStyle(_:)` does for progress views.
    ///
    /// ```swift
    /// VStack {
    ///   EBStepper(current: 2, total: 4)
    ///   EBStepper(current: 1, total: 3)
    /// }
    /// .ebStepperStyle(.dash)
    /// ```
    public func ebStepperStyle(_ style: EBStepperStyle) -> some View {
      environment(\.ebStepperStyle, style)
    }
  }
#endif
