extension StepperGuidelineDiagnostics {
  /// The rules a change of total from `old` to `new` breaks: a change that takes the total
  /// below the step the user was on (`StepperGuidelineRule.changeKeepsCurrentStep`), in the
  /// numbers shown.
  ///
  /// ```swift
  /// let before = try StepperConfiguration(style: .dash, total: 6, current: 5)
  /// let after = try StepperConfiguration(style: .dash, total: 4, current: 4)
  /// print(StepperGuidelineDiagnostics.warnings(forChangeFrom: before, to: after).map(\.rule))
  /// // Prints "[StepperKit.StepperGuidelineRule.changeKeepsCurrentStep]"
  /// ```
  package static func warnings(
    forChangeFrom old: StepperConfiguration, to new: StepperConfiguration
  ) -> [StepperGuidelineWarning] {
    let wasOn = old.shownNumber(of: old.options.current).step
    guard wasOn > new.lastNumber else { return [] }
    return [
      StepperGuidelineWarning(
        .changeKeepsCurrentStep,
        "the total went from \(old.lastNumber) to \(new.lastNumber) while step \(wasOn) was "
          + "current; move the user back before removing their step")
    ]
  }
}
