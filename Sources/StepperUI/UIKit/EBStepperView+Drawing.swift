#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// Where and what the view draws. The drawing starts at the leading edge of the bounds: a
  /// view Auto Layout stretches wider than its natural size (leading and trailing pinned) draws
  /// its row at the left in a left-to-right layout and at the right in a right-to-left one, as
  /// a label's natural alignment does; the accessibility elements, focus targets, looks, loading
  /// mark and touches all move with it.
  extension EBStepperView {
    /// The drawing's origin in the view's bounds: 0, or, in a right-to-left layout, the width
    /// the bounds have beyond the drawing's.
    var drawingOrigin: CGPoint {
      guard let scene = builtScene?.scene, scene.direction == .rightToLeft else { return .zero }
      return CGPoint(x: max(0, bounds.width - CGFloat(scene.size.width)), y: 0)
    }

    /// A point in the view's bounds, in the drawing's coordinates (the core's).
    func drawingPoint(_ point: CGPoint) -> CGPoint {
      CGPoint(x: point.x - placedOrigin.x, y: point.y - placedOrigin.y)
    }

    /// A rectangle of the drawing (the core's coordinates), in the view's bounds.
    func viewRect(_ rect: StepperRect) -> CGRect {
      CGRect(rect).offsetBy(dx: placedOrigin.x, dy: placedOrigin.y)
    }

    /// Moves the elements, targets and loading mark when the bounds move the drawing's origin
    /// (a new width in a right-to-left layout), without building the scene again.
    func placeForBounds() {
      guard let built = builtScene, drawingOrigin != placedOrigin else { return }
      placedOrigin = drawingOrigin
      updateAccessibilityElements(built)
      updateFocusTargets(built)
      placeRowScroll(built)
      updateLoadingMotion()
      setNeedsDisplay()
    }

    /// Paints the still drawing (less its loading mark while that moves in its own view), the
    /// moment a move under way has reached (`StepperSceneMove.scene(at:)`, which builds
    /// nothing), or the row its scroll view moves.
    func paint(_ built: StepperSceneCache.Built, in context: CGContext) {
      context.saveGState()
      defer { context.restoreGState() }
      context.translateBy(x: placedOrigin.x, y: placedOrigin.y)
      if let sceneMove {
        let moment = sceneMove.move.scene(at: moveProgress)
        context.paint(StepperSceneDrawing(moment), fonts: built.measurer)
      } else if isRowScrolling {
        paintScrolled(built, in: context)
      } else if loadingLink != nil {
        context.paint(built.drawing.withoutLoadingMark, fonts: built.measurer)
      } else {
        context.paint(built.drawing, fonts: built.measurer)
      }
    }
  }

#endif
