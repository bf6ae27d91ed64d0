#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// Taps select a step or "All steps"; a pan scrolls a row in a viewport, as a scroll view
  /// does: a finger, a trackpad's two fingers or a mouse wheel, only along the row (a drag
  /// that moves more across it is left to the scroll view around the stepper), rubber-banded
  /// past the ends and gliding on after release (`EBStepperView+Scrolling.swift`).
  extension EBStepperView: UIGestureRecognizerDelegate {
    /// Adds the tap and the pan. The pan takes trackpad and mouse-wheel scrolling too
    /// (`UIPanGestureRecognizer.allowedScrollTypesMask = .all`: iOS 13.4; iPad and Mac
    /// Catalyst).
    func setUpGestures() {
      addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
      let pan = UIPanGestureRecognizer(target: self, action: #selector(panned(_:)))
      pan.allowedScrollTypesMask = .all
      pan.delegate = self
      addGestureRecognizer(pan)
      self.pan = pan
    }

    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
      // A tap on a gliding row stops it, as in a scroll view, and selects nothing.
      if scroll != nil {
        endScrolling()
        return
      }
      guard let scene = built?.scene else { return }
      let location = drawingPoint(recognizer.location(in: self))
      let point = StepperPoint(x: Double(location.x), y: Double(location.y))
      guard let selection = scene.selection(atDrawingPoint: point) else { return }
      switch selection {
      case .step(let step): didSelectStep?(step)
      case .allSteps: didSelectAllSteps?()
      }
    }

    /// Scrolls the row with the finger (`UIPanGestureRecognizer`, `translation(in:)`,
    /// `velocity(in:)`, `state`: iOS 3.2): the core turns the translation into a rubber-banded
    /// offset (`StepperScrollViewport.rubberBandedOffset(dragging:from:axis:direction:)`); a
    /// drag that ends, is cancelled or fails releases the row (a glide, a spring back inside,
    /// or rest), so no stale start is kept for the next drag.
    @objc func panned(_ recognizer: UIPanGestureRecognizer) {
      guard let built, let viewport = built.scene.viewport, viewport.isScrollable else {
        endScrolling()
        return
      }
      switch recognizer.state {
      case .began:
        beginScrolling(built)
        fallthrough
      case .changed:
        guard var scroll else { return }
        scroll.offset = viewport.rubberBandedOffset(
          dragging: StepperPoint(recognizer.translation(in: self)), from: scroll.start,
          axis: built.scene.axis, direction: built.scene.direction)
        self.scroll = scroll
        setNeedsDisplay()
      case .ended:
        let velocity = StepperScrollViewport.scrollDistance(
          of: StepperPoint(recognizer.velocity(in: self)), axis: built.scene.axis,
          direction: built.scene.direction)
        releaseScrolling(velocity: velocity)
      default:
        // Cancelled (a parent took the touch) or failed: the row rests where it is.
        releaseScrolling(velocity: 0)
      }
    }

    /// Lets the pan begin only when the row can scroll and the drag moves along it: the core's
    /// axis lock (`StepperScrollPhysics.axisLock(_:axis:)`) on the distance moved, or, before
    /// that decides, on the velocity's direction, so a vertical scroll view around a
    /// horizontal row keeps its vertical drags (`gestureRecognizerShouldBegin(_:)`: iOS 6).
    public override func gestureRecognizerShouldBegin(
      _ gestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let pan, gestureRecognizer === pan else {
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
      }
      guard let scene = built?.scene, scene.viewport?.isScrollable == true else { return false }
      var lock = StepperScrollPhysics.axisLock(
        StepperPoint(pan.translation(in: self)), axis: scene.axis)
      if lock == .undecided {
        lock = StepperScrollPhysics.axisLock(StepperPoint(pan.velocity(in: self)), axis: scene.axis)
      }
      return lock != .parent
    }

    /// The row's pan (the only recognizer the view is the delegate of) never recognizes
    /// together with another: a drag moves either the row or the scroll view around it, never
    /// both (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: iOS 3.2).
    public func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      false
    }
  }

  extension StepperPoint {
    /// A UIKit point or vector (x right, y down) as the core's.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }
#endif
