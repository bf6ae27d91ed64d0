import StepperKit

/// The steps a row or column in a viewport leaves out of view, which a terminal drawing counts
/// on a line under the steps, so that a reader knows more steps come before or after: "◂ 1 more"
/// on the side of the steps before, "2 more ▸" on the side of those after (in a column "▴" and
/// "▾"). The count is of main steps, as the announcement counts them ("Step 2 of 5"); "more"
/// alone says that only part of a step, or only sub-steps, are out of view.
///
/// ```swift
/// let hidden = TerminalHiddenSteps(before: nil, after: 2)
/// let legend = hidden.legend(axis: .horizontal, direction: .leftToRight)
/// print(legend.rightText, legend.width)
/// // Prints "2 more ▸ 8"
/// ```
struct TerminalHiddenSteps: Equatable, Sendable {
  /// The main steps out of view before the first one shown, or `nil` when nothing is.
  let before: Int?
  /// The main steps out of view after the last one shown, or `nil` when nothing is.
  let after: Int?
  /// The legend's color: the names of steps not yet reached (`text/sub-600`), or `nil`.
  let color: StepperColor?

  init(before: Int?, after: Int?, color: StepperColor? = nil) {
    self.before = before
    self.after = after
    self.color = color
  }

  /// The steps `scene`'s viewport leaves out of view, or `nil` when it shows them all (or the
  /// scene has no viewport). A step shows when its shape's center is in view; its shape is
  /// read from `frames`.
  init?(_ scene: borrowing StepperScene, body: Range<Int>, frames: TerminalShapeFrames) {
    guard let viewport = scene.viewport, viewport.isScrollable else { return nil }
    let elements = scene.elements
    let isHorizontal = scene.axis == .horizontal
    let view = scene.stepsRect
    let (low, high) = isHorizontal ? (view.x, view.maxX) : (view.y, view.maxY)
    var first: StepperStepID?
    var last: StepperStepID?
    var someOut = false
    for position in body where TerminalCellPlan.isShape(elements.role(at: position)) {
      guard let step = elements.step(at: position) else { continue }
      let center = frames[position].center
      let main = isHorizontal ? center.x : center.y
      guard main >= low, main <= high else {
        someOut = true
        continue
      }
      if first == nil { first = step }
      last = step
    }
    let total = scene.accessibility.total
    let beforeCount = first.map { $0.substep != nil ? $0.step : $0.step - 1 } ?? 0
    let afterCount = last.map { total - $0.step } ?? total
    let isOffset = viewport.offset > 0
    let isShort = viewport.offset + viewport.length < viewport.contentLength
    before = beforeCount > 0 || (isOffset && someOut) ? beforeCount : nil
    after = afterCount > 0 || (isShort && someOut) ? afterCount : nil
    color = scene.theme[.textSub600]
    if before == nil, after == nil { return nil }
  }

  /// The legend's two ends, each empty when nothing is out of view on that side: the steps
  /// before go on the left of a left-to-right row and the right of a right-to-left one; in a
  /// column, those above on the left.
  func legend(axis: StepperAxis, direction: StepperLayoutDirection) -> Legend {
    let isColumn = axis == .vertical
    let isReversed = !isColumn && direction == .rightToLeft
    return Legend(
      left: Legend.End(count: isReversed ? after : before, mark: isColumn ? "▴" : "◂"),
      right: Legend.End(count: isReversed ? before : after, mark: isColumn ? "▾" : "▸"))
  }

  /// A legend's two ends: "◂ 1 more" on the left, "2 more ▸" on the right.
  struct Legend: Equatable, Sendable {
    /// One end: a count of steps and the arrow that points their way, on the outer side.
    struct End: Equatable, Sendable {
      /// The steps out of view on its side: `nil` when nothing is, 0 when only part of a step
      /// or only sub-steps are ("more" alone).
      let count: Int?
      /// The arrow, one column wide.
      let mark: Unicode.Scalar

      /// Whether the end shows anything.
      var isEmpty: Bool { count == nil }

      /// The columns it takes: the count and "more", and the arrow after a blank.
      var columns: Int {
        guard let count else { return 0 }
        return (count > 0 ? count.decimalDigitCount + 1 : 0) + "more".utf8.count + 2
      }

      /// Its words: "2 more", or "more".
      var words: String {
        guard let count else { return "" }
        return count > 0 ? String(count) + " more" : "more"
      }
    }

    /// The left end, its arrow first.
    let left: End
    /// The right end, its arrow last.
    let right: End

    /// The left end's text: "◂ 1 more", or "".
    var leftText: String { left.isEmpty ? "" : String(left.mark) + " " + left.words }
    /// The right end's text: "2 more ▸", or "".
    var rightText: String { right.isEmpty ? "" : right.words + " " + String(right.mark) }

    /// The columns the legend takes on its line: its two ends and three blanks between them.
    var width: Int { left.columns + right.columns + (left.isEmpty || right.isEmpty ? 0 : 3) }
  }
}
