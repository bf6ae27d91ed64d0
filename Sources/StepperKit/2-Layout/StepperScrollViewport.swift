/// The visible part of a row that lives in a viewport: what a platform scroll view is given.
///
/// The platform's own scroll view moves the row (its deceleration, bounce, direction lock,
/// indicators and accessibility scrolling); the core only says how long the row is, where it
/// pages to (``StepperConfiguration/scrollViewport``) and where a released row may rest
/// (``StepperConfiguration/restingOffset(proposed:from:velocity:)``).
package struct StepperScrollViewport: Sendable, Hashable {
  /// The speed along the row, in points per second, above which a release is a flick: it moves
  /// the row at least one snap offset in its direction
  /// (``StepperConfiguration/restingOffset(proposed:from:velocity:)``).
  package static let flickSpeed = 300.0

  /// How far the row is scrolled from its leading end, in points: 0 shows step 1 at the
  /// leading edge.
  package let offset: Double
  /// The visible main-axis length.
  package let length: Double
  /// The main-axis length of the whole row.
  package let contentLength: Double

  /// Creates a viewport description.
  package init(offset: Double, length: Double, contentLength: Double) {
    self.offset = offset
    self.length = length
    self.contentLength = contentLength
  }

  /// Whether the row is longer than the viewport.
  package var isScrollable: Bool { contentLength > length }

  /// The largest offset: the final step at the trailing edge.
  package var maximumOffset: Double { max(0, contentLength - length) }

  /// `offset` kept inside the row, `0...maximumOffset`; an offset that is not a number is the
  /// viewport's own.
  package func clamped(_ offset: Double) -> Double {
    min(max(offset.isFinite ? offset : self.offset, 0), maximumOffset)
  }

  /// How far a movement of `translation` points (x right, y down; a drag's, or a velocity in
  /// points per second) scrolls the row, in offset points: positive toward later steps. The
  /// row follows the finger, so a finger moving toward the leading end (left in a
  /// left-to-right row, right in a right-to-left one, up in a column) reveals later steps.
  ///
  /// ```swift
  /// let along = StepperScrollViewport.scrollDistance(
  ///   of: StepperPoint(x: -120, y: 8), axis: .horizontal, direction: .leftToRight)
  /// print(along)
  /// // Prints "120.0"
  /// ```
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
}
