extension StepperTextStyle {
  /// The style at a text size: its size and line height times the category's
  /// ``StepperTextSizeCategory/scaleFactor``, with the same family, weight and cap-height ratio.
  ///
  /// At `.large` the style is unchanged. Only the text that accompanies the stepper (names, the
  /// header, "All steps") is scaled; ``StepperTextStyles`` says which.
  ///
  /// ```swift
  /// let name = StepperTextStyle.stepName.scaled(for: .accessibility1)
  /// print(name.size, name.lineHeight)
  /// // Prints "19.764705882352942 26.352941176470587"
  /// ```
  package func scaled(for category: StepperTextSizeCategory) -> StepperTextStyle {
    let factor = category.scaleFactor
    return StepperTextStyle(
      family: family, size: size * factor, weight: weight, lineHeight: lineHeight * factor,
      capHeight: capHeight)
  }
}
