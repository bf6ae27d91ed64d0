extension StepperConfiguration {
  /// The same configuration drawn for the person's accessibility settings (see
  /// ``StepperAccessibilityOptions``): any options suit any configuration, so this never fails.
  ///
  /// With ``StepperAccessibilityOptions/increaseContrast``, a built-in theme is replaced by its
  /// increased-contrast values; a theme of the app's own is kept (propose its values with the
  /// contrast audit, `stepper audit --contrast high`, and give them as the theme).
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(total: 4, current: 2)
  ///   .accessibilityOptions(.boldText)
  /// print(configuration.textStyles.stepName.weight)
  /// // Prints "600"
  /// ```
  public func accessibilityOptions(
    _ options: StepperAccessibilityOptions
  ) -> StepperConfiguration {
    var parts = Options(self)
    parts.accessibilityOptions = options
    return StepperConfiguration(checked: parts, steps: steps)
  }
}
