extension StepperScene {
  /// The look of what `selection` names while it is in `state`, in the drawing's coordinates
  /// (as ``tapTargets(strings:)`` and ``allStepsTarget(strings:)`` place their buttons), in the
  /// scene's theme; `nil` when the scene has no such target on screen (a step that cannot be
  /// tapped, one scrolled out of view, or "All steps" where the control is not shown).
  ///
  /// A disabled step of a tappable row is a target (a disabled button), drawn focused but
  /// never pressed.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
  /// print(scene.interactionLook(of: .step(1), state: .pressed)?.commands.count ?? 0)
  /// // Prints "1"
  /// ```
  package func interactionLook(
    of selection: Selection, state: StepperInteractionLook.State
  ) -> StepperInteractionLook? {
    switch selection {
    case .allSteps:
      guard let target = allStepsTarget() else { return nil }
      return StepperInteractionLook(
        frame: target.frame, isSelectable: true, state: state, theme: theme)
    case .step(let id):
      var look: StepperInteractionLook?
      forEachAccessibleStep { step, stepState, frame, isButton in
        guard look == nil, step == id, isButton else { return }
        look = StepperInteractionLook(
          frame: frame, isSelectable: stepState != .disabled, state: state, theme: theme)
      }
      return look
    }
  }
}
