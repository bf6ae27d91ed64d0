#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A small clear view over an ``EBStepperView``'s loading mark that redraws only the mark,
  /// moved as the core's `StepperSceneDrawing.moving(loadingAt:)` says, so a frame of the
  /// motion repaints this view's few points rather than the whole stepper.
  final class StepperLoadingView: UIView {
    /// The mark and the bar it moves along, in the stepper's drawing coordinates.
    private var drawing: StepperSceneDrawing?
    /// The fonts of the stepper, for the painter.
    private var fonts: PlatformTextMeasurer?
    /// Where the view's region starts, in the stepper's drawing coordinates.
    private var regionOrigin = CGPoint.zero
    /// The moment of the motion drawn, in seconds on the media clock.
    var time = 0.0 { didSet { setNeedsDisplay() } }

    /// Creates a hidden loading view.
    init() {
      super.init(frame: .zero)
      isOpaque = false
      backgroundColor = .clear
      isUserInteractionEnabled = false
      isAccessibilityElement = false
      isHidden = true
    }

    /// Not made from a storyboard: the stepper makes it.
    required init?(coder: NSCoder) {
      nil
    }

    /// Shows the loading mark of `drawing` where the stepper draws it (its drawing's origin at
    /// `origin` in the stepper), or hides the view when `drawing` is `nil` or has no mark.
    func show(_ drawing: StepperSceneDrawing?, fonts: PlatformTextMeasurer?, origin: CGPoint) {
      // The bar the segment sweeps along (the current step's mark) bounds the motion and tells
      // the core which way it runs.
      guard let drawing, let fonts, let loadingRegion = drawing.loadingRegion else {
        self.drawing = nil
        isHidden = true
        return
      }
      let region = CGRect(loadingRegion)
      self.drawing = drawing.loadingMarkWithItsBar
      self.fonts = fonts
      regionOrigin = region.origin
      frame = region.offsetBy(dx: origin.x, dy: origin.y)
      isHidden = false
      setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
      guard let drawing, let fonts, let context = UIGraphicsGetCurrentContext() else { return }
      let mark = drawing.moving(loadingAt: time).loadingMarkOnly
      context.translateBy(x: -regionOrigin.x, y: -regionOrigin.y)
      context.paint(mark, fonts: fonts)
    }
  }
#endif
