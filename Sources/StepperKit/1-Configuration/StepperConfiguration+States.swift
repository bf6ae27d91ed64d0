extension StepperConfiguration {
  /// The state of a step: the app's override if it set one, else derived from the current step
  /// and ``Options/status``.
  ///
  /// Derived states: steps drawn before the current one are complete, the current one is active
  /// (errorActive when the status is error), later ones are default; when the status is success
  /// every step is complete. A main step whose sub-step is current is not done: it is the step
  /// the user is inside, drawn and named as active (its sub-steps before the current one are
  /// complete).
  public func state(of step: StepperStepID) -> StepperStepState {
    StepStates(self).state(ofOrdinal: steps.ordinal(of: step))
  }

  /// The state of the connector that leaves `step` for the next step drawn.
  ///
  /// A connector is complete once the step it leads into is reached (Specification#connector-paint:
  /// "the connector into the current marker is already brand"), disabled when the step it leads
  /// into is disabled, and default otherwise.
  package func connectorState(after step: StepperStepID) -> StepperStepState {
    connectorState(afterOrdinal: steps.ordinal(of: step))
  }

  /// The state of the connector that leaves the step at `ordinal` in ``steps``.
  package func connectorState(afterOrdinal ordinal: Int) -> StepperStepState {
    StepStates(self).connectorState(afterOrdinal: ordinal)
  }

  /// Whether `step` can be chosen in the row (a tap, a click, the keyboard, a screen reader):
  /// only when the stepper is tappable, never when the step is disabled, and then the steps the
  /// app named, or by default every step already reached. Each tap target carries the answer
  /// as its own `isSelectable`.
  package func isSelectable(_ step: StepperStepID) -> Bool {
    let ordinal = steps.ordinal(of: step)
    let states = StepStates(self)
    return states.isSelectable(ordinal: ordinal, state: states.state(ofOrdinal: ordinal))
  }
}
