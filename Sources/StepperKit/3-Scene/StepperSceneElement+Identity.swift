extension StepperSceneElement {
  /// What an element stands for: its part of the stepper, how the scene draws a mark, the step
  /// (and, for a connector, the next step) and the state it is drawn in.
  package struct Identity: Sendable, Hashable {
    /// The element's part of the stepper.
    package var role: Role
    /// How the scene draws a step's mark.
    package var markShape: MarkShape
    /// The step a mark or name stands for; for a connector, the step it leaves; `nil` for the
    /// "All steps" control.
    package var step: StepperStepID?
    /// For a connector, the step it leads into; `nil` otherwise.
    package var nextStep: StepperStepID?
    /// The state the element is drawn in.
    package var state: StepperStepState

    /// Creates an element's identity.
    @inline(__always)
    package init(
      role: Role, markShape: MarkShape, step: StepperStepID?, nextStep: StepperStepID? = nil,
      state: StepperStepState
    ) {
      self.role = role
      self.markShape = markShape
      self.step = step
      self.nextStep = nextStep
      self.state = state
    }

    /// The same identity drawn in `state`.
    package func drawn(in state: StepperStepState) -> Identity {
      var identity = self
      identity.state = state
      return identity
    }
  }
}
