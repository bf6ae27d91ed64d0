/// The visible part of a row that lives in a viewport.
package struct StepperScrollViewport: Sendable, Hashable {
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
}
