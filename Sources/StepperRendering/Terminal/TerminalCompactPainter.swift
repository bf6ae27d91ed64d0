import StepperKit

/// Draws a compact row (``TerminalCellPlan/Mode/compact``): each marker as a bullet, in its
/// state's glyph and its outline's color or its fill, and between two markers, the connector
/// that joins them, across the cells between their bullets; a connector with a marker on one
/// side only (into the first step shown, or out of the last) takes its own cells.
enum TerminalCompactPainter {
  /// Draws the bullets and the connectors between them with `brush`.
  static func draw(with brush: borrowing TerminalBrush, on canvas: inout TerminalCanvas) {
    // The cell of the bullet before, and the connector met since it.
    var previousCell: Int?
    var connector: Int?
    for position in brush.plan.body {
      if TerminalCellPlan.isConnector(brush.elements.role(at: position)) {
        connector = position
      } else if brush.plan.isMarker(at: position) {
        let cell = brush.plan.centerCell(brush.plan.frames[position])
        if let connector {
          // The cells strictly between the two bullets, either way along the row.
          let between = previousCell.map { previous in
            let (low, high) = (min(previous, cell), max(previous, cell))
            return low + 1..<max(high, low + 1)
          }
          drawConnector(at: connector, between: between, with: brush, on: &canvas)
        }
        connector = nil
        previousCell = cell
        brush.drawAsBullet(at: position, on: &canvas)
      }
    }
    if let connector { drawConnector(at: connector, between: nil, with: brush, on: &canvas) }
  }

  /// Draws the connector at `position` across `cells`, or across its own cells.
  private static func drawConnector(
    at position: Int, between cells: Range<Int>?, with brush: borrowing TerminalBrush,
    on canvas: inout TerminalCanvas
  ) {
    let covered = cells ?? brush.mainCells(at: position)
    let glyph = TerminalGlyphs.connectorScalar(
      brush.elements.state(at: position), axis: brush.plan.axis)
    brush.paint(covered, with: glyph, brush.elements.fill(at: position), on: &canvas)
  }
}
