#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A row longer than its viewport scrolls in UIKit's own `UIScrollView` (``rowScroll``): its
  /// deceleration, bounce, direction lock with a scroll view around the stepper (a horizontal
  /// row's pan does not begin for a vertical swipe, which the outer scroll view takes),
  /// trackpad and mouse-wheel scrolling. Its pan recognizer is moved onto the stepper (the
  /// scroll view itself takes no touches), so taps, pressed looks and pointer effects stay the
  /// stepper's, as UIKit allows (`UIScrollView.panGestureRecognizer`).
  ///
  /// The core decides the rest (`StepperScrollContent`, Specification#scroll-snapping): the
  /// scroll view covers the part the steps are drawn in, its content is the whole row, and its
  /// physical content offset reads as the core's offset (a right-to-left row's step 1 is at
  /// the right end). While it moves, the stepper draws only what shows: the still header, then
  /// the row's tiles at the offset shown (`StepperRowTiles`, a scene built once per viewport's
  /// length of travel); a released row rests where the core says
  /// (`StepperConfiguration.restingOffset(proposed:from:velocity:)`), and once it stops the
  /// still scene is built there (`StepperScrollDrag`), with its elements and targets.
  /// Programmatic scrolls (VoiceOver's three-finger scroll, keyboard focus at an edge, a page
  /// change without a move) animate with `setContentOffset(_:animated:)` unless Reduce Motion
  /// is on; a move between steps pages with the move itself (`EBStepperView+Motion.swift`).
  extension EBStepperView {
    /// Sets the scroll view up: hidden indicators (as a page indicator's), no touches of its
    /// own, its pan on the stepper.
    func setUpRowScroll() {
      rowScroll.showsHorizontalScrollIndicator = false
      rowScroll.showsVerticalScrollIndicator = false
      rowScroll.scrollsToTop = false
      rowScroll.backgroundColor = .clear
      rowScroll.isUserInteractionEnabled = false
      rowScroll.contentInsetAdjustmentBehavior = .never
      rowScroll.delegate = rowScrollDelegate
      insertSubview(rowScroll, at: 0)
      addGestureRecognizer(rowScroll.panGestureRecognizer)
    }

    /// The row's scroll content for `built`, or `nil` for a row that does not scroll.
    func rowContent(_ built: StepperSceneCache.Built) -> StepperScrollContent? {
      StepperScrollContent(built.scene)
    }

    /// Whether the row shows another offset than its still scene's: the person scrolls it, it
    /// decelerates or bounces, or a programmatic scroll animates.
    var isRowScrolling: Bool {
      guard let built = builtScene, let content = rowContent(built) else { return false }
      if rowScroll.isTracking || rowScroll.isDragging || rowScroll.isDecelerating { return true }
      let still = content.physicalOffset(of: built.scene.viewport?.offset ?? 0)
      return abs(physicalOffset(of: content) - still) > 0.25
    }

    /// The scroll view's content offset along the row.
    func physicalOffset(of content: StepperScrollContent) -> Double {
      Double(content.axis == .horizontal ? rowScroll.contentOffset.x : rowScroll.contentOffset.y)
    }

    /// Places the scroll view over the steps of `built` and scrolls it to the still scene's
    /// offset, unless the person is scrolling it: at once the first time and during a move
    /// (which draws its own paging), else animated unless Reduce Motion is on.
    func placeRowScroll(_ built: StepperSceneCache.Built) {
      guard let content = rowContent(built) else {
        rowScroll.isHidden = true
        rowScroll.panGestureRecognizer.isEnabled = false
        rowTiles = nil
        return
      }
      rowScroll.isHidden = false
      rowScroll.panGestureRecognizer.isEnabled = true
      rowScroll.frame = viewRect(content.frame)
      rowScroll.contentSize = CGSize(content.size)
      if rowTiles?.built.generation != built.generation, let viewport = built.scene.viewport {
        rowTiles = StepperRowTiles(built, viewport: viewport)
      }
      guard !rowScroll.isTracking, !rowScroll.isDecelerating else { return }
      let physical = CGFloat(content.physicalOffset(of: built.scene.viewport?.offset ?? 0))
      let target =
        content.axis == .horizontal
        ? CGPoint(x: physical, y: 0) : CGPoint(x: 0, y: physical)
      guard rowScroll.contentOffset != target else { return }
      let animates =
        hasPlacedRowScroll && sceneMove == nil && window != nil
        && !UIAccessibility.isReduceMotionEnabled
      rowScroll.setContentOffset(target, animated: animates)
      hasPlacedRowScroll = true
    }

    /// The scroll view stopped: the still scene is built at its offset, kept while the current
    /// step stays current, with its elements, targets and loading motion.
    func rowScrollDidStop() {
      guard let built = builtScene, let content = rowContent(built),
        let viewport = built.scene.viewport
      else { return }
      let offset = viewport.clamped(content.offset(ofPhysical: physicalOffset(of: content)))
      if abs(offset - viewport.offset) > 0.25 {
        drag = StepperScrollDrag(offset: offset, step: built.configuration.options.current)
        configurationDidChange()
      }
      updateLoadingMotion()
      setNeedsDisplay()
    }

    /// A finger down on a decelerating row stops it where it is, as a scroll view's does, and
    /// the tap that may follow selects nothing (`touchesBegan(_:with:)` calls it).
    func holdRowScroll() {
      touchStoppedScroll = rowScroll.isDecelerating
      guard touchStoppedScroll else { return }
      rowScroll.setContentOffset(rowScroll.contentOffset, animated: false)
      rowScrollDidStop()
    }

    /// Paints the row at the offset the scroll view shows: the header as it is, then each tile
    /// that meets the visible part, moved there and cut to its own stretch.
    func paintScrolled(_ built: StepperSceneCache.Built, in context: CGContext) {
      guard let content = rowContent(built), var tiles = rowTiles,
        tiles.built.generation == built.generation
      else {
        context.paint(built.drawing, fonts: built.measurer)
        return
      }
      let frame = tiles.frame(at: content.offset(ofPhysical: physicalOffset(of: content)))
      rowTiles = tiles
      context.paint(frame.header, fonts: built.measurer)
      for piece in frame.pieces {
        context.saveGState()
        context.clip(to: CGRect(piece.clip))
        context.translateBy(x: CGFloat(piece.shift.x), y: CGFloat(piece.shift.y))
        context.paint(piece.tile, fonts: built.measurer)
        context.restoreGState()
      }
    }

    /// A tap: it selects a step or "All steps", unless it stopped a decelerating row.
    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
      guard !touchStoppedScroll, let scene = built?.scene else { return }
      let location = drawingPoint(recognizer.location(in: self))
      let point = StepperPoint(x: Double(location.x), y: Double(location.y))
      guard let selection = scene.selection(atDrawingPoint: point) else { return }
      choose(selection)
    }
  }

  /// The row's scroll view delegate, a helper of the stepper's own so that the stepper's
  /// public interface stays a control's. It forwards what the scroll view reports and asks the
  /// core where a released row rests.
  @MainActor final class StepperRowScrollDelegate: NSObject, UIScrollViewDelegate {
    weak var stepper: EBStepperView?
    /// The core's offset when the person's drag began.
    private var start = 0.0

    init(stepper: EBStepperView) {
      self.stepper = stepper
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      guard let stepper else { return }
      if stepper.loadingLink != nil, stepper.isRowScrolling { stepper.updateLoadingMotion() }
      stepper.setNeedsDisplay()
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      guard let stepper, let built = stepper.builtScene, let content = stepper.rowContent(built)
      else { return }
      stepper.stopMoving()
      start = content.offset(ofPhysical: stepper.physicalOffset(of: content))
    }

    /// Where the released row rests: the core's offset for the platform's proposed one and the
    /// release velocity (UIKit gives it in points per millisecond of content offset).
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      guard let stepper, let built = stepper.builtScene, let content = stepper.rowContent(built)
      else { return }
      let horizontal = content.axis == .horizontal
      let proposed = targetContentOffset.pointee
      let perSecond = StepperPoint(x: Double(velocity.x) * 1000, y: Double(velocity.y) * 1000)
      guard
        let rest = built.configuration.restingOffset(
          proposed: content.offset(ofPhysical: Double(horizontal ? proposed.x : proposed.y)),
          from: start, velocity: content.velocity(ofPhysical: perSecond))
      else { return }
      let physical = CGFloat(content.physicalOffset(of: rest))
      targetContentOffset.pointee =
        horizontal ? CGPoint(x: physical, y: proposed.y) : CGPoint(x: proposed.x, y: physical)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      if !decelerate { stepper?.rowScrollDidStop() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      stepper?.rowScrollDidStop()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      stepper?.rowScrollDidStop()
    }
  }

  extension StepperPoint {
    /// A UIKit point or vector (x right, y down) as the core's.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }
#endif
