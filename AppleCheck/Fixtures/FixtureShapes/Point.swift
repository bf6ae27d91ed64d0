// A second module of the fixtures' own with a public `Point` of its own, as another library an
// app uses may have.
import CoreGraphics

/// A point of a drawing, named as a library may name it.
public struct Point: Sendable {
  /// The horizontal coordinate.
  public var x: CGFloat
  /// The vertical coordinate.
  public var y: CGFloat

  /// A point at `x`, `y`.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
}
