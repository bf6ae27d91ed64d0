import StepperKit

/// A configuration option as the core's messages name it, and the flag that sets it on the
/// command line.
///
/// The core's ``StepperConfigurationError`` messages are shown by apps too, so they name an
/// option in words ("max visible"); the command line shows the same message with each option
/// the error is about spelled as its flag (`--max-visible`), and adds the flags that fix it.
/// Renaming a flag is an edit of ``flag`` here.
enum ConfigurationOption: CaseIterable, Sendable {
  case total, current, length, viewport, offset, maxVisible, stepProgress, firstNumber, status

  /// How the core's messages name the option.
  var words: String {
    switch self {
    case .total: "total"
    case .current: "current"
    case .length: "length"
    case .viewport: "viewport"
    case .offset: "offset"
    case .maxVisible: "max visible"
    case .stepProgress: "step progress"
    case .firstNumber: "first number"
    case .status: "status"
    }
  }

  /// The flag that sets it.
  var flag: String {
    switch self {
    case .total: "--total"
    case .current: "--current"
    case .length: "--length"
    case .viewport: "--viewport"
    case .offset: "--scroll-offset"
    case .maxVisible: "--max-visible"
    case .stepProgress: "--step-progress"
    case .firstNumber: "--first-number"
    case .status: "--status"
    }
  }
}

/// The command line's wording of a ``StepperConfigurationError``: the core's message with the
/// options it is about spelled as flags, and the flags that make the stepper drawable.
enum ConfigurationErrorFlags {
  /// The viewport a refusal offers for a row too long for its length: the width of the design's
  /// phone screen, 375 points (Specification#scrolling).
  static let suggestedViewport = 375.0

  /// The line the command line prints for `error`, its fixes checked against `given`, the
  /// options the command line gave, when known.
  static func message(
    for error: StepperConfigurationError, in given: StepperConfiguration.Options? = nil
  ) -> String {
    var text = error.description
    for option in options(of: error) {
      text = replacingWords(option.words, with: option.flag, in: text)
    }
    return text + (fix(for: error, in: given).map { "; \($0)" } ?? "")
  }

  /// The options `error`'s message names, whose words become flags.
  static func options(of error: StepperConfigurationError) -> [ConfigurationOption] {
    switch error {
    case .totalTooSmall: [.total]
    case .totalTooLarge: [.total, .viewport]
    case .currentOutOfRange: [.current]
    case .invalidLength, .lengthTooShort: [.length]
    case .invalidViewport, .viewportTooShort, .viewportTooLong, .partialStepWithoutScrolling:
      [.viewport]
    case .invalidOffset, .offsetWithoutViewport: [.offset, .viewport]
    case .lengthWithViewport: [.length, .viewport]
    case .successBeforeLastStep: [.status, .current]
    case .firstNumberOutOfRange: [.firstNumber]
    case .invalidStepProgress: [.stepProgress]
    case .maxVisibleTooSmall: [.maxVisible]
    case .maxVisibleWithViewport: [.maxVisible, .viewport]
    case .unknownStep, .unknownSubstep, .invalidSubstepCount, .iconsNeedCircularStyle,
      .iconOnSubstep, .invalidSymbolName:
      []
    }
  }

  /// The flags that fix `error`, as a clause to follow its message; `nil` where the message
  /// already says what to give. A fix that changes one option is offered only when the core
  /// accepts it with the rest of `given`, the options the command line gave, when known (a
  /// viewport is not offered to `--no-scroll`).
  static func fix(
    for error: StepperConfigurationError, in given: StepperConfiguration.Options? = nil
  ) -> String? {
    switch error {
    case .lengthTooShort(let style, let total, let length, let minimum):
      return lengthFix(
        style: style, total: total, length: length, minimum: minimum, in: given)
    case .unknownSubstep(let step, _):
      return "--substeps \(step.step)=\(step.substep ?? 1) reveals it"
    case .unknownStep(let step, _):
      return "--total \(step.step) adds it"
    case .invalidSubstepCount(let step, let count):
      return "--substeps \(step)=\(count) gave it; give --substeps \(step)=COUNT"
    case .viewportTooShort(_, _, let minimum):
      return "give --viewport \(wholePoints(minimum, .up))"
    case .viewportTooLong(_, _, let maximum):
      return "give --viewport \(wholePoints(maximum, .down)), or --max-visible N in its place"
    case .partialStepWithoutScrolling(_, _, _, let minimum):
      return "drop --no-scroll, or give --viewport \(wholePoints(minimum, .up))"
    case .iconsNeedCircularStyle(_, let step):
      return "give --style circular, or drop --step-icon \(step)=NAME"
    case .iconOnSubstep(let step):
      return "give it to the main step: --step-icon \(step.step)=NAME"
    default:
      return nil
    }
  }

  /// The fix for a row whose steps do not fit its length: a long enough `--length`, or in
  /// place of one a viewport it scrolls in, or a collapse, each offered only when the core
  /// accepts it for these steps and the rest of `given`.
  private static func lengthFix(
    style: StepperStyle, total: Int, length: Double, minimum: Double,
    in given: StepperConfiguration.Options?
  ) -> String {
    var ways = ["give --length \(wholePoints(minimum, .up))"]
    var scrolling = given ?? StepperConfiguration.Options(style: style, total: total, current: 1)
    scrolling.length = nil
    scrolling.viewport = suggestedViewport
    var other: [String] = []
    if (try? StepperConfiguration(scrolling)) != nil {
      other.append("scroll in --viewport \(wholePoints(suggestedViewport, .up))")
    }
    if let places = collapsedPlaces(style: style, total: total, length: length, in: given) {
      other.append("collapse to --max-visible \(places)")
    }
    if !other.isEmpty { ways.append("without --length, " + other.joined(separator: " or ")) }
    return ways.joined(separator: ", or ")
  }

  /// The most places, seven (the current step with its neighbours) or five, that a collapsed
  /// row of `total` steps fits in `length`, with the rest of `given` when known; `nil` if
  /// neither fits.
  static func collapsedPlaces(
    style: StepperStyle, total: Int, length: Double, in given: StepperConfiguration.Options? = nil
  ) -> Int? {
    [7, StepperConfiguration.minimumMaxVisible].first { places in
      guard places < total else { return false }
      var options = given ?? StepperConfiguration.Options(style: style, total: total, current: 1)
      options.length = nil
      options.maxVisible = places
      guard let configuration = try? StepperConfiguration(options) else { return false }
      return configuration.resolvedLength <= length
    }
  }

  /// `points` as a whole number a flag takes, rounded `rule`.
  private static func wholePoints(_ points: Double, _ rule: FloatingPointRoundingRule) -> String {
    String(Int(points.rounded(rule)))
  }

  /// `text` with each whole-word occurrence of `words` replaced by `flag`.
  static func replacingWords(_ words: String, with flag: String, in text: String) -> String {
    let source = Array(text)
    let target = Array(words)
    var result = ""
    var index = 0
    func isWordCharacter(_ at: Int) -> Bool {
      source.indices.contains(at)
        && (source[at].isLetter || source[at].isNumber || source[at] == "-")
    }
    while index < source.count {
      let end = index + target.count
      if end <= source.count, Array(source[index..<end]) == target, !isWordCharacter(index - 1),
        !isWordCharacter(end)
      {
        result += flag
        index = end
      } else {
        result.append(source[index])
        index += 1
      }
    }
    return result
  }
}
