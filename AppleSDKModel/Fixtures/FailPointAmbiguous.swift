// targets: ios macos
// expect: 'Point' is ambiguous for type lookup in this context
// An unqualified `Point` in a type position, in a file that imports CoreGraphics (which brings
// MacTypes' `Point`) and a module that declares its own `Point`.
import CoreGraphics
import FixturePoint

extension CGPoint {
  init(_ point: Point) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}
