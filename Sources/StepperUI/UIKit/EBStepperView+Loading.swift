#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The loading mark's motion: while the still drawing has a loading mark, the view is on
  /// screen, Reduce Motion is off and no move or scroll is under way, a `CADisplayLink`
  /// redraws only the mark's own small view (``StepperLoadingView``) at `CACurrentMediaTime()`
  /// (the core's `StepperLoadingMotion`), and the stepper draws everything else once.
  /// Otherwise the mark is drawn still, with the rest, as the core draws it.
  extension EBStepperView {
    /// Starts or stops the loading mark's motion for the current values.
    func updateLoadingMotion() {
      let built = builtScene
      let moves =
        built?.drawing.hasLoadingMark == true && window != nil
        && !UIAccessibility.isReduceMotionEnabled && sceneMove == nil && !isRowScrolling
      if moves {
        loadingView.show(built?.drawing, fonts: built?.measurer, origin: placedOrigin)
        loadingView.time = CACurrentMediaTime()
      } else {
        loadingView.show(nil, fonts: nil, origin: .zero)
      }
      if moves, loadingLink == nil {
        let link = CADisplayLink(target: self, selector: #selector(advanceLoading(_:)))
        link.add(to: .main, forMode: .common)
        loadingLink = link
        setNeedsDisplay()
      } else if !moves, let link = loadingLink {
        link.invalidate()
        loadingLink = nil
        setNeedsDisplay()
      }
    }

    /// Moves the mark, or stops it once Reduce Motion is turned on.
    @objc func advanceLoading(_ link: CADisplayLink) {
      if UIAccessibility.isReduceMotionEnabled {
        updateLoadingMotion()
        return
      }
      loadingView.time = CACurrentMediaTime()
    }
  }
#endif
