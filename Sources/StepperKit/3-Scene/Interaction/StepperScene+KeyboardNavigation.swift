extension StepperScene {
  /// The step buttons on screen in reading order, as the keyboard meets them: each step with
  /// whether its button can take focus (a disabled step's cannot). Empty when no step can be
  /// tapped; the same steps, in the same order, as ``tapTargets(strings:)``. A collapsed row's
  /// keyboard also meets its overflow markers: see ``keyboardItems(includesOverflow:)``.
  package var keyboardSteps: [(step: StepperStepID, isSelectable: Bool)] {
    var steps: [(step: StepperStepID, isSelectable: Bool)] = []
    forEachAccessibleStep { step, state, _, isButton in
      if isButton { steps.append((step, state != .disabled)) }
    }
    return steps
  }

  /// The step whose button is the row's one keyboard stop before a person moves
  /// (``StepperKeyboardNavigation/start(isSelectable:isSelected:)``): the current step's when it
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
      isSelectable: steps.map(\.isSelectable),
      isSelected: steps.map { accessibility.isSelected($0.step) }
    ).map { steps[$0].step }
  }
}

extension StepperScene {
  /// The step a VoiceOver swipe up (`forward`) or down on the progress element moves to, as
  /// `UIPageControl` adjusts its page: the next or previous step a tap reaches among those on
  /// screen, counted from the current one in reading order; `nil` when there is none that way
  /// or no step can be tapped.
  ///
  /// ```swift
  /// var options = StepperConfiguration.Options(total: 5, current: 3)
  /// options.isTappable = true
  /// let scene = StepperScene(try StepperConfiguration(options))
  /// print(scene.adjustedStep(forward: false) ?? "none", scene.adjustedStep(forward: true) ?? "none")
  /// // Prints "2 none"
  /// ```
  package func adjustedStep(forward: Bool) -> StepperStepID? {
    let steps = keyboardSteps
    guard let from = steps.firstIndex(where: { accessibility.isSelected($0.step) }),
      let to = StepperKeyboardNavigation.destination(
        from: from, key: forward ? .down : .up, isSelectable: steps.map(\.isSelectable),
        direction: .leftToRight),
      to != from
    else { return nil }
    return steps[to].step
  }
}
