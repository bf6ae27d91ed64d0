#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// Taps select a step or "All steps"; a pan scrolls a row in a viewport.
  extension EBStepperView {
    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
      guard let scene = built?.scene else { return }
      let location = recognizer.location(in: self)
      let point = StepperPoint(x: Double(location.x), y: Double(location.y))
      guard let selection = scene.selection(atDrawingPoint: point) else { return }
      switch selection {
      case .step(let step): didSelectStep?(step)
      case .allSteps: didSelectAllSteps?()
      }
    }

    /// Scrolls the row with the finger: the core turns the pan's translation into a clamped
    /// offset (`StepperScrollViewport.offset(dragging:from:axis:direction:)`), kept while the
    /// current step stays current (`UIPanGestureRecognizer`, `translation(in:)`, `state`:
    /// iOS 3.2).
    @objc func panned(_ recognizer: UIPanGestureRecognizer) {
      guard let built, let viewport = built.scene.viewport, viewport.isScrollable else { return }
      let state = recognizer.state
      guard state == .began || state == .changed else {
        cache.dragStart = nil
        configurationDidChange()
        return
      }
      if move != nil { stopMoving() }
      let start = cache.dragStart ?? viewport.offset
      cache.dragStart = start
      let translation = recognizer.translation(in: self)
      let dragged = viewport.offset(
        dragging: StepperPoint(x: Double(translation.x), y: Double(translation.y)), from: start,
        axis: built.scene.axis, direction: built.scene.direction)
      drag = StepperScrollDrag(offset: dragged, step: built.configuration.currentStep)
      configurationDidChange()
    }
  }
#endif
