import StepperKit

/// Draws a row with more steps than cells as a bar (``TerminalCellPlan/Mode/bar``): a run of
/// steps drawn alike at a time (``StepperSceneElements/stateRun(containing:)``), each run in the
/// glyph and color of its state from the cells of its first shape to those of its last, and
/// back over the cells between it and the run before, which lead to its steps as a connector
/// would. A later run covers an earlier one where they share a cell, so a cell shows the last
/// step that covers it; the time taken follows the number of runs and cells, not of steps.
enum TerminalBarPainter {
  /// Draws the runs of the bar with `brush`.
  static func draw(with brush: borrowing TerminalBrush, on canvas: inout TerminalCanvas) {
    // Steps follow the cells one way or the other (right to left in a right-to-left row).
    let isReversed = brush.plan.isHorizontal && brush.plan.isRightToLeft
    // Read once: each read of the brush's elements is a copy, with its retain and release.
    let elements = brush.elements
    let body = brush.plan.body
    // Where the run before ended: the cell after its last shape's, in the steps' order.
    var previousEnd: Int?
    var position = body.lowerBound
    while position < body.upperBound {
      let run = elements.stateRun(containing: position)
      position = run.upperBound
      guard let first = run.first(where: { brush.plan.isShape(at: $0) }),
        let last = run.last(where: { brush.plan.isShape(at: $0) })
      else { continue }
      let from = brush.mainCells(at: first)
      let to = last == first ? from : brush.mainCells(at: last)
      let lower = isReversed ? to.lowerBound : min(from.lowerBound, previousEnd ?? from.lowerBound)
      let upper = isReversed ? max(from.upperBound, previousEnd ?? from.upperBound) : to.upperBound
      let covered = lower..<max(lower + 1, upper)
      previousEnd = isReversed ? to.lowerBound : to.upperBound
      let glyph =
        TerminalCellPlan.isDash(elements.role(at: first), elements.markShape)
        ? TerminalGlyphs.barScalar(elements.state(at: first), axis: brush.plan.axis)
        : TerminalGlyphs.bulletScalar(elements.state(at: first))
      brush.paint(covered, with: glyph, brush.glyphColor(at: first), on: &canvas)
    }
  }
}
