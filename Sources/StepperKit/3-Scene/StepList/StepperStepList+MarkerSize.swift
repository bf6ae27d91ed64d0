extension StepperStepList {
  /// The side of a row's marker at `textSize`: the stepper's marker, scaled as body text is
  /// (``StepperTextSizeCategory/scaleFactor``), so the list's markers grow with the names
  /// beside them and their numbers with them (``numberStyles(markerSide:)``).
  ///
  /// ```swift
  /// print(StepperStepList.markerSide(for: .large), StepperStepList.markerSide(for: .accessibility1))
  /// // Prints "24.0 39.529411764705884"
  /// ```
  package static func markerSide(for textSize: StepperTextSizeCategory) -> Double {
    StyleMetrics.markerSize * textSize.scaleFactor
  }

  /// Every style a marker of `side` sets a number in: the marker number and the smaller
  /// sub-step number (``Marker/numberStyle``), scaled with the side. A renderer that prepares
  /// its fonts up front prepares these, and ``markerElement(of:in:theme:)`` sets its number in
  /// one of them.
  ///
  /// ```swift
  /// print(StepperStepList.numberStyles(markerSide: 48).map(\.size))
  /// // Prints "[24.0, 18.0]"
  /// ```
  package static func numberStyles(markerSide side: Double) -> [StepperTextStyle] {
    [StepperTextStyle.markerNumber, .substepNumber].map { $0.scaled(toMarkerSide: side) }
  }
}

extension StepperTextStyle {
  /// The style for a marker of `side` points rather than the stepper's: size and line height
  /// scaled by `side` over the marker's design size, so a larger marker keeps its number's
  /// proportion.
  package func scaled(toMarkerSide side: Double) -> StepperTextStyle {
    let factor = side / StyleMetrics.markerSize
    return StepperTextStyle(
      family: family, size: size * factor, weight: weight, lineHeight: lineHeight * factor,
      capHeight: capHeight)
  }
}
