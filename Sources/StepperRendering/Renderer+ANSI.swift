import StepperKit

extension Renderer {
  /// Terminal output in 24-bit color, 80 columns wide at most: ``ansi(colorMode:columns:)``
  /// with ``TerminalColorMode/trueColor``.
  public static let ansi = ansi(colorMode: .trueColor, columns: 80)

  /// Terminal output: the scene drawn with Unicode box and block characters on a grid of
  /// cells, in the scene's colors.
  ///
  /// The main axis maps the scene's points onto cells (4 points a column for dashes, 8 for
  /// markers and bullets, rows twice that), and a horizontal row that would be wider than
  /// `columns` is scaled down to fit. Each part is drawn
  /// in the characters ``TerminalGlyphs`` gives its state, so states stay apart without color;
  /// in a color mode, characters take the scene's colors and the grid the surface color. Text
  /// is measured with ``DisplayWidth`` and cleaned with ``TerminalText``.
  ///
  /// - Parameters:
  ///   - colorMode: The escape sequences allowed; ``TerminalColorMode/none`` writes plain text.
  ///   - columns: The terminal's width; every line fits in it (at least 1 column is used).
  public static func ansi(colorMode: TerminalColorMode, columns: Int) -> Renderer {
    Renderer(name: "ansi", mediaType: "text/plain", fileExtension: "txt") { scene in
      ANSIWriter(scene: scene, colorMode: colorMode, columns: max(1, columns)).document()
    }
  }
}

/// Writes a scene as terminal text.
struct ANSIWriter {
  /// Points per cell along the main axis: a dash row is drawn at 4 points a column, so that
  /// the 4-point gaps between dashes stay; markers and bullets, which are drawn 3 and 1 cells
  /// wide whatever their size, at 8. Terminal cells are about twice as tall as wide, so rows
  /// take twice the points of columns.
  static func pointsPerCell(_ style: StepperStyle, _ axis: StepperAxis) -> Double {
    let column = style == .dash ? 4.0 : 8.0
    return axis == .horizontal ? column : 2 * column
  }

  let scene: Scene
  let colorMode: TerminalColorMode
  let columns: Int

  private var isHorizontal: Bool { scene.axis == .horizontal }

  /// The number of cells along the main axis.
  private var mainCells: Int {
    let length = isHorizontal ? scene.size.width : scene.size.height
    let natural = max(1, Int((length / Self.pointsPerCell(scene.style, scene.axis)).rounded(.up)))
    return isHorizontal ? min(columns, natural) : natural
  }

  /// Cells per point along the main axis.
  private var scale: Double {
    Double(mainCells) / (isHorizontal ? scene.size.width : scene.size.height)
  }

  func document() -> String {
    let crossCells = isHorizontal ? 1 : min(columns, scene.elements.map(crossWidth).max() ?? 1)
    var canvas = TerminalCanvas(
      width: isHorizontal ? mainCells : crossCells, height: isHorizontal ? 1 : mainCells,
      background: colorMode == .none ? nil : scene.background)
    // Connectors first, so that a marker rounded onto a connector's cell is still whole.
    for element in scene.elements where element.role == .connector {
      draw(element, on: &canvas)
    }
    for element in scene.elements where element.role != .connector {
      draw(element, on: &canvas)
    }
    return canvas.lines(colorMode).joined(separator: "\n") + "\n"
  }

  /// Draws one element; each role is handled here and only here.
  private func draw(_ element: SceneElement, on canvas: inout TerminalCanvas) {
    let fill = element.fill
    switch element.role {
    case .dash:
      let glyph = String(TerminalGlyphs.bar(element.state, axis: scene.axis))
      for cell in span(element.frame) { put(glyph, at: cell, width: 1, fill, on: &canvas) }
    case .connector:
      let glyph = String(TerminalGlyphs.connector(element.state, axis: scene.axis))
      for cell in span(element.frame) { put(glyph, at: cell, width: 1, fill, on: &canvas) }
    case .bullet:
      let glyph = String(TerminalGlyphs.bullet(element.state))
      put(glyph, at: centerCell(element.frame), width: 1, fill, on: &canvas)
    case .marker:
      let (leading, trailing) = TerminalGlyphs.markerSides(
        element.state, isOutlined: element.stroke != nil)
      let content = element.content.map(TerminalGlyphs.content) ?? " "
      let width = crossWidth(element)
      let edge = element.stroke?.color ?? fill
      let start = put(
        String(leading), at: centerCell(element.frame), width: width, edge, on: &canvas)
      put(
        content, row: start.row, column: start.column + 1, element.content?.color,
        background: fill, on: &canvas)
      put(
        String(trailing), row: start.row, column: start.column + width - 1, edge, on: &canvas)
    }
  }

  /// How many cells an element takes across the main axis of a vertical column.
  private func crossWidth(_ element: SceneElement) -> Int {
    guard element.role == .marker else { return 1 }
    return 2 + DisplayWidth.of(element.content.map(TerminalGlyphs.content) ?? " ")
  }

  /// The main-axis cells a frame covers: at least one.
  private func span(_ frame: Rect) -> Range<Int> {
    let (start, end) = isHorizontal ? (frame.x, frame.maxX) : (frame.y, frame.maxY)
    let first = min(mainCells - 1, max(0, Int((start * scale).rounded())))
    let last = max(first + 1, min(mainCells, Int((end * scale).rounded())))
    return first..<last
  }

  /// The main-axis cell under a frame's center.
  private func centerCell(_ frame: Rect) -> Int {
    let center = isHorizontal ? frame.center.x : frame.center.y
    return min(mainCells - 1, max(0, Int((center * scale).rounded(.down))))
  }

  /// Puts `text`, `width` cells wide, centered on main-axis cell `cell` and across the column;
  /// returns where it started.
  @discardableResult
  private func put(
    _ text: String, at cell: Int, width: Int, _ color: RGBColor?,
    on canvas: inout TerminalCanvas
  ) -> (row: Int, column: Int) {
    let row: Int
    let column: Int
    if isHorizontal {
      row = 0
      column = min(max(0, cell - (width - 1) / 2), max(0, canvas.width - width))
    } else {
      row = cell
      column = max(0, (canvas.width - width) / 2)
    }
    put(text, row: row, column: column, color, on: &canvas)
    return (row, column)
  }

  private func put(
    _ text: String, row: Int, column: Int, _ color: RGBColor?, background: RGBColor? = nil,
    on canvas: inout TerminalCanvas
  ) {
    canvas.put(
      text, row: row, column: column, foreground: colorMode == .none ? nil : color,
      background: colorMode == .none ? nil : background)
  }
}
