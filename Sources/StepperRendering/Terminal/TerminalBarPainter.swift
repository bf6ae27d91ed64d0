import StepperKit

/// Draws a row with more steps than cells as a bar (``TerminalLayout/Mode/bar``): a run of
/// steps drawn alike at a time (``StepperSceneElements/stateRun(containing:)``), each run in the
/// glyph and color of its state from the cells of its first shape to those of its last, and
/// back over the cells between it and the run before, which lead to its steps as a connector
/// would. A later run covers an earlier one where they share a cell, so a cell shows the last
/// step that covers it; the time taken follows the number of runs and cells, not of steps.
struct TerminalBarPainter {
  /// The layout and the colors.
  let brush: TerminalBrush

  /// Draws the runs of the bar.
  func draw(on canvas: inout TerminalCanvas) {
    let layout = brush.layout
    let elements = layout.elements
    // Steps follow the cells one way or the other (right to left in a right-to-left row).
    let isReversed = layout.isHorizontal && layout.direction == .rightToLeft
    // Where the run before ended: the cell after its last shape's, in the steps' order.
    var previousEnd: Int?
    var position = layout.body.lowerBound
    while position < layout.body.upperBound {
      let run = elements.stateRun(containing: position)
      position = run.upperBound
      guard let first = run.first(where: { layout.isShape(at: $0) }),
        let last = run.last(where: { layout.isShape(at: $0) })
      else { continue }
      let from = layout.mainCells(elements.role(at: first), elements.frame(at: first))
      let to =
        last == first ? from : layout.mainCells(elements.role(at: last), elements.frame(at: last))
      let lower = isReversed ? to.lowerBound : min(from.lowerBound, previousEnd ?? from.lowerBound)
      let upper = isReversed ? max(from.upperBound, previousEnd ?? from.upperBound) : to.upperBound
      let covered = lower..<max(lower + 1, upper)
      previousEnd = isReversed ? to.lowerBound : to.upperBound
      let glyph =
        elements.role(at: first) == .dash
        ? TerminalGlyphs.barScalar(elements.state(at: first), axis: layout.axis)
        : TerminalGlyphs.bulletScalar(elements.state(at: first))
      brush.paint(covered, with: glyph, brush.glyphColor(at: first), on: &canvas)
    }
  }
}
