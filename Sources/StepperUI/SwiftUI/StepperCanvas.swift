#if canImport(SwiftUI) && (os(iOS) || os(macOS))
  import QuartzCore
  import StepperKit
  import SwiftUI

  /// Draws a stepper at a position between steps and a scroll offset, in a `Canvas`.
  ///
  /// SwiftUI animates ``animatableData`` (the position and the offset) when the current step
  /// changes inside an animation. The move's scenes are built once, by the cache, the first
  /// time a frame asks (`StepperSceneMove`); each frame interpolates them at the position
  /// reached and paints the result, building nothing; nothing here decides what a moment looks
  /// like. At rest (the position and offset are the still scene's) it paints the cached still
  /// drawing. A row longer than its viewport is not drawn here but in a scroll view
  /// (``StepperScrollRow``).
  ///
  /// A loading mark moves in a `TimelineView(.animation)` over the still stepper, a canvas of its
  /// own the size of the mark's region (`loadingRegion`, as UIKit's loading view), repainted each
  /// frame with the mark the core moves for `CACurrentMediaTime()` (QuartzCore), unless Reduce
  /// Motion is on; the stepper's canvas is not repainted.
  ///
  /// `animatableData` is `nonisolated` because `Animatable` is not main-actor isolated while
  /// `View` is (Swift 6); it reads and writes only two `Double`s.
  struct StepperCanvas: View, Animatable {
    /// The input of the still scene, its scroll offset as drawn.
    let input: StepperViewInput
    /// The still scene, and the cache that built it and builds the move to it.
    let built: StepperSceneCache.Built
    /// The view's cache.
    let cache: StepperSceneCache
    /// The still scene's drawing, painted when nothing moves.
    let still: StepperSceneDrawing
    /// The still scene's position (its current main step) and offset.
    let rest: (position: Double, offset: Double)
    /// The words used while building moments.
    let strings: StepperStrings
    /// How names and the header are measured, and the fonts they are drawn in.
    let measurer: PlatformTextMeasurer
    /// The position of the current step, in steps; fractional while a move is animating.
    var position: Double
    /// The scroll offset of a row in a viewport (0 for one drawn whole); moving while the row
    /// pages to a new current step.
    var offset: Double
    /// Whether a loading mark moves (Reduce Motion is off); when it is on, the mark is drawn
    /// still, as the core draws it.
    let animatesLoading: Bool

    nonisolated var animatableData: AnimatablePair<Double, Double> {
      get { AnimatablePair(position, offset) }
      set {
        position = newValue.first
        offset = newValue.second
      }
    }

    var body: some View {
      painted(moment(), fonts: measurer)
    }

    /// `drawing` in a canvas, its loading mark moving in a canvas of its own.
    @ViewBuilder private func painted(
      _ drawing: StepperSceneDrawing, fonts: PlatformTextMeasurer
    ) -> some View {
      if animatesLoading, let region = drawing.loadingRegion {
        // The stepper is painted once without its loading mark; the mark has a canvas of its
        // own, which each frame of the timeline repaints alone, turned or moved by the core's
        // motion (`StepperLoadingMotion`) at the media clock's time, which never jumps as the
        // wall clock may.
        let still = drawing.withoutLoadingMark
        let mark = drawing.loadingMarkWithItsBar
        ZStack(alignment: .topLeading) {
          Canvas { context, _ in
            context.paint(still, fonts: fonts)
          }
          TimelineView(.animation) { _ in
            let moved = mark.moving(loadingAt: CACurrentMediaTime()).loadingMarkOnly
            Canvas { context, _ in
              context.translateBy(x: CGFloat(-region.x), y: CGFloat(-region.y))
              context.paint(moved, fonts: fonts)
            }
          }
          .frame(width: CGFloat(region.width), height: CGFloat(region.height))
          .offset(x: CGFloat(region.x), y: CGFloat(region.y))
          .allowsHitTesting(false)
        }
      } else {
        Canvas { context, _ in
          context.paint(drawing, fonts: fonts)
        }
      }
    }

    /// The drawing at ``position`` and ``offset``: the still one at rest, an interpolation of
    /// the move's scenes while it moves.
    @MainActor private func moment() -> StepperSceneDrawing {
      guard position != rest.position || offset != rest.offset else { return still }
      if position != rest.position, let (move, from) = cache.move(to: built) {
        let span = rest.position - from
        return StepperSceneDrawing(move.scene(at: span == 0 ? 1 : (position - from) / span))
      }
      var moving = input
      if moving.options.scrollOffset != nil { moving.options.scrollOffset = offset }
      guard let configuration = try? moving.configuration() else { return still }
      return StepperSceneDrawing(
        StepperInterpolatedScene(
          configuration, position: position, strings: strings, measurer: measurer))
    }
  }
#endif
