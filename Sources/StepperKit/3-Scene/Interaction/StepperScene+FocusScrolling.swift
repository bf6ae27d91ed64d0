extension StepperScene {
  /// The scroll offsets at which `step` shows whole in the part of a scrolling row its steps
  /// are drawn in (``stepsRect``; below the header band of a column that scrolls under its
  /// header), clamped to the row (`0...maximumOffset`): what keyboard focus needs when it moves
  /// to a step partly scrolled out of sight. `nil` for a row that does not scroll and for a
  /// step not on screen (a scene holds only those).
  ///
  /// The step is its mark (a dash, a dot, a marker; the current bullet's pill), not its
  /// 44-point hit area, which may reach past the row's ends.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(
  ///     total: 20, current: 3, scrolling: StepperScrolling(viewport: 375),
  ///     interaction: .tappable(steps: Set((1...20).map { StepperStepID($0) }))))
  /// print(scene.offsetsShowing(6).map { "\($0.lowerBound)...\($0.upperBound)" } ?? "none")
  /// // Prints "12.0...363.0"
  /// ```
  package func offsetsShowing(_ step: StepperStepID) -> ClosedRange<Double>? {
    guard let viewport, viewport.isScrollable,
      let position = elements.markPosition(of: step, in: elements.indices),
      let frame = elements.stepShape(at: position)?.frame
    else { return nil }
    let window = stepsRect
    // The mark's leading and trailing ends, measured from the window's leading edge along the
    // main axis, the way a growing offset moves the window.
    let leading: Double
    let trailing: Double
    let length: Double
    switch (axis, direction) {
    case (.horizontal, .leftToRight):
      (leading, trailing, length) = (frame.x - window.x, frame.maxX - window.x, window.width)
    case (.horizontal, .rightToLeft):
      (leading, trailing, length) = (window.maxX - frame.maxX, window.maxX - frame.x, window.width)
    case (.vertical, _):
      (leading, trailing, length) = (frame.y - window.y, frame.maxY - window.y, window.height)
    }
    let lower = viewport.clamped(viewport.offset + trailing - length)
    let upper = viewport.clamped(viewport.offset + leading)
    return lower...max(lower, upper)
  }

  /// The scroll offset that shows `step` whole, moving the row as little as possible from
  /// `offset` (the scene's own when `nil`): `offset` itself when the step already shows whole,
  /// else the offset that brings its leading or trailing end just inside the row's visible part
  /// (``offsetsShowing(_:)``). What a view scrolls to when keyboard focus moves to a step; the
  /// HTML output's keyboard script does the same. `nil` for a row that does not scroll and for
  /// a step not on screen.
  ///
  /// ```swift
  /// let scene = try StepperScene(
  ///   StepperConfiguration(
  ///     total: 20, current: 3, scrolling: StepperScrolling(viewport: 375),
  ///     interaction: .tappable(steps: Set((1...20).map { StepperStepID($0) }))))
  /// print(scene.offset(showing: 6) ?? -1)
  /// // Prints "12.0"
  /// ```
  package func offset(showing step: StepperStepID, from offset: Double? = nil) -> Double? {
    guard let range = offsetsShowing(step), let viewport else { return nil }
    let from = offset.flatMap { $0.isFinite ? $0 : nil } ?? viewport.offset
    return min(max(from, range.lowerBound), range.upperBound)
  }
}
