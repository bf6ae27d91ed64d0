/// One primitive a native renderer paints: the scene flattened into fills, strokes, lines, dots
/// and lines of text, each with its color and opacity resolved.
///
/// ``StepperSceneDrawing`` makes these from a scene; a renderer only maps each case onto its graphics
/// API (a SwiftUI `GraphicsContext`, Core Graphics), in order, without deciding anything.
///
/// ```swift
/// let command = StepperDrawCommand.clip(StepperRect(x: 0, y: 44, width: 120, height: 400))
/// print(command == .clip(StepperRect(x: 0, y: 44, width: 120, height: 400)))
/// // Prints "true"
/// ```
package enum StepperDrawCommand: Sendable, Hashable {
  /// Fill a rounded rectangle.
  case fill(RoundedRect, Paint)
  /// Stroke a rounded rectangle's outline, centered on its edge.
  case stroke(RoundedRect, lineWidth: Double, Paint)
  /// Stroke an open polyline with round caps and joins.
  case polyline([StepperPoint], lineWidth: Double, Paint)
  /// Fill the circle inscribed in a square.
  case dot(StepperRect, Paint)
  /// Draw one line of text with its baseline through `anchor`, its left end, middle or right
  /// end there as `alignment` says.
  case text(String, StepperTextStyle, anchor: StepperPoint, alignment: StepperTextAnchor, Paint)
  /// Paint every later command only inside a rectangle, within the drawing's own bounds: the
  /// part the steps are drawn in (``StepperScene/stepsRect``), which comes after the header's commands
  /// and before the steps' where a vertical column that scrolls cuts its steps under the
  /// header.
  case clip(StepperRect)

  /// A color and the opacity to paint it with.
  package struct Paint: Sendable, Hashable {
    /// The color.
    package let color: StepperColor
    /// The opacity, 0–1.
    package let opacity: Double

    /// Creates a paint.
    package init(color: StepperColor, opacity: Double = 1) {
      self.color = color
      self.opacity = opacity
    }
  }

  /// A rectangle with rounded corners.
  package struct RoundedRect: Sendable, Hashable {
    /// The rectangle.
    package let rect: StepperRect
    /// The radius of its corners, never more than half its shorter side.
    package let cornerRadius: Double

    /// Creates a rounded rectangle.
    package init(rect: StepperRect, cornerRadius: Double) {
      self.rect = rect
      self.cornerRadius = cornerRadius
    }
  }
}
