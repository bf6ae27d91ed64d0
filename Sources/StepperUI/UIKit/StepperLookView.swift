#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A clear view that paints one of the core's `StepperInteractionLook`s (a pressed tint, a
  /// focus ring) over an ``EBStepperView``, deciding nothing: a subview, so that a ring just
  /// outside the stepper's edge is not cut by the stepper's own drawing.
  final class StepperLookView: UIView {
    /// The look, moved so that its bounds start at the view's origin.
    private var look: StepperInteractionLook?

    /// Creates an empty look view.
    init() {
      super.init(frame: .zero)
      isOpaque = false
      backgroundColor = .clear
      isUserInteractionEnabled = false
      isAccessibilityElement = false
    }

    /// Not made from a storyboard: the stepper makes its look views.
    required init?(coder: NSCoder) {
      nil
    }

    /// Shows `look` (in the stepper's drawing coordinates, whose origin is at `origin` in the
    /// stepper's bounds), or nothing.
    func show(_ look: StepperInteractionLook?, at origin: CGPoint) {
      guard let look, !look.commands.isEmpty else {
        self.look = nil
        isHidden = true
        return
      }
      self.look = look.movedToOrigin
      self.frame = CGRect(look.bounds).offsetBy(dx: origin.x, dy: origin.y)
      isHidden = false
      setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
      guard let look, let context = UIGraphicsGetCurrentContext() else { return }
      context.paint(look)
    }
  }
#endif
