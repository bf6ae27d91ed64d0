extension StepperTextStyle {
  /// The same style a weight heavier, for Bold Text: regular becomes semibold, medium and
  /// semibold become bold, and heavier weights go up one step, to black at most. Size and line
  /// height stay, so a line keeps its place; names are measured again at the new weight.
  ///
  /// ```swift
  /// print(StepperTextStyle.stepName.bolder.weight, StepperTextStyle.header.bolder.weight)
  /// // Prints "600 700"
  /// ```
  package var bolder: StepperTextStyle {
    let heavier =
      switch weight {
      case ..<500: 600
      case ..<700: 700
      default: min(weight + 100, 900)
      }
    return StepperTextStyle(
      family: family, size: size, weight: heavier, lineHeight: lineHeight, capHeight: capHeight)
  }
}
