extension StepperConfiguration {
  /// The same configuration with its total marked as an estimate (`true`) or as known
  /// (`false`): the header, the accessibility text and every renderer then read "Step 2 of
  /// about 6", and the percentage "about 33%". Any total can be an estimate, so this never
  /// fails.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 6, current: 2).estimatedTotal()
  /// print(StepperAccessibility(configuration).announcement)
  /// // Prints "Step 2 of about 6, about 33%"
  /// ```
  public func estimatedTotal(_ isEstimated: Bool = true) -> StepperConfiguration {
    var parts = Options(self)
    parts.isTotalEstimated = isEstimated
    return StepperConfiguration(checked: parts, steps: steps)
  }
}
