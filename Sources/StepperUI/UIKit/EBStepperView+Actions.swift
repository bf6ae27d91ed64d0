#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The control's events (Specification#tapping). A step a person chooses, whatever chose it
  /// (a tap, Space or Return on a focused step, VoiceOver, the Large Content Viewer, a row of
  /// the "All steps" list), becomes ``EBStepperView/selectedStep``, then goes to
  /// ``EBStepperView/didSelectStep`` and to the `.valueChanged` actions, as a tapped dot of a
  /// `UIPageControl` does. "All steps" calls ``EBStepperView/didSelectAllSteps`` only: it is
  /// no value of the control, and `.primaryActionTriggered` is a control's main action (a
  /// button's tap), which choosing a step already is.
  ///
  /// Whether steps can be tapped stays the core's decision: the view forwards whether someone
  /// listens for a chosen step, a handler or a `.valueChanged` target or action
  /// (`enumerateEventHandlers(_:)` lists both), in ``makeInput()``, and builds again when one
  /// comes or goes: the control's methods that add and remove targets and actions are
  /// overridden to say so.
  extension EBStepperView {
    /// Adds a target as UIControl does; one for `.valueChanged` makes the steps tappable.
    public override func addTarget(
      _ target: Any?, action: Selector, for controlEvents: UIControl.Event
    ) {
      super.addTarget(target, action: action, for: controlEvents)
      handlersDidChange(for: controlEvents)
    }

    /// Removes a target as UIControl does; without a `.valueChanged` handler left (and without
    /// ``didSelectStep``) the steps are no longer tappable.
    public override func removeTarget(
      _ target: Any?, action: Selector?, for controlEvents: UIControl.Event
    ) {
      super.removeTarget(target, action: action, for: controlEvents)
      handlersDidChange(for: controlEvents)
    }

    /// Adds an action as UIControl does; one for `.valueChanged` makes the steps tappable.
    public override func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
      super.addAction(action, for: controlEvents)
      handlersDidChange(for: controlEvents)
    }

    /// Removes an action as UIControl does.
    public override func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
      super.removeAction(action, for: controlEvents)
      handlersDidChange(for: controlEvents)
    }

    /// Removes an action by its identifier as UIControl does.
    public override func removeAction(
      identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
    ) {
      super.removeAction(identifiedBy: actionIdentifier, for: controlEvents)
      handlersDidChange(for: controlEvents)
    }

    /// Whether anyone listens for a chosen step: ``didSelectStep``, or a `.valueChanged` target
    /// or action. The view forwards it to the core (``makeInput()``).
    var listensForChosenStep: Bool {
      if didSelectStep != nil { return true }
      var listens = false
      enumerateEventHandlers { _, _, events, stop in
        if events.contains(.valueChanged) {
          listens = true
          stop = true
        }
      }
      return listens
    }

    /// A person chose `selection`: a step is kept in ``selectedStep`` and reported to
    /// ``didSelectStep`` and to the `.valueChanged` actions, in that order; "All steps" calls
    /// ``didSelectAllSteps``.
    func choose(_ selection: StepperScene.Selection) {
      switch selection {
      case .step(let step):
        selectedStep = step
        didSelectStep?(step)
        sendActions(for: .valueChanged)
      case .allSteps:
        didSelectAllSteps?()
      }
    }

    /// Builds again when handlers of `.valueChanged` came or went.
    private func handlersDidChange(for controlEvents: UIControl.Event) {
      if controlEvents.contains(.valueChanged) { configurationDidChange() }
    }
  }
#endif
