import StepperKit

/// Draws a full row or column (``TerminalLayout/Mode/full``): connectors first, so that a marker
/// rounded onto a connector's cell is still whole, then every step's shape but the current
/// one's in the glyph the layout chooses, the last step's after the others.
struct TerminalFullPainter {
  /// The layout and the colors.
  let brush: TerminalBrush

  /// Draws the connectors and the shapes, the current step's aside.
  func draw(on canvas: inout TerminalCanvas) {
    let layout = brush.layout
    let elements = layout.elements
    for position in layout.body where elements.role(at: position) == .connector {
      brush.drawPart(at: position, on: &canvas)
    }
    for position in layout.body
    where position != layout.currentShape && position != layout.lastShape
      && layout.isShape(at: position)
    {
      brush.drawShape(at: position, as: layout.glyph(at: position), on: &canvas)
    }
    if let last = layout.lastShape, last != layout.currentShape {
      brush.drawShape(at: last, as: layout.glyph(at: last), on: &canvas)
    }
  }
}
