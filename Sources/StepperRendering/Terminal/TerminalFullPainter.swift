import StepperKit

/// Draws a full row or column (``TerminalCellPlan/Mode/full``): connectors first, so that a marker
/// rounded onto a connector's cell is still whole, then every step's shape but the current
/// one's in the glyph the plan chooses, the last step's after the others.
enum TerminalFullPainter {
  /// Draws the connectors and the shapes, the current step's aside, with `brush`.
  static func draw(with brush: borrowing TerminalBrush, on canvas: inout TerminalCanvas) {
    let body = brush.plan.body
    let (current, last) = (brush.plan.currentShape, brush.plan.lastShape)
    for position in body where TerminalCellPlan.isConnector(brush.elements.role(at: position)) {
      brush.drawPart(at: position, on: &canvas)
    }
    for position in body
    where position != current && position != last && brush.plan.isShape(at: position) {
      brush.drawShape(at: position, as: brush.plan.glyph(at: position), on: &canvas)
    }
    if let last, last != current {
      brush.drawShape(at: last, as: brush.plan.glyph(at: last), on: &canvas)
    }
  }
}
