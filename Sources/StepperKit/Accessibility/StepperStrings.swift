/// The words the stepper speaks and shows, in one language.
///
/// Templates hold `{step}`, `{total}` and `{percent}` placeholders, so a language can put them
/// in its own order. English is built in; ``forLanguage(_:)`` finds a table by language code.
public struct StepperStrings: Sendable, Hashable {
  /// The BCP 47 language code, such as `en`.
  public let languageCode: String
  /// The label: "Step {step} of {total}".
  public let stepOfTotal: String
  /// A percentage: "{percent}%".
  public let percent: String
  /// The word added when the whole flow succeeded.
  public let success: String
  /// The word added when the current step failed.
  public let error: String
  /// How the parts of the announcement are joined: ", ".
  public let separator: String
  /// The title of the control that shows every step: "All steps".
  public let allSteps: String

  /// Creates a table of strings.
  public init(
    languageCode: String, stepOfTotal: String, percent: String, success: String, error: String,
    separator: String, allSteps: String
  ) {
    self.languageCode = languageCode
    self.stepOfTotal = stepOfTotal
    self.percent = percent
    self.success = success
    self.error = error
    self.separator = separator
    self.allSteps = allSteps
  }

  /// English.
  public static let english = StepperStrings(
    languageCode: "en", stepOfTotal: "Step {step} of {total}", percent: "{percent}%",
    success: "success", error: "error", separator: ", ", allSteps: "All steps")

  /// Every built-in table.
  public static let all: [StepperStrings] = [.english]

  /// The built-in table for a language code such as `en` or `en-GB`, or `nil` if there is none.
  public static func forLanguage(_ code: String) -> StepperStrings? {
    let language = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map {
      $0.lowercased()
    }
    return all.first { $0.languageCode == language }
  }

  /// Fills `template`'s placeholders.
  func fill(_ template: String, _ values: [String: String]) -> String {
    values.reduce(template) { text, pair in
      text.replacingOccurrences(of: "{\(pair.key)}", with: pair.value)
    }
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
