import StepperKit

extension SampleSteppers {
  /// The current step at work: loading, part done, or both, in each style, right to left,
  /// vertical and dark.
  static let activity: [(name: String, configuration: StepperConfiguration)] = {
    func make(
      _ style: StepperStyle, _ activity: StepperActivity, total: Int = 4,
      direction: StepperLayoutDirection = .leftToRight, axis: StepperAxis = .horizontal,
      theme: StepperTheme = .light
    ) -> StepperConfiguration {
      // Every sample is valid; a failure here is a bug in the sample list.
      // swift-format-ignore: NeverUseForceTry
      try! StepperConfiguration(style: style, total: total, current: 2, theme: theme)
        .replacing(\.activity, with: activity).unchecked {
          $0.direction = direction
          $0.axis = axis
        }
    }
    return [
      ("circular-loading", make(.circular, .loading)),
      (
        "circular-step-progress-rtl",
        make(
          .circular, StepperActivity(unchecked: false, stepProgress: 0.25), direction: .rightToLeft)
      ),
      (
        "circular-loading-step-progress-dark",
        make(.circular, StepperActivity(unchecked: true, stepProgress: 0.5), theme: .dark)
      ),
      (
        "dash-loading-step-progress",
        make(.dash, StepperActivity(unchecked: true, stepProgress: 0.5), total: 10)
      ),
      (
        "bullet-step-progress-vertical",
        make(.bullet, StepperActivity(unchecked: false, stepProgress: 0.5), axis: .vertical)
      ),
      ("bullet-loading", make(.bullet, .loading)),
    ]
  }()
}
