/// An icon drawn inside a marker: the check on a done step, the mark on a failed one.
///
/// A glyph is described once, on a 24 × 24 grid, as stroked polylines and filled dots;
/// ``placed(in:)`` scales it into a marker's frame, so every renderer draws the same shape.
public enum Glyph: String, Sendable, Hashable, CaseIterable {
  /// A check mark.
  case check
  /// An exclamation mark.
  case error

  /// The glyph's design grid: 24 × 24, the size of a marker.
  public static let gridSize = 24.0

  /// Polylines to stroke, on the 24 × 24 grid.
  var strokes: [[Point]] {
    switch self {
    case .check:
      [[Point(x: 7, y: 12.5), Point(x: 10.5, y: 16), Point(x: 17, y: 8.5)]]
    case .error:
      [[Point(x: 12, y: 6.5), Point(x: 12, y: 13)]]
    }
  }

  /// Dots to fill, as centers and radii on the 24 × 24 grid.
  var dots: [(center: Point, radius: Double)] {
    switch self {
    case .check: []
    case .error: [(Point(x: 12, y: 17), 1.25)]
    }
  }

  /// The stroke width on the 24 × 24 grid.
  var lineWidth: Double { 2 }

  /// The glyph scaled into `frame`.
  public func placed(in frame: Rect) -> PlacedGlyph {
    let scale = frame.width / Self.gridSize
    func place(_ point: Point) -> Point {
      Point(x: frame.x + point.x * scale, y: frame.y + point.y * scale)
    }
    return PlacedGlyph(
      polylines: strokes.map { $0.map(place) },
      lineWidth: lineWidth * scale,
      dots: dots.map { PlacedGlyph.Dot(center: place($0.center), radius: $0.radius * scale) })
  }
}

/// A glyph in a marker's coordinates: what a renderer strokes and fills.
///
/// Polylines are stroked with round caps and joins, dots are filled circles, all in one color.
public struct PlacedGlyph: Sendable, Hashable {
  /// A filled circle.
  public struct Dot: Sendable, Hashable {
    /// The circle's center.
    public let center: Point
    /// The circle's radius.
    public let radius: Double

    /// Creates a dot.
    public init(center: Point, radius: Double) {
      self.center = center
      self.radius = radius
    }
  }

  /// Open polylines to stroke.
  public let polylines: [[Point]]
  /// The stroke width.
  public let lineWidth: Double
  /// Circles to fill.
  public let dots: [Dot]
}
