/// Why a ``StepperConfiguration`` could not be made.
///
/// Every case names the value that was wrong and what is allowed, so its ``description`` can be
/// shown to the person who made the mistake as it is.
public enum StepperConfigurationError: Error, Sendable, Hashable {
  /// `total` is under 2: a step progress indicator shows at least two steps.
  case totalTooSmall(total: Int)
  /// `total` is over `maximum`, the most a row can hold: 100,000 steps for a row drawn whole,
  /// 100,000,000 for one in a viewport.
  case totalTooLarge(total: Int, maximum: Int)
  /// `current` is outside `1...total`.
  case currentOutOfRange(current: Int, total: Int)
  /// The main-axis length is not a finite number greater than 0 and at most 1,000,000,000
  /// points.
  case invalidLength(Double)
  /// The steps do not fit the main-axis length (for the circular style: connectors would be
  /// shorter than 22 points).
  case lengthTooShort(style: StepperStyle, total: Int, length: Double, minimum: Double)
  /// A per-step state, name, description or tappable step names a step the stepper does not
  /// have.
  case unknownStep(StepperStepID, total: Int)
  /// A sub-step that its step has not revealed.
  case unknownSubstep(StepperStepID, revealed: Int)
  /// A step reveals a number of sub-steps outside `1...99`.
  case invalidSubstepCount(step: Int, count: Int)
  /// The viewport is not a finite number greater than 0 and at most 1,000,000,000 points.
  case invalidViewport(Double)
  /// The viewport is too short to show one whole step and half of the next.
  case viewportTooShort(style: StepperStyle, viewport: Double, minimum: Double)
  /// The viewport would show more steps at once than a row drawn whole may have (100,000):
  /// `maximum` is the style's longest viewport, in points.
  case viewportTooLong(style: StepperStyle, viewport: Double, maximum: Double)
  /// A scroll offset that is not a finite number.
  case invalidOffset(Double)
  /// A scroll offset without a viewport to scroll.
  case offsetWithoutViewport
  /// Both a fixed length and a viewport.
  case lengthWithViewport
  /// A row that cannot scroll in a viewport too short for its steps, so that it would show part
  /// of a step (Specification#no-partial-step: "Don't show a partial view of a step on the screen
  /// if the step progress indicator is not scrollable"); `minimum` is the shortest viewport that
  /// holds every step whole.
  case partialStepWithoutScrolling(
    style: StepperStyle, total: Int, viewport: Double, minimum: Double)
  /// ``StepperStatus/success`` (the flow finished) while the user is not on the last step:
  /// `current` is under `total`.
  case successBeforeLastStep(current: Int, total: Int)
  /// A ``StepperConfiguration/Options/firstNumber`` outside `1...maximum`, where `maximum`
  /// keeps the last step's number at most 100,000,000.
  case firstNumberOutOfRange(firstNumber: Int, total: Int, maximum: Int)
  /// An icon set on a dash or bullet row (`step` is the first step given one): only a circular
  /// marker shows a number for an icon to take the place of.
  case iconsNeedCircularStyle(style: StepperStyle, step: StepperStepID)
  /// An icon set on a sub-step: a sub-step's marker keeps its two-part number.
  case iconOnSubstep(StepperStepID)
  /// A platform symbol for `step` whose name is not written as a symbol's name is: 1 to 100
  /// ASCII letters, digits and single dots, not at either end.
  case invalidSymbolName(String, step: StepperStepID)
  /// A step progress (``StepperConfiguration/Options/stepProgress``) that is not a fraction
  /// from 0 to 1, or not a number.
  case invalidStepProgress(Double)
  /// A ``StepperConfiguration/Options/maxVisible`` under `minimum`, 5: a collapsed row keeps
  /// the first and last steps, the current one and an overflow marker on each side of it.
  case maxVisibleTooSmall(maxVisible: Int, minimum: Int)
  /// Both a ``StepperConfiguration/Options/maxVisible`` and a viewport: collapsing and
  /// scrolling are two answers to a row too long for its length, and a row takes one.
  case maxVisibleWithViewport
}

extension StepperConfigurationError: CustomStringConvertible {
  /// A one-line message for the person who made the mistake.
  public var description: String {
    let p = NumberText.points
    switch self {
    case .totalTooSmall(let total):
      return "total must be at least 2 (a step progress indicator shows at least two steps); "
        + "got \(total)"
    case .totalTooLarge(let total, let maximum):
      let hint =
        maximum == StepperConfiguration.maximumTotal
        ? " in a row drawn whole (give a viewport to scroll through up to "
          + "\(StepperConfiguration.maximumScrollingTotal))" : ""
      return "total must be at most \(maximum)\(hint); got \(total)"
    case .currentOutOfRange(let current, let total):
      return "current must be between 1 and \(total) (the total); got \(current)"
    case .invalidLength(let length):
      return "length must be a number of points greater than 0 and at most "
        + "\(p(StepperConfiguration.maximumLength)); got \(p(length))"
    case .lengthTooShort(let style, let total, let length, let minimum):
      let connector = p(StyleMetrics.minimumConnectorLength)
      let why = style == .circular ? "to keep connectors at \(connector) points or more" : "to fit"
      return "\(total) \(style.rawValue) steps need a length of at least "
        + "\(p(minimum)) points \(why); got \(p(length))"
    case .unknownStep(let step, let total):
      return "step \(step) does not exist: steps run from 1 to \(total)"
    case .unknownSubstep(let step, let revealed):
      let parent = step.step
      let shown =
        revealed == 0
        ? "step \(parent) reveals no sub-steps"
        : "step \(parent) reveals sub-steps \(parent).1 to \(parent).\(revealed)"
      return "sub-step \(step) does not exist: \(shown)"
    case .invalidSubstepCount(let step, let count):
      return "step \(step) must reveal from 1 to \(StepperConfiguration.maximumSubsteps) "
        + "sub-steps; got \(count)"
    case .invalidViewport(let viewport):
      return "viewport must be a number of points greater than 0 and at most "
        + "\(p(StepperConfiguration.maximumLength)); got \(p(viewport))"
    case .viewportTooShort(let style, let viewport, let minimum):
      return "a scrolling \(style.rawValue) row needs a viewport of at least \(p(minimum)) "
        + "points, to show one whole step and half of the next; got \(p(viewport))"
    case .viewportTooLong(let style, let viewport, let maximum):
      return "a \(style.rawValue) row shows at most \(StepperConfiguration.maximumTotal) steps at "
        + "once, so its viewport must be at most \(p(maximum)) points; got \(p(viewport))"
    case .invalidOffset(let offset):
      return "offset must be a finite number of points; got \(p(offset))"
    case .offsetWithoutViewport:
      return "offset scrolls a row shown in a viewport; give a viewport too"
    case .lengthWithViewport:
      return "give either a length (a row drawn whole) or a viewport (a row that scrolls), "
        + "not both"
    case .partialStepWithoutScrolling(let style, let total, let viewport, let minimum):
      return "a row that does not scroll must show every step whole, so \(total) "
        + "\(style.rawValue) steps need a viewport of at least \(p(minimum)) points; got "
        + "\(p(viewport)) (let the row scroll, or give a longer viewport)"
    case .successBeforeLastStep(let current, let total):
      return "status success means the flow finished, so current must be the last step, "
        + "\(total) (the total); got \(current) (use status default or error while the flow is "
        + "under way)"
    case .firstNumberOutOfRange(let firstNumber, let total, let maximum):
      return "the first number must be between 1 and \(maximum) for \(total) steps, so that "
        + "the last step's number is at most \(StepperConfiguration.maximumScrollingTotal); "
        + "got \(firstNumber)"
    case .iconsNeedCircularStyle(let style, let step):
      return "step \(step) has an icon, but \(style.rawValue) steps show no number for it to "
        + "replace: icons need the circular style"
    case .iconOnSubstep(let step):
      return "sub-step \(step) has an icon: icons go on main steps (1, 2, …), a sub-step's "
        + "marker keeps its number"
    case .invalidSymbolName(let name, let step):
      return "step \(step) has the symbol \(String(reflecting: name)), which is not a symbol's "
        + "name: use 1 to \(StepperSymbol.maximumNameLength) ASCII letters, digits and single "
        + "dots, such as person.fill"
    case .invalidStepProgress(let progress):
      return "step progress must be a fraction of the current step from 0 to 1 (0.5 is half "
        + "of it done); got \(progress)"
    case .maxVisibleTooSmall(let maxVisible, let minimum):
      return "max visible must be at least \(minimum) (the first and last steps, the current "
        + "one and an overflow marker on each side of it); got \(maxVisible)"
    case .maxVisibleWithViewport:
      return "give either max visible (a row that collapses) or a viewport (a row that "
        + "scrolls), not both"
    }
  }
}
