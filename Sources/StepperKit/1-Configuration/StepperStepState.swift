/// The state of one step, as Specification#step-states names them.
///
/// States are derived from `current` and the component status (see
/// ``StepperConfiguration/state(of:)``); an app may override any step.
public enum StepperStepState: String, CaseIterable, Sendable, Hashable {
  /// An upcoming step.
  case `default`
  /// The current step.
  case active
  /// A step that is done.
  case complete
  /// A step that failed earlier and is not the current one.
  case error
  /// The current step, in error.
  case errorActive
  /// A step that cannot be reached (for example one the flow skips).
  case disabled
  /// A step the user passed by without doing it, such as an optional step left out: it counts as
  /// done in the percentage but is drawn apart from both a complete and an upcoming step, and
  /// named "skipped". Only an override sets it (see ``StepperConfiguration/Options/stepStates``);
  /// a skipped step after the current one, or the current step skipped, is a guideline error,
  /// which `stepper lint` reports.
  case skipped
}
