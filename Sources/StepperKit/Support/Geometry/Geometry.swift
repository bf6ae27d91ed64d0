/// A position in points; origin top-left, x growing right, y growing down.
package struct StepperPoint: Sendable, Hashable {
  /// The horizontal position.
  package var x: Double
  /// The vertical position.
  package var y: Double

  /// Creates a point.
  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A width and height in points.
package struct StepperSize: Sendable, Hashable {
  /// The horizontal extent.
  package var width: Double
  /// The vertical extent.
  package var height: Double

  /// Creates a size.
  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// An axis-aligned rectangle in points.
package struct StepperRect: Sendable, Hashable {
  /// The top-left corner's horizontal position.
  package var x: Double
  /// The top-left corner's vertical position.
  package var y: Double
  /// The horizontal extent.
  package var width: Double
  /// The vertical extent.
  package var height: Double

  /// Creates a rectangle from its top-left corner and size.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  package var maxX: Double { x + width }
  /// The bottom edge.
  package var maxY: Double { y + height }
  /// The center.
  package var center: StepperPoint { StepperPoint(x: x + width / 2, y: y + height / 2) }

  /// The rectangle shrunk by `amount` on every side.
  package func insetBy(_ amount: Double) -> StepperRect {
    StepperRect(
      x: x + amount, y: y + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// Whether `point` lies inside or on the edge of the rectangle.
  package func contains(_ point: StepperPoint) -> Bool {
    point.x >= x && point.x <= maxX && point.y >= y && point.y <= maxY
  }

  /// The part of the rectangle `other` covers too, or `nil` when they share no area (rectangles
  /// that only touch share none).
  ///
  /// ```swift
  /// let a = StepperRect(x: 0, y: 0, width: 10, height: 10)
  /// print(a.intersection(StepperRect(x: 5, y: -5, width: 10, height: 10)).map { "\($0)" } ?? "none")
  /// print(a.intersection(StepperRect(x: 10, y: 0, width: 5, height: 5)).map { "\($0)" } ?? "none")
  /// // Prints "StepperRect(x: 5.0, y: 0.0, width: 5.0, height: 5.0)"
  /// // Prints "none"
  /// ```
  package func intersection(_ other: StepperRect) -> StepperRect? {
    let left = Swift.max(x, other.x)
    let top = Swift.max(y, other.y)
    let right = Swift.min(maxX, other.maxX)
    let bottom = Swift.min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return StepperRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
