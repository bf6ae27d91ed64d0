import StepperKit

/// How a scene's main axis maps onto the cells of a grid (a terminal's): the columns of a row,
/// the lines of a column.
///
/// ```swift
/// let cells = MainAxisCells(start: 0, end: 100, pointsPerCell: 4, limit: 80)
/// print(cells.count, cells.cell(ofMain: 50))
/// // Prints "25 12"
/// ```
struct MainAxisCells: Sendable {
  /// The position of the first cell's start, in content coordinates.
  let start: Double
  /// The number of cells, at least 1.
  let count: Int
  /// Cells per point.
  let scale: Double

  /// Maps `start..<end` onto cells of `pointsPerCell` points, scaled down to at most `limit`
  /// cells (at least 1).
  init(start: Double, end: Double, pointsPerCell: Double, limit: Int) {
    self.start = start
    let natural = ((end - start) / pointsPerCell).rounded(.up)
    let cells = natural.isFinite ? max(1, Int(min(natural, 1_000_000))) : 1
    count = max(1, min(limit, cells))
    let length = end - start
    scale = length > 0 ? Double(count) / length : 0
  }

  /// Maps `start..<end` onto `count` cells (at least 1), whatever their points.
  init(start: Double, end: Double, count: Int) {
    self.start = start
    self.count = max(1, count)
    let length = end - start
    scale = length > 0 ? Double(self.count) / length : 0
  }

  /// The cell under a main-axis position, clamped to the cells.
  @inline(__always)
  func cell(ofMain position: Double) -> Int {
    let value = (position - start) * scale
    guard value.isFinite, value >= 0 else { return 0 }
    return value < Double(count) ? Int(value) : count - 1
  }

  /// The cells a main-axis extent covers on screen, rounded to the nearest cell edges: at
  /// least one.
  func span(from lower: Double, to upper: Double) -> Range<Int> {
    // Clamped to whole cells first, then rounded: the same, as the bounds are whole, and the
    // rounding needs no library call. NaN clamps to the lower bound.
    let from = Self.rounded(max(-1, min((lower - start) * scale, Double(count))))
    let to = Self.rounded(max(0, min((upper - start) * scale, Double(count))))
    let first = min(count - 1, max(0, from))
    let last = max(first + 1, min(count, to))
    return first..<last
  }

  /// `value` rounded to the nearest whole number, halves away from zero, as
  /// `value.rounded()`; `value` is finite and well within `Int`'s range.
  @inline(__always)
  private static func rounded(_ value: Double) -> Int {
    let whole = Int(value)
    let fraction = value - Double(whole)
    if fraction >= 0.5 { return whole + 1 }
    if fraction <= -0.5 { return whole - 1 }
    return whole
  }
}
