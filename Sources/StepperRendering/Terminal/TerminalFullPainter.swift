import StepperKit

/// Draws a full row or column (``TerminalLayout/Mode/full``): connectors first, so that a marker
/// rounded onto a connector's cell is still whole, then every step's shape but the current
/// one's in the glyph the layout chooses, the last step's after the others.
enum TerminalFullPainter {
  /// Draws the connectors and the shapes, the current step's aside, with `brush`.
  static func draw(with brush: borrowing TerminalBrush, on canvas: inout TerminalCanvas) {
    let body = brush.layout.body
    let (current, last) = (brush.layout.currentShape, brush.layout.lastShape)
    for position in body where brush.elements.part(at: position) == .connector {
      brush.drawPart(at: position, on: &canvas)
    }
    for position in body
    where position != current && position != last && brush.layout.isShape(at: position) {
      brush.drawShape(at: position, as: brush.layout.glyph(at: position), on: &canvas)
    }
    if let last, last != current {
      brush.drawShape(at: last, as: brush.layout.glyph(at: last), on: &canvas)
    }
  }
}
