/// The component-level status of a flow (Specification#status).
public enum StepperStatus: String, CaseIterable, Sendable, Hashable {
  /// The flow is under way: steps before `current` are complete, `current` is active.
  case `default`
  /// The whole flow finished: every step is complete, drawn in the positive color.
  ///
  /// Success is a fact about the whole flow, so it comes only with the user on its last step
  /// (`current == total`; sub-steps, which never count, do not change that): a configuration
  /// that pairs it with an earlier step is refused with
  /// ``StepperConfigurationError/successBeforeLastStep(current:total:)``, and never announced
  /// as "Step 2 of 5, 100%, success".
  case success
  /// The current step failed: it is drawn in the `errorActive` state.
  case error
}
