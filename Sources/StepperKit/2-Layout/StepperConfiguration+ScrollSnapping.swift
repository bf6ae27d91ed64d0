extension StepperConfiguration {
  /// The scroll geometry a platform scroll view needs for a row in a viewport: the viewport's
  /// length, the whole row's length, and as `offset` the page that shows the current step
  /// (``pageOffset``); `nil` for a row drawn whole. A row that does not scroll has the
  /// viewport's length as its content length, so that nothing scrolls.
  ///
  /// The platform scrolls; the core only says how long the content is, where to page to and
  /// where a released row may rest (``snapOffsets``, ``restingOffset(proposed:from:velocity:)``).
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   total: 20, current: 16, scrolling: StepperScrolling(viewport: 375))
  /// let viewport = configuration.scrollViewport
  /// print(viewport?.offset ?? 0, viewport?.length ?? 0)
  /// // Prints "1028.3999999999999 375.0"
  /// ```
  package var scrollViewport: StepperScrollViewport? {
    guard let viewport = options.viewport else { return nil }
    guard let length = scrollingViewport else {
      return StepperScrollViewport(offset: 0, length: viewport, contentLength: viewport)
    }
    let row = MainAxisRow.rowMetrics(self)
    return StepperScrollViewport(
      offset: row.pageOffset(showing: steps.ordinal(of: options.current), viewport: length),
      length: length, contentLength: max(row.contentLength, length))
  }

  /// The offsets a released row may rest on (Specification#scroll-snapping), ascending and
  /// without repeats: each step first on screen, as a page pins it (its slot's start less the
  /// row's end room), kept inside the row, and the right-aligned end, where the final step sits
  /// at the trailing edge. Empty for a row drawn whole or one that does not scroll.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   total: 6, current: 1, scrolling: StepperScrolling(viewport: 200))
  /// print(configuration.snapOffsets.count)
  /// // Prints "4"
  /// ```
  package var snapOffsets: [Double] {
    guard let snapping = ScrollSnapping(self) else { return [] }
    var offsets: [Double] = []
    for ordinal in 0..<snapping.row.sequence.count {
      let offset = snapping.offset(ofOrdinal: ordinal)
      if offset > (offsets.last ?? -1) { offsets.append(offset) }
      if offset >= snapping.maximum { break }
    }
    return offsets
  }

  /// Where a row a person lets go comes to rest (Specification#scroll-snapping): the snap
  /// offset (``snapOffsets``) nearest to `proposed`, the offset the platform's own deceleration
  /// would stop at. A flick (faster than ``StepperScrollViewport/flickSpeed`` along the row)
  /// always moves the row at least one snap offset from `start` in its direction, as a page
  /// control does; a slower release rests on the nearest. `nil` for a row drawn whole or one
  /// that does not scroll.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(
  ///   total: 20, current: 1, scrolling: StepperScrolling(viewport: 375))
  /// print(configuration.restingOffset(proposed: 30, from: 0, velocity: 0) ?? -1)
  /// // Prints "0.0"
  /// print(configuration.restingOffset(proposed: 30, from: 0, velocity: 900) ?? -1)
  /// // Prints "72.6"
  /// ```
  ///
  /// - Parameters:
  ///   - proposed: Where the platform's scroll view would stop, in offset points.
  ///   - start: The offset when the person's drag began.
  ///   - velocity: The release velocity along the row, in points per second: positive toward
  ///     later steps (``StepperScrollViewport/scrollDistance(of:axis:direction:)`` turns a
  ///     platform's velocity into it). A value that is not a number counts as 0.
  package func restingOffset(proposed: Double, from start: Double, velocity: Double) -> Double? {
    guard let snapping = ScrollSnapping(self) else { return nil }
    let tolerance = 1e-9
    let speed = velocity.isFinite ? velocity : 0
    let from = snapping.clamped(start)
    let nearest = snapping.nearest(to: snapping.clamped(proposed.isFinite ? proposed : from))
    if speed > StepperScrollViewport.flickSpeed, nearest <= from + tolerance {
      return snapping.after(from)
    }
    if speed < -StepperScrollViewport.flickSpeed, nearest >= from - tolerance {
      return snapping.before(from)
    }
    return nearest
  }
}

/// The snap offsets of a row that scrolls, found by bisecting its steps: a 10,000-step row
/// costs a few dozen slot reads, not a list.
private struct ScrollSnapping {
  let row: RowMetrics
  let maximum: Double

  init?(_ configuration: StepperConfiguration) {
    guard let length = configuration.scrollingViewport else { return nil }
    row = MainAxisRow.rowMetrics(configuration)
    maximum = max(0, row.contentLength - length)
    guard maximum > 0, row.sequence.count > 0 else { return nil }
  }

  /// The offset that shows the step at `ordinal` first on screen, kept inside the row.
  func offset(ofOrdinal ordinal: Int) -> Double {
    clamped(row.slotStart(ofOrdinal: ordinal) - row.endRoom)
  }

  func clamped(_ offset: Double) -> Double { min(max(offset, 0), maximum) }

  /// The first ordinal whose snap offset is at or past `offset` (past `offset` when
  /// `strictly`), or the row's count when none is.
  private func firstOrdinal(from offset: Double, strictly: Bool) -> Int {
    let tolerance = 1e-9
    return (0..<row.sequence.count).partitioningIndex {
      let snap = self.offset(ofOrdinal: $0)
      return strictly ? snap > offset + tolerance : snap >= offset - tolerance
    }
  }

  /// The snap offset nearest to `offset`; the earlier of two as near.
  func nearest(to offset: Double) -> Double {
    let above = self.after(offset, strictly: false)
    let below = before(offset + 1e-9)
    return above - offset < offset - below ? above : below
  }

  /// The first snap offset past `offset` (or at it, unless `strictly`); the maximum when none.
  func after(_ offset: Double, strictly: Bool = true) -> Double {
    let ordinal = firstOrdinal(from: offset, strictly: strictly)
    return ordinal < row.sequence.count ? self.offset(ofOrdinal: ordinal) : maximum
  }

  /// The last snap offset before `offset`; 0 when none.
  func before(_ offset: Double) -> Double {
    let ordinal = firstOrdinal(from: offset, strictly: false)
    return ordinal > 0 ? self.offset(ofOrdinal: ordinal - 1) : 0
  }
}
