extension StepperGuidelineDiagnostics {
  /// The warnings for an activity the current step does not show
  /// (``StepperConfiguration/activity``): a step progress, then loading, set where the flow
  /// succeeded, the current step failed, or the app set the current step to another state than
  /// active. Such an activity is neither drawn nor announced.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 4, current: 4, status: .success)
  ///   .replacing(\.stepProgress, with: 0.5)
  /// print(StepperGuidelineDiagnostics.warnings(for: configuration).map(\.rule.rawValue))
  /// // Prints "["step-progress-while-under-way"]"
  /// ```
  static func activityWarnings(
    _ configuration: StepperConfiguration
  ) -> [StepperGuidelineWarning] {
    let activity = configuration.options.activity
    guard !activity.isEmpty, configuration.shownActivity.isEmpty else { return [] }
    let why: String
    switch configuration.options.status {
    case .success: why = "the flow succeeded"
    case .error: why = "the current step failed"
    case .default:
      let state = configuration.state(of: configuration.options.current)
      why = "the current step \(configuration.options.current) is set to \(state.rawValue)"
    }
    var warnings: [StepperGuidelineWarning] = []
    if let progress = activity.stepProgress {
      warnings.append(
        StepperGuidelineWarning(
          .stepProgressWhileUnderWay,
          "step progress \(NumberText.points(progress)) is not shown: \(why)"))
    }
    if activity.isLoading {
      warnings.append(
        StepperGuidelineWarning(
          .loadingWhileUnderWay, "loading is neither shown nor announced: \(why)"))
    }
    return warnings
  }
}
