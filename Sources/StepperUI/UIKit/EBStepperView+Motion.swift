#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// Moving between steps: the core's `StepperMotion` timing, frame by frame on a
  /// `CADisplayLink` (iOS 3.1; `CACurrentMediaTime()`, QuartzCore), unless Reduce Motion is on.
  /// The move's scenes are built once, when it starts (`StepperSceneMove`); a frame only
  /// interpolates two of them.
  extension EBStepperView {
    /// Moves to `step`, animating with the core's timing when `animated` is true, the view is on
    /// screen and Reduce Motion is off: the steps change state and a row in a viewport pages to
    /// the new step together.
    public func setCurrent(_ step: Int, animated: Bool) {
      let start = built?.scene
      endScrolling()
      current = step
      guard animated, window != nil, !UIAccessibility.isReduceMotionEnabled, let start,
        let built, start != built.scene
      else { return }
      let move = StepperSceneMove(
        from: start, to: built.scene, configuration: built.configuration
      ) { StepperScene($0, strings: built.strings, measurer: built.measurer) }
      sceneMove = (move, CACurrentMediaTime())
      moveProgress = 0
      updateLoadingMotion()
      let link = CADisplayLink(target: self, selector: #selector(advance(_:)))
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    @objc func advance(_ link: CADisplayLink) {
      guard let sceneMove else {
        stopMoving()
        return
      }
      let elapsed = CACurrentMediaTime() - sceneMove.start
      moveProgress = StepperMotion.progress(elapsed: elapsed)
      if StepperMotion.isFinished(elapsed: elapsed) { stopMoving() }
      setNeedsDisplay()
    }

    /// Stops a move under way: the still scene shows.
    func stopMoving() {
      displayLink?.invalidate()
      displayLink = nil
      guard sceneMove != nil else { return }
      sceneMove = nil
      moveProgress = 1
      updateLoadingMotion()
      setNeedsDisplay()
    }
  }
#endif
