import StepperKit

extension GalleryVariant {
  /// Optional steps and the skipped state, each style in light and dark, among the
  /// flows: a step the user passed by (2) drawn apart from the complete one before it and the
  /// upcoming ones after the current step; in the circular flow, steps 2 and 4 are optional,
  /// "Optional" under their names (step 4's before its description).
  static let optionalFlows: [GalleryVariant] = {
    let names: [StepperStepID: String] = [
      1: "Cart", 2: "Gift wrap", 3: "Payment", 4: "Review",
    ]
    let labels = StepperLabels(names: names, descriptions: [4: "2 items"])
    let entries: [ThemedEntry] =
      [
        (
          "circular",
          "optional steps (2, 4) and a skipped one (2), circular: a hollow marker with a "
            + "skip mark",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(total: 4, current: 3, labels: labels).unchecked {
              $0.theme = theme
            }
            .replacing(\.optionalSteps, with: [2, 4]).replacing(\.stepStates, with: [2: .skipped])
          }
        ),
        (
          "dash",
          "a skipped step (2) between complete ones, dash: the passed steps' tone, hollow",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(style: .dash, total: 6, current: 4, theme: theme)
              .replacing(\.optionalSteps, with: [2]).replacing(\.stepStates, with: [2: .skipped])
          }
        ),
        (
          "bullet", "a skipped step (2) between complete ones, bullet: hollow",
          { theme throws(StepperConfigurationError) in
            try StepperConfiguration(style: .bullet, total: 5, current: 4, theme: theme)
              .replacing(\.optionalSteps, with: [2]).replacing(\.stepStates, with: [2: .skipped])
          }
        ),
      ]
    return inEachAppearance(entries, prefix: "flow-skipped", section: "flows")
  }()
}
