// targets: ios macos
// expect: pass
// Correct uses of what the other fixtures get wrong: the right label, a Sendable capture,
// main-actor state read on the main actor, a qualified `Point`, and a newer API behind
// `if #available`.
import CoreGraphics
import FixturePoint
import SwiftUI

#if canImport(UIKit)
  import UIKit

  @MainActor func isOpaque(_ view: UIView) -> Bool {
    view.isOpaque
  }
#endif

extension CGPoint {
  init(_ point: FixturePoint.Point) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}

func later(_ point: CGPoint) -> @Sendable () -> CGFloat {
  { point.x }
}

struct Counter: View {
  let count: Int

  var body: some View {
    if #available(iOS 17.0, macOS 14.0, *) {
      Text(verbatim: "\(count)").onChange(of: count, initial: true) {}
    } else {
      Text(verbatim: "\(count)")
    }
  }
}
