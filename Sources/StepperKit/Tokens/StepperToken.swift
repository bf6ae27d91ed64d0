/// A named design token the stepper reads.
///
/// Raw values are the design system's token paths.
public enum StepperToken: String, CaseIterable, Sendable, Hashable {
  /// Filled dashes and bullets (seed 000; `EBColors.stepperBg`).
  case stepperBg = "stepper/color/bg"
  /// Empty dashes and bullets (seed 000; `EBColors.stepperTrack`).
  case stepperTrack = "stepper/color/bg-track"
  /// Done steps when the whole flow succeeded (seed 000 asks for `bg-positive`).
  case stepperPositive = "stepper/color/bg-positive"
  /// Failed steps (seed 000 asks for `bg-negative`).
  case stepperNegative = "stepper/color/bg-negative"
  /// The dash or bullet of a step that failed earlier (the current failed step is
  /// `bg-negative`): a full-strength red, at least 3:1 against the surface and the track, so
  /// that a failed step reads as failed at a glance. The name is kept for the tokens already
  /// published; the value is no longer a pale tint.
  case stepperNegativeTrack = "stepper/color/bg-negative-track"
  /// Done markers, the current outline and number, connectors behind the current step (seed 001).
  case brandBase = "brand/base"
  /// The check on a done marker (seed 001).
  case iconOnColor = "icon/on-color"
  /// The current marker's fill, and the surface the stepper sits on (seed 001).
  case bgWhite0 = "bg/white-0"
  /// Upcoming markers and connectors ahead (seed 001).
  case bgSoft100 = "bg/soft-100"
  /// Upcoming numbers (seed 001).
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
