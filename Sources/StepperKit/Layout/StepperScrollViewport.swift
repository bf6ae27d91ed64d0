/// The visible part of a row that lives in a viewport.
public struct StepperScrollViewport: Sendable, Hashable {
  /// How far the row is scrolled from its leading end, in points: 0 shows step 1 at the
  /// leading edge.
  public let offset: Double
  /// The visible main-axis length.
  public let length: Double
  /// The main-axis length of the whole row.
  public let contentLength: Double

  /// Creates a viewport description.
  package init(offset: Double, length: Double, contentLength: Double) {
    self.offset = offset
    self.length = length
    self.contentLength = contentLength
  }

  /// Whether the row is longer than the viewport.
  public var isScrollable: Bool { contentLength > length }

  /// The largest offset: the final step at the trailing edge.
  public var maximumOffset: Double { max(0, contentLength - length) }
}
