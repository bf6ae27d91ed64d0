/// The component-level status of a flow (seed 000's `EBStepperStatus`).
public enum StepperStatus: String, CaseIterable, Sendable, Hashable {
  /// The flow is under way: steps before `current` are complete, `current` is active.
  case `default`
  /// The whole flow finished: every step is complete, drawn in the positive color.
  case success
  /// The current step failed: it is drawn in the `errorActive` state.
  case error
}
