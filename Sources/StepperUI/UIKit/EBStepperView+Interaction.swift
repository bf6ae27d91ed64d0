#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The pressed and focused looks of tap targets (Specification#tapping): the view tracks which
  /// target a finger is down on and which has keyboard focus, and paints what the core's
  /// `StepperScene.interactionLook(ofTarget:state:)` says, in two subviews over its drawing. A
  /// collapsed row's overflow markers are targets of their own (`StepperScene.Target`), though
  /// they select "All steps" as the header's control does.
  extension EBStepperView {
    /// A finger came down at `point`: the target there, if any, is pressed.
    func pressBegan(at point: CGPoint?) {
      // A finger on a gliding row stops it (the tap that follows selects nothing).
      guard !isRowScrolling, let point, let scene = built?.scene else { return }
      // The header's control or an overflow marker, though both select "All steps".
      pressedTarget = scene.target(
        atDrawingPoint: StepperPoint(x: Double(point.x), y: Double(point.y)))
      updateLooks()
    }

    /// The finger moved to `point`: leaving the pressed target releases it.
    func pressMoved(to point: CGPoint?) {
      guard let pressedTarget, let point, let scene = built?.scene else { return }
      let look = scene.interactionLook(ofTarget: pressedTarget, state: .pressed)
      let inside = look?.frame.contains(StepperPoint(x: Double(point.x), y: Double(point.y)))
      if inside != true {
        self.pressedTarget = nil
        updateLooks()
      }
    }

    /// The finger lifted or the touch was cancelled.
    func pressEnded() {
      guard pressedTarget != nil else { return }
      pressedTarget = nil
      updateLooks()
    }

    /// One focusable view per tap target of the still scene (none when it cannot be drawn):
    /// "All steps", the step buttons and, where "All steps" has a handler, the overflow
    /// markers that are buttons; each kept where its target still exists so that focus stays
    /// on it.
    func updateFocusTargets(_ built: StepperSceneCache.Built?) {
      var targets: [(StepperScene.RowItem?, CGRect, Bool)] = []
      if let built {
        let scene = built.scene
        if didSelectAllSteps != nil, let allSteps = scene.allStepsTarget(strings: built.strings) {
          targets.append((nil, viewRect(allSteps.frame), true))
        }
        if listensForChosenStep {
          for target in scene.tapTargets(strings: built.strings) {
            targets.append((.step(target.step), viewRect(target.frame), target.isSelectable))
          }
        }
        if didSelectAllSteps != nil {
          for target in scene.overflowTargets(strings: built.strings) where target.isButton {
            targets.append((.overflow(target.steps), viewRect(target.frame), true))
          }
        }
      }
      // Where focus enters the row (Tab on iPad): the core's keyboard start.
      let start = built?.scene.keyboardStart.map(StepperScene.RowItem.step)
      var kept: [StepperFocusTarget] = []
      for (item, frame, isSelectable) in targets {
        let view = focusTargets.first { $0.item == item } ?? StepperFocusTarget(item: item)
        view.frame = frame
        view.isSelectable = isSelectable
        view.isRowStart = item != nil && item == start
        view.focusDidChange = { [weak self] in
          self?.updateLooks()
          self?.revealFocusedStep()
        }
        view.keyPressed = { [weak self] key in self?.keyPressed(key, on: item) }
        if view.superview == nil { insertFocusTarget(view) }
        kept.append(view)
      }
      for view in focusTargets where !kept.contains(where: { $0 === view }) {
        view.removeFromSuperview()
      }
      focusTargets = kept
      if let pressedTarget,
        !targets.contains(where: { target in
          (target.0.map(StepperScene.Target.item) ?? .allStepsControl) == pressedTarget
        })
      {
        self.pressedTarget = nil
      }
      updateLooks()
    }

    /// Paints the core's look of the pressed target and of the focused one (one look when they
    /// are the same target).
    func updateLooks() {
      let scene = built?.scene
      let focused = focusTargets.first { $0.isFocused }?.target
      var pressedState: StepperInteractionLook.State = .pressed
      if focused != nil, focused == pressedTarget { pressedState.insert(.focused) }
      pressedLook.show(
        pressedTarget.flatMap { scene?.interactionLook(ofTarget: $0, state: pressedState) },
        at: placedOrigin)
      // An overflow marker's look is around the marker, not the header's "All steps".
      focusedLook.show(
        focused == pressedTarget
          ? nil : focused.flatMap { scene?.interactionLook(ofTarget: $0, state: .focused) },
        at: placedOrigin)
    }

    /// Adds a focus target under the look views, so that the looks paint over everything.
    private func insertFocusTarget(_ view: StepperFocusTarget) {
      addSubview(view)
      addSubview(pressedLook)
      addSubview(focusedLook)
    }
  }
#endif
