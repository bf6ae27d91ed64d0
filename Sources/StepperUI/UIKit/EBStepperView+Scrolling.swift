#if canImport(UIKit) && os(iOS)
  import StepperKit
  import UIKit

  /// A drag, a glide or a spring back under way: the row drawn at ``offset`` from tiles built
  /// once per viewport's length of travel (the core's `StepperScrollTiles`), the still scene,
  /// its accessibility elements and the view's size left as they are until it ends.
  struct StepperViewScroll {
    /// How the row moves once let go.
    enum Release {
      /// Gliding on from `offset` at `velocity` points per second, slowing as the core says.
      case glide(from: Double, velocity: Double, time: CFTimeInterval)
      /// Springing back inside the row from past one of its ends, with the core's move timing.
      case spring(from: Double, to: Double, time: CFTimeInterval)
    }

    /// The row's header and the steps' tiles, built once.
    var row: StepperRowTiles
    /// Which build of the still scene the tiles come from.
    let generation: Int
    /// The offset when the drag began.
    var start: Double
    /// The offset shown, past either end while an edge is pulled.
    var offset: Double
    /// The release under way, if the row was let go.
    var release: Release?

    /// The scroll of `built`'s row, starting at `viewport`'s offset.
    init(_ built: StepperSceneCache.Built, viewport: StepperScrollViewport, generation: Int) {
      row = StepperRowTiles(built, viewport: viewport)
      self.generation = generation
      start = viewport.offset
      offset = viewport.offset
    }
  }

  /// Scrolling a row in a viewport as a scroll view does, with every figure from the core's
  /// `StepperScrollPhysics`: while a drag is under way the row is drawn from tiles moved to the
  /// offset shown, past either end rubber-banded; let go, it glides on at the speed it had,
  /// slowing at a scroll view's deceleration rate, and stops at the row's ends, or springs
  /// back inside with the core's move timing; then the still scene is built once at the
  /// offset reached, kept as a drag is while the current step stays current. The glide runs on
  /// a `CADisplayLink` (iOS 3.1).
  extension EBStepperView {
    /// Starts a drag at the offset shown: the one a glide under way has reached, else the
    /// still scene's.
    func beginScrolling(_ built: StepperSceneCache.Built) {
      guard let viewport = built.scene.viewport else { return }
      stopMoving()
      scrollLink?.invalidate()
      scrollLink = nil
      var scroll =
        self.scroll.flatMap { $0.generation == buildGeneration ? $0 : nil }
        ?? StepperViewScroll(built, viewport: viewport, generation: buildGeneration)
      scroll.start = viewport.clamped(scroll.offset)
      scroll.release = nil
      self.scroll = scroll
      updateLoadingMotion()
    }

    /// Lets the row go at `velocity` points per second along it (toward later steps when
    /// positive).
    func releaseScrolling(velocity: Double) {
      guard var scroll, let viewport = builtScene?.scene.viewport else {
        endScrolling()
        return
      }
      let now = CACurrentMediaTime()
      switch viewport.release(at: scroll.offset, velocity: velocity) {
      case .springBack(let inside):
        scroll.release = .spring(from: scroll.offset, to: inside, time: now)
      case .glide(let velocity, _, _):
        scroll.release = .glide(from: scroll.offset, velocity: velocity, time: now)
      case .rest:
        endScrolling()
        return
      }
      self.scroll = scroll
      let link = CADisplayLink(target: self, selector: #selector(advanceScroll(_:)))
      link.add(to: .main, forMode: .common)
      scrollLink = link
    }

    /// One frame of a glide or spring back.
    @objc func advanceScroll(_ link: CADisplayLink) {
      guard var scroll, let release = scroll.release, let viewport = builtScene?.scene.viewport
      else {
        endScrolling()
        return
      }
      var isDone: Bool
      switch release {
      case .spring(let from, let to, let time):
        let elapsed = CACurrentMediaTime() - time
        scroll.offset = StepperMotion.position(from: from, to: to, elapsed: elapsed)
        isDone = StepperMotion.isFinished(elapsed: elapsed)
      case .glide(let from, let velocity, let time):
        let elapsed = CACurrentMediaTime() - time
        let wanted = from + StepperScrollPhysics.glide(velocity: velocity, after: elapsed)
        scroll.offset = viewport.clamped(wanted)
        // A glide stops at the row's ends, inside it.
        isDone =
          StepperScrollPhysics.hasStopped(velocity: velocity, after: elapsed)
          || wanted != scroll.offset
      }
      self.scroll = scroll
      if isDone { endScrolling() } else { setNeedsDisplay() }
    }

    /// A finger came down on a gliding row: it stops where it is, as a scroll view's does; a
    /// drag then starts from there, and a tap only settles it.
    func holdScrolling() {
      guard var scroll, scroll.release != nil else { return }
      scrollLink?.invalidate()
      scrollLink = nil
      scroll.release = nil
      self.scroll = scroll
    }

    /// The finger that held a glide lifted without a drag: the row settles where it stopped,
    /// once the tap that may have ended the touch has run (`DispatchQueue.main.async`).
    func settleHeldScrolling() {
      DispatchQueue.main.async { [weak self] in
        guard let self, let scroll = self.scroll, scroll.release == nil,
          self.pan?.state != .began, self.pan?.state != .changed
        else { return }
        self.endScrolling()
      }
    }

    /// Ends a drag, glide or spring back: the still scene is built once, at the offset reached
    /// (inside the row), with its accessibility elements and the view's size.
    func endScrolling() {
      scrollLink?.invalidate()
      scrollLink = nil
      guard let scroll else { return }
      self.scroll = nil
      if let built = builtScene, let viewport = built.scene.viewport {
        let settled = viewport.clamped(scroll.offset)
        drag = StepperScrollDrag(offset: settled, step: built.configuration.currentStep)
      }
      configurationDidChange()
    }

    /// Paints the row at the offset a drag or glide shows: the header as it is, then each tile
    /// that meets the visible part, moved there and cut to its own stretch.
    func paintScrolled(_ built: StepperSceneCache.Built, in context: CGContext) {
      guard var scroll else { return }
      if scroll.generation != buildGeneration, let viewport = built.scene.viewport {
        // The still scene was built again under the drag (a trait changed): new tiles.
        let shown = scroll
        scroll = StepperViewScroll(built, viewport: viewport, generation: buildGeneration)
        (scroll.start, scroll.offset, scroll.release) = (shown.start, shown.offset, shown.release)
      }
      let frame = scroll.row.frame(at: scroll.offset)
      self.scroll = scroll
      context.paint(frame.header, fonts: built.measurer)
      for piece in frame.pieces {
        context.saveGState()
        context.clip(to: CGRect(piece.clip))
        context.translateBy(x: CGFloat(piece.shift.x), y: CGFloat(piece.shift.y))
        context.paint(piece.tile, fonts: built.measurer)
        context.restoreGState()
      }
    }
  }
#endif
