/// A usage rule on the number of steps of one style: the bound, the rule behind it, and what
/// the warning says when a configuration breaks it.
///
/// Each style's ``StyleFigures`` lists the guidelines that hold for it, so the diagnostics
/// test no style by name.
///
/// ```swift
/// let rule = StepCountGuideline.circularAtMostFive
/// print(rule.isBroken(total: 6, scrolls: false), rule.isBroken(total: 6, scrolls: true))
/// // Prints "true false"
/// ```
package struct StepCountGuideline: Sendable, Hashable {
  /// The bound a count of steps must keep.
  package enum Bound: Sendable, Hashable {
    /// At least this many steps.
    case atLeast(Int)
    /// At most this many steps.
    case atMost(Int)
    /// At most this many steps, unless the row scrolls.
    case atMostWithoutScrolling(Int)
  }

  /// The rule broken.
  package let rule: StepperGuidelineRule
  /// The bound.
  package let bound: Bound
  /// What the steps are called in the warning ("circular steps", "dashes").
  let counted: String
  /// What the warning advises instead.
  let advice: String

  /// Specification#circular-step-count: a circular row holds three, four or five steps.
  package static let circularAtLeastThree = StepCountGuideline(
    .circularAtLeastThreeSteps, .atLeast(3), counted: "circular steps",
    advice: "use three to five, or a dash or bullet row")
  /// Specification#circular-step-count: five is the cap, unless the row scrolls.
  package static let circularAtMostFive = StepCountGuideline(
    .circularAtMostFiveSteps, .atMostWithoutScrolling(5), counted: "circular steps",
    advice: "use a progress bar with a step counter, or a viewport they scroll in")
  /// Specification#dash-step-count: a dash stepper has 2 to 10 dashes.
  package static let atMostTenDashes = StepCountGuideline(
    .atMostTenDashes, .atMost(10), counted: "dashes",
    advice: "use a scrolling circular row or a progress bar with a step counter")

  private init(
    _ rule: StepperGuidelineRule, _ bound: Bound, counted: String, advice: String
  ) {
    self.rule = rule
    self.bound = bound
    self.counted = counted
    self.advice = advice
  }

  /// Whether `total` steps break the rule, in a row that scrolls or not.
  package func isBroken(total: Int, scrolls: Bool) -> Bool {
    switch bound {
    case .atLeast(let fewest): total < fewest
    case .atMost(let most): total > most
    case .atMostWithoutScrolling(let most): total > most && !scrolls
    }
  }

  /// The warning for `total` steps that break the rule.
  package func warning(total: Int) -> StepperGuidelineWarning {
    let qualifier: String =
      switch bound {
      case .atLeast, .atMost: ""
      case .atMostWithoutScrolling: " in a row that does not scroll"
      }
    return StepperGuidelineWarning(rule, "\(total) \(counted)\(qualifier); \(advice)")
  }
}
