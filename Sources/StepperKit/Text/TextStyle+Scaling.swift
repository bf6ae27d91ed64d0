extension TextStyle {
  /// The style at a text size: its size and line height times the category's
  /// ``TextSizeCategory/scaleFactor``, with the same family, weight and cap-height ratio.
  ///
  /// At `.large` the style is unchanged. Only the text that accompanies the stepper (names, the
  /// header, "All steps") is scaled; ``StepperTextStyles`` says which.
  ///
  /// ```swift
  /// let name = TextStyle.stepName.scaled(for: .accessibility1)
  /// print(name.size, name.lineHeight)
  /// // Prints "19.764705882352942 26.352941176470587"
  /// ```
  public func scaled(for category: TextSizeCategory) -> TextStyle {
    let factor = category.scaleFactor
    return TextStyle(
      family: family, size: size * factor, weight: weight, lineHeight: lineHeight * factor,
      capHeight: capHeight)
  }
}
