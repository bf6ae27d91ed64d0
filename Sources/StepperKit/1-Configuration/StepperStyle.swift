/// The visual form of a stepper.
///
/// All three styles share one model (`total`, `current`, status, per-step states) and differ
/// only in geometry and tokens.
public enum StepperStyle: String, CaseIterable, Sendable, Hashable {
  /// Equal-width rounded dashes that flex to fill the row (Specification#dash-geometry).
  case dash
  /// Small 8 × 8 dots at a fixed pitch: the compact form for onboarding carousels.
  case bullet
  /// Numbered 24 × 24 markers joined by a 2 pt rule, with a check on done steps
  /// (Specification#circular-geometry).
  case circular
}
