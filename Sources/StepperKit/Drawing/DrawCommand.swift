/// One primitive a native renderer paints: the scene flattened into fills, strokes, lines, dots
/// and lines of text, each with its color and opacity resolved.
///
/// ``SceneDrawing`` makes these from a scene; a renderer only maps each case onto its graphics
/// API (a SwiftUI `GraphicsContext`, Core Graphics), in order, without deciding anything.
///
/// ```swift
/// let command = DrawCommand.clip(Rect(x: 0, y: 44, width: 120, height: 400))
/// print(command == .clip(Rect(x: 0, y: 44, width: 120, height: 400)))
/// // Prints "true"
/// ```
public enum DrawCommand: Sendable, Hashable {
  /// Fill a rounded rectangle.
  case fill(RoundedRect, Paint)
  /// Stroke a rounded rectangle's outline, centered on its edge.
  case stroke(RoundedRect, lineWidth: Double, Paint)
  /// Stroke an open polyline with round caps and joins.
  case polyline([Point], lineWidth: Double, Paint)
  /// Fill the circle inscribed in a square.
  case dot(Rect, Paint)
  /// Draw one line of text with its baseline through `anchor`, its left end, middle or right
  /// end there as `alignment` says.
  case text(String, TextStyle, anchor: Point, alignment: TextAnchor, Paint)
  /// Paint every later command only inside a rectangle, within the drawing's own bounds: the
  /// part the steps are drawn in (``Scene/stepsRect``), which comes after the header's commands
  /// and before the steps' where a vertical column that scrolls cuts its steps under the
  /// header.
  case clip(Rect)

  /// A color and the opacity to paint it with.
  public struct Paint: Sendable, Hashable {
    /// The color.
    public let color: RGBColor
    /// The opacity, 0–1.
    public let opacity: Double

    /// Creates a paint.
    public init(color: RGBColor, opacity: Double = 1) {
      self.color = color
      self.opacity = opacity
    }
  }

  /// A rectangle with rounded corners.
  public struct RoundedRect: Sendable, Hashable {
    /// The rectangle.
    public let rect: Rect
    /// The radius of its corners, never more than half its shorter side.
    public let cornerRadius: Double

    /// Creates a rounded rectangle.
    public init(rect: Rect, cornerRadius: Double) {
      self.rect = rect
      self.cornerRadius = cornerRadius
    }
  }
}
