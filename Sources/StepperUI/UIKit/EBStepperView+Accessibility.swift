#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// What assistive technology meets: the progress element, "All steps" and one element per
  /// step on screen, kept and updated in place.
  extension EBStepperView {
    /// The progress element, then the "All steps" button, then the steps, all from the still
    /// scene, each kept from the last update where it still exists (`accessibilityElements`:
    /// iOS 8). Posts `.layoutChanged` when steps came or went (not in the middle of a drag) and
    /// the core's announcement when what the progress element says changed
    /// (`UIAccessibility.post(notification:argument:)`: iOS 3).
    func updateAccessibilityElements(_ built: StepperSceneCache.Built) {
      let scene = built.scene
      let progress = progressElement ?? UIAccessibilityElement(accessibilityContainer: self)
      progressElement = progress
      progress.accessibilityLabel = scene.accessibility.label
      progress.accessibilityValue = scene.accessibility.value
      progress.accessibilityTraits = .updatesFrequently
      progress.accessibilityFrameInContainerSpace = CGRect(origin: .zero, size: CGSize(scene.size))
      var elements: [Any] = [progress]
      let hadAllSteps = allStepsElement != nil
      if didSelectAllSteps != nil, let target = scene.allStepsTarget(strings: built.strings) {
        let element = allStepsElement ?? StepperStepElement(container: self)
        allStepsElement = element
        element.update(label: target.label, frame: CGRect(target.frame), traits: .button) {
          [weak self] in self?.didSelectAllSteps?()
        }
        elements.append(element)
      } else {
        allStepsElement = nil
      }
      var kept: [StepperStepID: StepperStepElement] = [:]
      for step in scene.accessibleSteps(strings: built.strings) {
        let element = stepElements[step.step] ?? StepperStepElement(container: self)
        kept[step.step] = element
        let isButton = step.isButton && didSelectStep != nil
        var traits: UIAccessibilityTraits = isButton ? .button : .staticText
        if step.isSelected { traits.insert(.selected) }
        if step.isDisabled { traits.insert(.notEnabled) }
        let id = step.step
        var action: (@MainActor () -> Void)?
        if isButton, !step.isDisabled {
          action = { [weak self] in
            self?.didSelectStep?(id)
          }
        }
        element.update(
          label: step.label, frame: CGRect(step.frame), traits: traits, action: action)
        elements.append(element)
      }
      if Set(kept.keys) != Set(stepElements.keys) || hadAllSteps != (allStepsElement != nil) {
        layoutChangePending = true
      }
      stepElements = kept
      accessibilityElements = elements
      // Remembered even off screen, so that a change is announced against what was last shown.
      let announcement = cache.announcement(to: scene.accessibility)
      guard window != nil else { return }
      if layoutChangePending, cache.dragStart == nil {
        layoutChangePending = false
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      }
      if let announcement {
        UIAccessibility.post(notification: .announcement, argument: announcement)
      }
    }
  }
#endif
