extension StepperScrollViewport {
  /// The scroll offset after a drag that moved `translation` points since it began at
  /// `startOffset`, clamped to the row (`0...maximumOffset`).
  ///
  /// The row follows the finger: dragging toward the leading end (left in a left-to-right
  /// row, right in a right-to-left one, up in a column) reveals later steps, so the offset
  /// grows. Only the main axis's part of `translation` counts. A translation that is not a
  /// finite number leaves the offset where the drag began (clamped).
  ///
  /// ```swift
  /// let viewport = StepperScrollViewport(offset: 0, length: 375, contentLength: 1_403.4)
  /// let dragged = viewport.offset(
  ///   dragging: StepperPoint(x: -120, y: 8), from: 0, axis: .horizontal,
  ///   direction: .leftToRight)
  /// print(dragged)
  /// // Prints "120.0"
  /// ```
  ///
  /// - Parameters:
  ///   - translation: How far the finger moved since the drag began, in the view's points
  ///     (x right, y down), as a platform's drag gesture reports it.
  ///   - startOffset: The offset when the drag began.
  ///   - axis: The axis the steps follow.
  ///   - direction: The reading direction.
  package func offset(
    dragging translation: StepperPoint, from startOffset: Double, axis: StepperAxis,
    direction: StepperLayoutDirection
  ) -> Double {
    clamped(
      wantedOffset(dragging: translation, from: startOffset, axis: axis, direction: direction))
  }

  /// The offset shown while a drag that moved `translation` since it began at `startOffset`
  /// is under way: as ``offset(dragging:from:axis:direction:)``, but past either end of the
  /// row the finger pulls it on against a growing resistance
  /// (``StepperScrollPhysics/rubberBanded(_:maximum:dimension:)``), as a scroll view's edges
  /// do; the row springs back inside when let go.
  ///
  /// ```swift
  /// let viewport = StepperScrollViewport(offset: 0, length: 375, contentLength: 1_403.4)
  /// let pulled = viewport.rubberBandedOffset(
  ///   dragging: StepperPoint(x: 100, y: 0), from: 0, axis: .horizontal,
  ///   direction: .leftToRight)
  /// print(pulled < 0, pulled > -100)
  /// // Prints "true true"
  /// ```
  package func rubberBandedOffset(
    dragging translation: StepperPoint, from startOffset: Double, axis: StepperAxis,
    direction: StepperLayoutDirection
  ) -> Double {
    StepperScrollPhysics.rubberBanded(
      wantedOffset(dragging: translation, from: startOffset, axis: axis, direction: direction),
      maximum: maximumOffset, dimension: length)
  }

  /// How far a movement of `translation` points (x right, y down; a drag's, or a velocity in
  /// points per second) scrolls the row, in offset points: positive toward later steps.
  package static func scrollDistance(
    of translation: StepperPoint, axis: StepperAxis, direction: StepperLayoutDirection
  ) -> Double {
    let moved: Double
    switch axis {
    case .horizontal: moved = direction == .leftToRight ? -translation.x : translation.x
    case .vertical: moved = -translation.y
    }
    return moved.isFinite ? moved : 0
  }

  /// Which way the drawing moves as the offset grows: a unit step along the main axis, in the
  /// drawing's coordinates (x right, y down). Content drawn at offset `a` shows at offset `b`
  /// moved by `(a − b)` times this.
  package static func drawingDirection(
    axis: StepperAxis, direction: StepperLayoutDirection
  ) -> StepperPoint {
    switch axis {
    case .horizontal: StepperPoint(x: direction == .leftToRight ? 1 : -1, y: 0)
    case .vertical: StepperPoint(x: 0, y: 1)
    }
  }

  /// The offset a drag wants, before it is kept inside the row.
  private func wantedOffset(
    dragging translation: StepperPoint, from startOffset: Double, axis: StepperAxis,
    direction: StepperLayoutDirection
  ) -> Double {
    let start = startOffset.isFinite ? startOffset : offset
    return start + Self.scrollDistance(of: translation, axis: axis, direction: direction)
  }
}
