// A module of the fixtures' own that declares a public `Point`, as an app or a library may, so
// that the `Point` fixtures do not depend on the package's names. Like StepperKit, it imports
// Foundation.
import Foundation

/// A point, named as StepperKit names its own.
public struct Point: Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
