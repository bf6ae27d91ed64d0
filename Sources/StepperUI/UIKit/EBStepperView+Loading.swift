#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// The loading mark's motion: a `CADisplayLink` (iOS 3.1) redraws the view while its drawing
  /// has a loading mark, it is on screen and Reduce Motion is off, and `draw(_:)` paints the
  /// drawing the core moves for `CACurrentMediaTime()` (`StepperLoadingMotion`). Otherwise the
  /// mark is drawn still, as the core draws it.
  extension EBStepperView {
    /// Starts or stops the loading mark's display link for the current values.
    func updateLoadingMotion() {
      let moves =
        built?.drawing.hasLoadingMark == true && window != nil
        && !UIAccessibility.isReduceMotionEnabled
      if moves, loadingLink == nil {
        let link = CADisplayLink(target: self, selector: #selector(advanceLoading(_:)))
        link.add(to: .main, forMode: .common)
        loadingLink = link
      } else if !moves, let link = loadingLink {
        link.invalidate()
        loadingLink = nil
        setNeedsDisplay()
      }
    }

    /// Redraws the moving mark, or stops it once Reduce Motion is turned on.
    @objc func advanceLoading(_ link: CADisplayLink) {
      if UIAccessibility.isReduceMotionEnabled {
        updateLoadingMotion()
        return
      }
      setNeedsDisplay()
    }
  }
#endif
