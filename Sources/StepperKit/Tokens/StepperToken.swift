/// A named design token the stepper reads.
///
/// Raw values are the design system's token paths.
public enum StepperToken: String, CaseIterable, Sendable, Hashable {
  /// Filled dashes and bullets (Specification#color-tokens; `EBColors.stepperBg`).
  case stepperBg = "stepper/color/bg"
  /// Empty dashes and bullets (Specification#color-tokens; `EBColors.stepperTrack`).
  case stepperTrack = "stepper/color/bg-track"
  /// Done steps when the whole flow succeeded (Specification#all-done).
  case stepperPositive = "stepper/color/bg-positive"
  /// Failed steps (Specification#error-state).
  case stepperNegative = "stepper/color/bg-negative"
  /// The dash or bullet of a step that failed earlier (the current failed step is
  /// `bg-negative`): a full-strength red, at least 3:1 against the surface and the track, so
  /// that a failed step reads as failed at a glance. The name is kept for the tokens already
  /// published; the value is no longer a pale tint.
  case stepperNegativeTrack = "stepper/color/bg-negative-track"
  /// Done markers, the current outline and number, connectors behind the current step
  /// (Specification#marker-paint).
  case brandBase = "brand/base"
  /// The check on a done marker (Specification#marker-paint).
  case iconOnColor = "icon/on-color"
  /// The current marker's fill, and the surface the stepper sits on (Specification#marker-paint).
  case bgWhite0 = "bg/white-0"
  /// Upcoming markers and connectors ahead (Specification#marker-paint).
  case bgSoft100 = "bg/soft-100"
  /// Upcoming numbers (Specification#marker-paint).
  case textDisabled400 = "text/disabled-400"
  /// Step names and the header.
  case textStrong950 = "text/strong-950"
  /// Names of steps not yet reached.
  case textSub600 = "text/sub-600"
  /// Descriptions under step names: quieter than the names, still at least 4.5:1 on the
  /// surface (proposed).
  case textSoft500 = "text/soft-500"
}

extension StepperToken {
  /// The token's position in `allCases`, without a search.
  var position: Int {
    switch self {
    case .stepperBg: 0
    case .stepperTrack: 1
    case .stepperPositive: 2
    case .stepperNegative: 3
    case .stepperNegativeTrack: 4
    case .brandBase: 5
    case .iconOnColor: 6
    case .bgWhite0: 7
    case .bgSoft100: 8
    case .textDisabled400: 9
    case .textStrong950: 10
    case .textSub600: 11
    case .textSoft500: 12
    }
  }
}
