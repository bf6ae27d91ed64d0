extension StepperScene {
  /// The step buttons on screen in reading order, as the keyboard meets them: each step with
  /// whether its button can take focus (a disabled step's cannot). Empty when no step can be
  /// tapped; the same steps, in the same order, as ``tapTargets(strings:)``.
  package var keyboardSteps: [(step: StepperStepID, isEnabled: Bool)] {
    var steps: [(step: StepperStepID, isEnabled: Bool)] = []
    forEachAccessibleStep { step, state, _, isButton in
      if isButton { steps.append((step, state != .disabled)) }
    }
    return steps
  }

  /// The step whose button is the row's one keyboard stop before a person moves
  /// (``StepperKeyboardNavigation/start(isEnabled:isSelected:)``): the current step's when it
  /// can take focus, else the first that can; `nil` when none can.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
  /// print(scene.keyboardStart?.description ?? "none")
  /// // Prints "3"
  /// ```
  package var keyboardStart: StepperStepID? {
    let steps = keyboardSteps
    return StepperKeyboardNavigation.start(
      isEnabled: steps.map(\.isEnabled),
      isSelected: steps.map { accessibility.isSelected($0.step) }
    ).map { steps[$0].step }
  }

  /// The step whose button `key` moves keyboard focus to from `step`'s
  /// (``StepperKeyboardNavigation/destination(from:key:isEnabled:direction:)``, in the scene's
  /// direction): `step` itself at the end of the row, and `nil` when `step` has no button on
  /// screen or no button can take focus.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps))
  /// print(scene.keyboardDestination(from: 3, key: .home)?.description ?? "none")
  /// // Prints "1"
  /// ```
  package func keyboardDestination(
    from step: StepperStepID, key: StepperKeyboardNavigation.Key
  ) -> StepperStepID? {
    let steps = keyboardSteps
    guard let index = steps.firstIndex(where: { $0.step == step }) else { return nil }
    return StepperKeyboardNavigation.destination(
      from: index, key: key, isEnabled: steps.map(\.isEnabled), direction: direction
    ).map { steps[$0].step }
  }
}
