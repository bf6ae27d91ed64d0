/// Why a ``StepperConfiguration`` could not be made.
///
/// Every case names the value that was wrong and what is allowed, so its ``description`` can be
/// shown to the person who made the mistake as it is.
public enum StepperConfigurationError: Error, Sendable, Hashable {
  /// `total` is under 2: a step progress indicator shows at least two steps.
  case totalTooSmall(total: Int)
  /// `total` is over ``StepperConfiguration/maximumTotal``.
  case totalTooLarge(total: Int, maximum: Int)
  /// `current` is outside `1...total`.
  case currentOutOfRange(current: Int, total: Int)
  /// The main-axis length is not a finite number greater than 0 and at most
  /// ``StepperConfiguration/maximumLength``.
  case invalidLength(Double)
  /// The steps do not fit the main-axis length (for the circular style: connectors would be
  /// shorter than 22 points).
  case lengthTooShort(style: StepperStyle, total: Int, length: Double, minimum: Double)
  /// A per-step state names a step the stepper does not have.
  case unknownStep(StepID, total: Int)
}

extension StepperConfigurationError: CustomStringConvertible {
  /// A one-line message for the person who made the mistake.
  public var description: String {
    switch self {
    case .totalTooSmall(let total):
      return "total must be at least 2 (a step progress indicator shows at least two steps); "
        + "got \(total)"
    case .totalTooLarge(let total, let maximum):
      return "total must be at most \(maximum); got \(total)"
    case .currentOutOfRange(let current, let total):
      return "current must be between 1 and \(total) (the total); got \(current)"
    case .invalidLength(let length):
      let maximum = NumberText.points(StepperConfiguration.maximumLength)
      return "length must be a number of points greater than 0 and at most \(maximum); "
        + "got \(NumberText.points(length))"
    case .lengthTooShort(let style, let total, let length, let minimum):
      let connector = NumberText.points(StyleMetrics.minimumConnectorLength)
      let why = style == .circular ? "to keep connectors at \(connector) points or more" : "to fit"
      return "\(total) \(style.rawValue) steps need a length of at least "
        + "\(NumberText.points(minimum)) points \(why); got \(NumberText.points(length))"
    case .unknownStep(let step, let total):
      return "step \(step) does not exist: steps run from 1 to \(total)"
    }
  }
}
