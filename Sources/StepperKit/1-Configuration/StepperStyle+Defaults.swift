extension StepperStyle {
  /// The number of steps a stepper of this style shows when the app does not say: what the
  /// design sources draw by default.
  ///
  /// - circular: 3, Specification#defaults ("Steps | 3, 4, 5 | 3");
  /// - dash: 4, Specification#defaults, the design frame as it stands (slots 1 to 4 visible);
  /// - bullet: 4, as the dash, whose colors it shares (the design draws none).
  ///
  /// ```swift
  /// print(StepperStyle.circular.defaultTotal, StepperStyle.dash.defaultTotal)
  /// // Prints "3 4"
  /// ```
  package var defaultTotal: Int {
    StyleFigures.figures(for: self).defaultTotal
  }

  /// The step the user is on when the app does not say: what the design sources draw by
  /// default.
  ///
  /// - circular: 1, Specification#defaults ("Current | 1, 2, 3, 4, 5 | 1");
  /// - dash: 2, Specification#defaults, the design frame as it stands ("highlighted 2nd");
  /// - bullet: 2, as the dash.
  ///
  /// ```swift
  /// print(StepperStyle.circular.defaultCurrent, StepperStyle.dash.defaultCurrent)
  /// // Prints "1 2"
  /// ```
  package var defaultCurrent: Int {
    StyleFigures.figures(for: self).defaultCurrent
  }
}
