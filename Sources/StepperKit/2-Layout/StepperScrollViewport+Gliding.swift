extension StepperScrollViewport {
  /// Where a row let go at `velocity` glides to from `offset`, and for how long: the distance
  /// a scroll view glides (``StepperScrollPhysics/projectedDistance(velocity:)``) along the
  /// row, clamped to it, and the time the glide takes to slow to a stop
  /// (``StepperScrollPhysics/glideDuration(velocity:)``), shortened in the same proportion when
  /// an end stops it first. A row that does not scroll, or a velocity too slow to glide or that
  /// is not a number, glides nowhere in no time.
  ///
  /// ```swift
  /// let viewport = StepperScrollViewport(offset: 100, length: 375, contentLength: 1_403.4)
  /// let glide = viewport.glide(
  ///   from: 100, velocity: StepperPoint(x: -1_000, y: 0), axis: .horizontal,
  ///   direction: .leftToRight)
  /// print(glide.offset.rounded())
  /// // Prints "599.0"
  /// ```
  ///
  /// - Parameters:
  ///   - offset: The offset when the finger left the row.
  ///   - velocity: The finger's velocity when it left, in points per second (x right, y down),
  ///     as a platform's drag gesture reports it.
  ///   - axis: The axis the steps follow.
  ///   - direction: The reading direction.
  package func glide(
    from offset: Double, velocity: StepperPoint, axis: StepperAxis,
    direction: StepperLayoutDirection
  ) -> (offset: Double, duration: Double) {
    // The finger's velocity on the main axis, as the offset moves: the row follows the finger,
    // as in ``offset(dragging:from:axis:direction:)``.
    glide(
      from: offset,
      along: Self.scrollDistance(of: velocity, axis: axis, direction: direction))
  }

  /// What a row let go at `offset` (past either end while an edge was pulled) does, moving at
  /// `velocity` points per second along the row (toward later steps when positive; 0 for a
  /// drag that was cancelled): past an end it springs back inside; fast enough, it glides on
  /// (``glide(from:velocity:axis:direction:)``); else it rests where it is.
  ///
  /// ```swift
  /// let viewport = StepperScrollViewport(offset: 0, length: 375, contentLength: 1_403.4)
  /// print(viewport.release(at: -40, velocity: 0))
  /// // Prints "springBack(to: 0.0)"
  /// ```
  package func release(at offset: Double, velocity: Double) -> StepperScrollRelease {
    let inside = clamped(offset)
    guard inside == offset else { return .springBack(to: inside) }
    let glide = glide(from: inside, along: velocity)
    guard glide.duration > 0 else { return .rest(at: inside) }
    return .glide(velocity: velocity, to: glide.offset, duration: glide.duration)
  }

  /// ``glide(from:velocity:axis:direction:)`` for a velocity along the row.
  private func glide(from offset: Double, along: Double) -> (offset: Double, duration: Double) {
    let start = clamped(offset)
    guard isScrollable, along.isFinite, along != 0 else { return (start, 0) }
    let duration = StepperScrollPhysics.glideDuration(velocity: along)
    guard duration > 0 else { return (start, 0) }
    let distance = StepperScrollPhysics.projectedDistance(velocity: along)
    let end = clamped(start + distance)
    let travelled = abs(distance) > 0 ? abs(end - start) / abs(distance) : 0
    return (end, duration * travelled)
  }
}

/// What a row does when the finger leaves it (``StepperScrollViewport/release(at:velocity:)``).
package enum StepperScrollRelease: Sendable, Hashable {
  /// It rests at the offset.
  case rest(at: Double)
  /// It was pulled past an end: it springs back to the offset inside, with the core's move
  /// timing (`StepperMotion`).
  case springBack(to: Double)
  /// It glides on at `velocity` points per second along the row, slowing as a scroll view
  /// does (``StepperScrollPhysics/glide(velocity:after:)``), to `to` in `duration` seconds.
  case glide(velocity: Double, to: Double, duration: Double)
}
