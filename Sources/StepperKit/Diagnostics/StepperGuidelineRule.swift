/// A usage rule from the design sources that a configuration can break.
package enum StepperGuidelineRule: String, CaseIterable, Sendable, Hashable {
  /// Specification#at-least-two-steps: "A step progress indicator should at least show two steps."
  case atLeastTwoSteps = "at-least-two-steps"
  /// Specification#substeps-not-counted: "Don't count dynamic steps in the total number of steps."
  case substepsNotCounted = "substeps-not-counted"
  /// Specification#names-short, read for narrow rows: a name shows at least its first word whole
  /// (a word too wide for its line is cut with an ellipsis, never split).
  case namesShowFirstWord = "names-show-first-word"
  /// Specification#names-short: "Keep step names short", no more than two lines of text.
  case namesAtMostTwoLines = "names-at-most-two-lines"
  /// The names' rule for the descriptions under them: a description shows at least its first
  /// word whole (a word too wide for its line is cut with an ellipsis; a column whose pitch
  /// leaves no line under the name shows none of it).
  case descriptionsShowFirstWord = "descriptions-show-first-word"
  /// The header shows at least the first word of its title whole.
  case headerShowsAWord = "header-shows-a-word"
  /// Specification#header-or-names: avoid showing both the header and step names.
  case headerOrNames = "header-or-names"
  /// Specification#connectors-at-least-22: connectors under 22 turn the row into "a dotted line".
  case connectorsAtLeast22 = "connectors-at-least-22"
  /// Specification#circular-step-count: circular rows hold three, four or five steps; two is
  /// too few for the form.
  case circularAtLeastThreeSteps = "circular-at-least-three-steps"
  /// Specification#circular-step-count: "Five is the cap": "For more than five, use a Progress Bar
  /// with a step counter in text." A circular row of more than five steps is fine only when it
  /// scrolls (Specification#many-steps).
  case circularAtMostFiveSteps = "circular-at-most-five-steps"
  /// Specification#dash-step-count: a dash stepper has 2 to 10 dashes.
  case atMostTenDashes = "at-most-ten-dashes"
  /// Specification#no-partial-step: "Don't show a partial view of a step on the screen if the step
  /// progress indicator is not scrollable." Such a configuration is refused
  /// (``StepperConfigurationError/partialStepWithoutScrolling(style:total:viewport:minimum:)``);
  /// the rule names why.
  case noPartialStepWithoutScrolling = "no-partial-step-without-scrolling"
  /// An icon takes the place of a circular marker's number, so only circular steps
  /// have icons. Icons on dash or bullet steps are refused
  /// (``StepperConfigurationError/iconsNeedCircularStyle(style:step:)``); the rule names why.
  case iconsNeedCircularMarkers = "icons-need-circular-markers"
  /// A flow whose total changes keeps the step the user is on; a change that takes
  /// the total below it (from step 5 of 6 to 4 steps) leaves the user on a step that is gone
  /// (``StepperGuidelineDiagnostics/warnings(forChangeFrom:to:)``).
  case changeKeepsCurrentStep = "change-keeps-current-step"
  /// A step's part done shows on the step the user is on while the flow is under
  /// way; once the flow succeeded, on a step that failed, or on a current step set to another
  /// state it is not drawn (``StepperConfiguration/activity``).
  case stepProgressWhileUnderWay = "step-progress-while-under-way"
  /// Loading shows on the step the user is on while the flow is under way; once the
  /// flow succeeded, on a step that failed, or on a current step set to another state it is
  /// neither drawn nor announced.
  case loadingWhileUnderWay = "loading-while-under-way"
  /// A skipped step is one the user passed by, so it lies behind the current step.
  /// A skipped step at or after the current one (the current step itself, a step ahead, or the
  /// main step whose sub-step is current) is drawn and counted as passed while the user has not
  /// reached it; the configuration is valid (an app may set any state), and the rule names why
  /// it misleads.
  case skippedStepsBeforeCurrent = "skipped-steps-before-current"
  /// A collapsed row keeps the current step's neighbours in view ("the current step
  /// with its neighbours"): it needs seven places where the current step is away from both
  /// ends.
  case collapseShowsNeighbours = "collapse-shows-neighbours"

  /// The rule as its source states it.
  package var text: String {
    switch self {
    case .atLeastTwoSteps: "A step progress indicator should at least show two steps."
    case .substepsNotCounted: "Don't count dynamic steps in the total number of steps."
    case .namesAtMostTwoLines: "Keep step names short: no more than two lines of text."
    case .namesShowFirstWord:
      "Keep step names short enough that each shows at least its first word whole."
    case .descriptionsShowFirstWord:
      "Keep step descriptions short enough that each shows at least its first word whole."
    case .headerShowsAWord: "Give the header room to show at least one word of its title."
    case .headerOrNames: "Try to avoid showing both a header and step names under step nodes."
    case .connectorsAtLeast22:
      "Keep connectors at 22 points or more; shorter ones read as a dotted line."
    case .circularAtLeastThreeSteps: "A circular stepper shows three, four or five steps."
    case .circularAtMostFiveSteps:
      "For more than five steps, use a progress bar with a step counter in text, or a "
        + "circular row that scrolls."
    case .atMostTenDashes: "A dash stepper shows 2 to 10 dashes."
    case .noPartialStepWithoutScrolling:
      "Don't show a partial view of a step if the step progress indicator is not scrollable."
    case .iconsNeedCircularMarkers:
      "Give icons to circular steps only: an icon takes the place of a marker's number."
    case .changeKeepsCurrentStep:
      "When a flow's total changes, keep the step the user is on: remove only steps after it."
    case .stepProgressWhileUnderWay:
      "Show a step's progress on the current step while the flow is under way, not once it "
        + "succeeded or failed."
    case .loadingWhileUnderWay:
      "Show loading on the current step while the flow is under way, not once it succeeded "
        + "or failed."
    case .skippedStepsBeforeCurrent:
      "Mark only steps before the current one as skipped: a step is skipped once it is passed."
    case .collapseShowsNeighbours:
      "Collapse a row to enough places to show the current step with the steps beside it."
    }
  }
}

/// One broken rule, with what in the configuration breaks it.
package struct StepperGuidelineWarning: Sendable, Hashable, CustomStringConvertible {
  /// The rule broken.
  package let rule: StepperGuidelineRule
  /// What in the configuration breaks it.
  package let detail: String

  /// Creates a warning.
  package init(_ rule: StepperGuidelineRule, _ detail: String) {
    self.rule = rule
    self.detail = detail
  }

  /// "rule-id: detail (the rule's text)".
  package var description: String { "\(rule.rawValue): \(detail) (\(rule.text))" }
}
