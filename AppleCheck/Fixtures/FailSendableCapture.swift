// targets: ios macos catalyst ios18
// expect: capture of 'context' with non-Sendable type 'CGContext' in a '@Sendable' closure
// A Core Graphics context (a CF class, not Sendable) captured by a @Sendable closure.
import CoreGraphics

func drawLater(in context: CGContext) -> @Sendable () -> Void {
  { context.saveGState() }
}
