#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// Moving between steps: the core's `StepperMotion` timing, frame by frame on a
  /// `CADisplayLink`, timed by `CACurrentMediaTime()`, unless Reduce Motion is on.
  /// The move's scenes are built once, when it starts (`StepperSceneMove`); a frame only
  /// interpolates two of them.
  ///
  /// A move is asked for with the values of a run-loop turn still being set, so it starts at
  /// the next build, with all of them: from the scene on screen when it was asked for to the
  /// scene of every value set since, whatever their order (`status = .success` then
  /// `setCurrent(last, animated: true)` animates from the drawn step to the finished flow).
  extension EBStepperView {
    /// Moves to `step`, animating with the core's timing when `animated` is true, the view is on
    /// screen and Reduce Motion is off: the steps change state and a row in a viewport pages to
    /// the new step together. Nothing is built here: the move starts at the next layout pass
    /// (or when the scene is next asked for), from the scene drawn now.
    public func setCurrent(_ step: Int, animated: Bool) {
      // The scene on screen: the first asked-for move of a turn keeps its start.
      let start = animated ? (pendingMoveStart ?? builtScene?.scene) : nil
      current = step
      pendingMoveStart = start
    }

    /// Starts the move asked for since the last build, if any, from the scene drawn when it was
    /// asked for to `built`; values set without one end a move under way, as the still scene
    /// shows them.
    func startPendingMove(to built: StepperSceneCache.Built) {
      let start = pendingMoveStart
      pendingMoveStart = nil
      stopMoving()
      guard let start, window != nil, !UIAccessibility.isReduceMotionEnabled,
        start != built.scene
      else { return }
      let move = StepperSceneMove(
        from: start, to: built.scene, configuration: built.configuration
      ) { StepperScene($0, strings: built.strings, measurer: built.measurer) }
      sceneMove = (move, CACurrentMediaTime())
      moveProgress = 0
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
