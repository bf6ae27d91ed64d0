#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// Moving between steps: the core's `StepperMotion` timing, frame by frame on a
  /// `CADisplayLink` (iOS 3.1; `CACurrentMediaTime()`, QuartzCore), unless Reduce Motion is on.
  extension EBStepperView {
    /// Moves to `step`, animating with the core's timing when `animated` is true, the view is on
    /// screen and Reduce Motion is off: the steps change state and a row in a viewport pages to
    /// the new step together.
    public func setCurrent(_ step: Int, animated: Bool) {
      let start = (position, offset)
      current = step
      guard animated, window != nil, !UIAccessibility.isReduceMotionEnabled, let built else {
        return
      }
      let target = (Double(built.configuration.current), built.scene.viewport?.offset ?? 0)
      guard start != target else { return }
      move = (from: start, to: target, start: CACurrentMediaTime())
      (position, offset) = start
      let link = CADisplayLink(target: self, selector: #selector(advance(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    @objc func advance(_ link: CADisplayLink) {
      guard let move else {
        stopMoving()
        return
      }
      let elapsed = CACurrentMediaTime() - move.start
      position = StepperMotion.position(from: move.from.0, to: move.to.0, elapsed: elapsed)
      offset = StepperMotion.position(from: move.from.1, to: move.to.1, elapsed: elapsed)
      if StepperMotion.isFinished(elapsed: elapsed) { stopMoving() }
      setNeedsDisplay()
    }

    func stopMoving() {
      displayLink?.invalidate()
      displayLink = nil
      move = nil
      if let built {
        position = Double(built.configuration.current)
        offset = built.scene.viewport?.offset ?? 0
      } else {
        position = Double(current)
      }
    }
  }
#endif
