#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// What assistive technology meets: the progress element, "All steps" and one element per
  /// step on screen and per overflow marker of a collapsed row, in reading order, kept and
  /// updated in place.
  extension EBStepperView {
    /// The progress element, then the "All steps" button, then the steps and overflow markers
    /// (`StepperScene.accessibleItems(strings:)`), all from the still scene, each kept from the
    /// last update where it still exists. The progress element takes the part of the stepper
    /// the core leaves it, and comes after the steps where that is the whole stepper
    /// (`StepperScene.progressElementPlacement()`): VoiceOver's touch exploration lands on the
    /// first element listed whose frame holds the finger, so a step is found where it is.
    /// Posts `.layoutChanged` when steps came or went (not while the row scrolls).
    func updateAccessibilityElements(_ built: StepperSceneCache.Built) {
      let scene = built.scene
      let progress = progressElement ?? StepperProgressElement(container: self)
      progressElement = progress
      progress.accessibilityLabel = scene.accessibility.label
      progress.accessibilityValue = scene.accessibility.value
      // Whether someone listens for a chosen step, as forwarded to the core for this build.
      let listens = listensForChosenStep
      var traits: UIAccessibilityTraits = .updatesFrequently
      if listens { traits.insert(.adjustable) }
      progress.accessibilityTraits = traits
      progress.adjust = { [weak self] forward in
        guard let self, self.listensForChosenStep, let step = scene.adjustedStep(forward: forward)
        else { return }
        self.choose(.step(step))
        // VoiceOver reads the adjusted value itself; the core's queue names the step.
        self.cache.adjustmentTime = ProcessInfo.processInfo.systemUptime
        // Built now, so the value VoiceOver reads next is the new one.
        self.rebuildIfNeeded()
      }
      let placement = scene.progressElementPlacement()
      progress.accessibilityFrameInContainerSpace = viewRect(placement.frame)
      var elements: [Any] = placement.isBeforeSteps ? [progress] : []
      let hadAllSteps = allStepsElement != nil
      if didSelectAllSteps != nil, let target = scene.allStepsTarget(strings: built.strings) {
        let element = allStepsElement ?? StepperStepElement(container: self)
        allStepsElement = element
        element.update(label: target.label, frame: viewRect(target.frame), traits: .button) {
          [weak self] in self?.choose(.allSteps)
        }
        elements.append(element)
      } else {
        allStepsElement = nil
      }
      var kept: [StepperScene.RowItem: StepperStepElement] = [:]
      for item in scene.accessibleItems(strings: built.strings) {
        let element = stepElements[item.item] ?? StepperStepElement(container: self)
        kept[item.item] = element
        switch item {
        case .step(let step): update(element, for: step, listens: listens)
        case .overflow(let target): update(element, for: target)
        }
        elements.append(element)
      }
      if Set(kept.keys) != Set(stepElements.keys) || hadAllSteps != (allStepsElement != nil) {
        layoutChangePending = true
      }
      stepElements = kept
      if !placement.isBeforeSteps { elements.append(progress) }
      accessibilityElements = elements
      guard window != nil else { return }
      if layoutChangePending, !isRowScrolling {
        layoutChangePending = false
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
      }
    }

    /// Makes `element` a step's: a button when the core lets the step be tapped and someone
    /// `listens` for a chosen step (``didSelectStep`` or a `.valueChanged` action), else static
    /// text; selected when current, not enabled when disabled.
    private func update(
      _ element: StepperStepElement, for step: StepperScene.AccessibleStep, listens: Bool
    ) {
      let isButton = step.isButton && listens
      var traits: UIAccessibilityTraits = isButton ? .button : .staticText
      if step.isSelected { traits.insert(.selected) }
      if step.isDisabled { traits.insert(.notEnabled) }
      let id = step.step
      var action: (@MainActor () -> Void)?
      if isButton, !step.isDisabled {
        action = { [weak self] in
          self?.cache.activationTime = ProcessInfo.processInfo.systemUptime
          self?.choose(.step(id))
        }
      }
      element.update(label: step.label, frame: viewRect(step.frame), traits: traits, action: action)
    }

    /// Makes `element` an overflow marker's ("3 more steps, 1 failed"): a button that calls
    /// ``didSelectAllSteps`` when the core makes the marker one and that handler is set, else
    /// static text.
    private func update(_ element: StepperStepElement, for target: StepperScene.OverflowTarget) {
      let isButton = target.isButton && didSelectAllSteps != nil
      var action: (@MainActor () -> Void)?
      if isButton {
        action = { [weak self] in
          self?.choose(.allSteps)
        }
      }
      element.update(
        label: target.label, frame: viewRect(target.frame),
        traits: isButton ? .button : .staticText, action: action)
    }
  }
#endif
