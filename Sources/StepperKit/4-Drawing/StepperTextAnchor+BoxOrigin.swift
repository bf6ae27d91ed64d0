extension StepperTextAnchor {
  /// Where the top-left corner of a line's box goes, for a line whose baseline passes through
  /// `anchor`, `width` wide, with its baseline `ascent` below the box's top.
  ///
  /// Native text APIs place text by its box; this turns the scene's baseline anchor into that
  /// box's origin once the platform has measured the line.
  ///
  /// ```swift
  /// let origin = StepperTextAnchor.center.boxOrigin(anchor: StepperPoint(x: 12, y: 16), width: 7, ascent: 11)
  /// print(origin)
  /// // Prints "StepperPoint(x: 8.5, y: 5.0)"
  /// ```
  package func boxOrigin(anchor: StepperPoint, width: Double, ascent: Double) -> StepperPoint {
    let x: Double =
      switch self {
      case .left: anchor.x
      case .center: anchor.x - width / 2
      case .right: anchor.x - width
      }
    return StepperPoint(x: x, y: anchor.y - ascent)
  }
}
