import StepperKit

/// Draws a compact row (``TerminalLayout/Mode/compact``): each marker as a bullet, in its
/// state's glyph and its outline's color or its fill, and between two markers, the connector
/// that joins them, across the cells between their bullets; a connector with a marker on one
/// side only (into the first step shown, or out of the last) takes its own cells.
struct TerminalCompactPainter {
  /// The layout and the colors.
  let brush: TerminalBrush

  /// Draws the bullets and the connectors between them.
  func draw(on canvas: inout TerminalCanvas) {
    let layout = brush.layout
    let elements = layout.elements
    // The cell of the bullet before, and the connector met since it.
    var previousCell: Int?
    var connector: Int?
    for position in layout.body {
      switch elements.role(at: position) {
      case .connector:
        connector = position
      case .marker:
        let cell = layout.centerCell(elements.frame(at: position))
        if let connector {
          // The cells strictly between the two bullets, either way along the row.
          let between = previousCell.map { previous in
            let (low, high) = (min(previous, cell), max(previous, cell))
            return low + 1..<max(high, low + 1)
          }
          drawConnector(at: connector, between: between, on: &canvas)
        }
        connector = nil
        previousCell = cell
        brush.drawAsBullet(at: position, on: &canvas)
      default:
        continue
      }
    }
    if let connector { drawConnector(at: connector, between: nil, on: &canvas) }
  }

  /// Draws the connector at `position` across `cells`, or across its own cells.
  private func drawConnector(
    at position: Int, between cells: Range<Int>?, on canvas: inout TerminalCanvas
  ) {
    let elements = brush.elements
    let covered = cells ?? brush.layout.mainCells(.connector, elements.frame(at: position))
    let glyph = TerminalGlyphs.connectorScalar(
      elements.state(at: position), axis: brush.layout.axis)
    brush.paint(covered, with: glyph, elements.fill(at: position), on: &canvas)
  }
}
