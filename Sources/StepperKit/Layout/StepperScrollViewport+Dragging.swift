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
    let start = startOffset.isFinite ? startOffset : offset
    let moved: Double
    switch axis {
    case .horizontal: moved = direction == .leftToRight ? -translation.x : translation.x
    case .vertical: moved = -translation.y
    }
    let wanted = moved.isFinite ? start + moved : start
    return min(max(wanted, 0), maximumOffset)
  }
}
