/// The font a piece of scene text is set in.
public struct TextStyle: Sendable, Hashable {
  /// The font family renderers name, most wanted first (CSS `font-family` syntax).
  public let family: String
  /// The font size in points.
  public let size: Double
  /// The CSS weight, 100–900.
  public let weight: Int
  /// The font's cap height as a fraction of its size, used to center digits optically.
  public let capHeight: Double

  /// Creates a text style.
  public init(family: String, size: Double, weight: Int, capHeight: Double) {
    self.family = family
    self.size = size
    self.weight = weight
    self.capHeight = capHeight
  }

  /// Inter's cap height: 1490 units of its 2048-unit em.
  public static let interCapHeight = 1490.0 / 2048.0

  /// The number inside a circular marker: Inter 12, semibold.
  public static let markerNumber = TextStyle(
    family: "Inter, sans-serif", size: 12, weight: 600, capHeight: interCapHeight)

  /// The baseline origin that centers a line of digits in `frame`: horizontally at the middle
  /// (renderers anchor text at its middle), vertically so the cap height is centered.
  public func baselineOrigin(centeredIn frame: Rect) -> Point {
    let center = frame.center
    return Point(x: center.x, y: center.y + capHeight * size / 2)
  }
}
