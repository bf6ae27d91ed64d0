extension StepperConfiguration {
  /// The same configuration with the current step loading, or showing part of it done, or both
  /// (see ``StepperActivity``).
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(style: .dash, total: 4, current: 2)
  ///   .activity(StepperActivity(stepProgress: 0.5))
  /// print(StepperAccessibility(configuration).value)
  /// // Prints "37.5%"
  /// ```
  ///
  /// - Throws: ``StepperConfigurationError/invalidStepProgress(_:)`` for a step progress
  ///   outside 0…1 or not a number (an activity made with ``StepperActivity/init(isLoading:stepProgress:)``
  ///   has been checked already).
  public func activity(
    _ activity: StepperActivity
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    var parts = Options(self)
    parts.activity = activity
    return try StepperConfiguration(parts)
  }

  /// The activity the current step shows: ``activity`` while the current step is drawn as the
  /// one the user is on (``StepperStepState/active``), ``StepperActivity/none`` otherwise (the
  /// flow succeeded or failed, or the app set the current step to another state). The
  /// picture, the accessibility text and the terminal all read this one.
  package var shownActivity: StepperActivity {
    guard !activity.isEmpty, state(of: currentStep) == .active else { return .none }
    return activity
  }
}
