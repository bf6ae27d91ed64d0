/// The state of one step, as seed 002's guidelines name them.
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
}
