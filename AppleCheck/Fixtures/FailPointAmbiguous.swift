// targets: ios macos catalyst ios18
// expect: 'Point' is ambiguous for type lookup in this context
// An unqualified `Point` in a file that imports CoreGraphics and two modules that each declare
// a public `Point`: which is meant cannot be told. (MacTypes' own `Point`, which CoreGraphics
// brings as `CoreGraphics.Point`, is not found by an unqualified name with Apple's SDKs, so a
// single module's `Point` beside CoreGraphics alone would compile; a public name of the
// package's still avoids it, as it avoids every name an app's imports put in scope.)
import CoreGraphics
import FixturePoint
import FixtureShapes

extension CGPoint {
  init(_ point: Point) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}
