// targets: ios macos catalyst ios18
// expect: pass
// The stepper in a SwiftUI app, and the correct forms of what the failing fixtures get wrong:
// the right label, a Sendable capture, a qualified `Point`, and newer APIs behind availability.
import CoreGraphics
import FixturePoint
import StepperKit
import StepperUI
import SwiftUI

struct Checkout: View {
  @State private var current = 2

  var body: some View {
    EBStepper(style: .circular, current: current, total: 4)
      .stepNames([1: "Cart", 2: "Address", 3: "Payment", 4: "Review"])
      .onSelectStep { step in current = step.step }
    Canvas(opaque: false, colorMode: .linear) { _, _ in }
  }
}

@available(iOS 17.0, macOS 14.0, *)
func isLeftArrow(_ key: KeyEquivalent) -> Bool {
  key == .leftArrow
}

func isLeftArrowOnEveryVersion(_ key: KeyEquivalent) -> Bool {
  key.character == KeyEquivalent.leftArrow.character
}

extension CGPoint {
  init(_ point: FixturePoint.Point) {
    self.init(x: CGFloat(point.x), y: CGFloat(point.y))
  }
}

func drawLater(width: CGFloat) -> @Sendable () -> CGFloat {
  { width * 2 }
}
