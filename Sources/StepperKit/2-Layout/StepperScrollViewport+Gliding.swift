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
    let start = min(max(offset.isFinite ? offset : self.offset, 0), maximumOffset)
    // The finger's velocity on the main axis, as the offset moves: the row follows the finger,
    // as in ``offset(dragging:from:axis:direction:)``.
    let along: Double
    switch axis {
    case .horizontal: along = direction == .leftToRight ? -velocity.x : velocity.x
    case .vertical: along = -velocity.y
    }
    guard isScrollable, along.isFinite, along != 0 else { return (start, 0) }
    let duration = StepperScrollPhysics.glideDuration(velocity: along)
    guard duration > 0 else { return (start, 0) }
    let distance = StepperScrollPhysics.projectedDistance(velocity: along)
    let end = min(max(start + distance, 0), maximumOffset)
    let travelled = abs(distance) > 0 ? abs(end - start) / abs(distance) : 0
    return (end, duration * travelled)
  }
}
