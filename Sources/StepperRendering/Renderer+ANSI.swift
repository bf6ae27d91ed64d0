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
  /// `columns` is scaled down to fit. Each part is drawn in the characters ``TerminalGlyphs``
  /// gives its state, so states stay apart without color; in a color mode, characters take the
  /// scene's colors and the grid the surface color. Text is measured with ``DisplayWidth`` and
  /// cleaned with ``TerminalText``.
  ///
  /// Where the shapes of several steps fall into the same cell (a row of more steps than
  /// columns), one of them is drawn, with its name and the connector that leaves it: the current
  /// step when it is among them, so a row of any length shows where the user is, and otherwise
  /// the last of them, as if each step were drawn over the one before (a failed step that is
  /// not current may not show). The time taken follows the size of the output, not the number of steps: a row of
  /// 10,000 steps in 80 columns reads a few of its elements a column.
  ///
  /// - Parameters:
  ///   - colorMode: The escape sequences allowed; ``TerminalColorMode/none`` writes plain text.
  ///   - columns: The terminal's width; every line fits in it (at least 1 column is used).
  public static func ansi(colorMode: TerminalColorMode, columns: Int) -> Renderer {
    Renderer(name: "ansi", mediaType: "text/plain", fileExtension: "txt") { scene in
      ANSIWriter(scene, colorMode: colorMode, columns: max(1, columns)).document()
    }
  }
}

/// Writes a scene as terminal text.
///
/// The main axis of the steps maps onto cells at a fixed density; across it, each step is one
/// line (a row, or a column). The header goes on the first line with a blank line after it;
/// names go under a horizontal row, one line each, and beside a vertical column, on the side
/// the scene puts them. Connectors are drawn first, then shapes and names, then the header:
/// what comes later covers what came before.
struct ANSIWriter {
  /// Points per cell along the main axis: a dash row is drawn at 4 points a column, so that
  /// the 4-point gaps between dashes stay; markers and bullets, which are drawn 3 and 1 cells
  /// wide whatever their size, at 8. Terminal cells are about twice as tall as wide, so rows
  /// take twice the points of columns.
  static func pointsPerCell(_ style: StepperStyle, _ axis: StepperAxis) -> Double {
    let column = style == .dash ? 4.0 : 8.0
    return axis == .horizontal ? column : 2 * column
  }

  let colorMode: TerminalColorMode
  let columns: Int
  /// The axis the steps follow.
  private let axis: StepperAxis
  private let isHorizontal: Bool
  /// The scene's surface color.
  private let background: RGBColor
  /// The header: the current step's name and the "All steps" control, which a scene lists
  /// before its steps.
  private let header: [SceneElement]
  /// The elements drawn along the main axis: shapes, connectors and names, of the steps that
  /// show (``TerminalStepSelection``).
  private let body: [TerminalStepSelection.Entry]
  /// How the main axis maps onto cells.
  private let cells: MainAxisCells
  /// The cells under the names' anchors, sorted.
  private let nameCells: [Int]
  /// The current step, whose shape is drawn over its neighbors' in a crowded row.
  private let current: StepID
  /// Whether some steps share a cell, so that some were left out of ``body``.
  private let isCrowded: Bool

  /// Prepares to write `scene`: reads its header and the elements of the steps that show.
  init(_ scene: borrowing Scene, colorMode: TerminalColorMode, columns: Int) {
    let elements = scene.elements
    self.colorMode = colorMode
    self.columns = columns
    axis = scene.axis
    current = scene.accessibility.current
    background = scene.background
    let isHorizontal = scene.axis == .horizontal
    self.isHorizontal = isHorizontal
    var bodyStart = elements.startIndex
    var header: [SceneElement] = []
    var first: SceneElement?
    while bodyStart < elements.endIndex {
      let element = elements[bodyStart]
      guard element.role == .title || element.role == .allSteps else {
        first = element
        break
      }
      header.append(element)
      bodyStart += 1
    }
    self.header = header
    // The steps start at the viewport's start, or below the header of a vertical column, where
    // the first shape is.
    let visible = scene.visibleRect
    let mainStart: Double
    if isHorizontal {
      mainStart = visible.x
    } else {
      let firstShape = elements[bodyStart...].first {
        $0.role == .dash || $0.role == .bullet || $0.role == .marker
      }
      mainStart = max(visible.y, firstShape?.frame.y ?? visible.y)
    }
    let cells = MainAxisCells(
      start: mainStart, end: isHorizontal ? visible.maxX : visible.maxY,
      pointsPerCell: Self.pointsPerCell(scene.style, axis),
      limit: isHorizontal ? columns : .max)
    self.cells = cells
    let body = TerminalStepSelection(
      body: bodyStart..<elements.endIndex, cells: cells, axis: scene.axis,
      current: current
    ).entries(of: elements, first: first)
    self.body = body
    isCrowded = body.count < elements.endIndex - bodyStart
    var nameCells: [Int] = []
    if isHorizontal {
      for index in body.indices where body[index].element.role == .label {
        if let anchor = body[index].element.text?.baselines.first?.x {
          nameCells.append(cells.cell(ofMain: anchor))
        }
      }
      nameCells.sort()
    }
    self.nameCells = nameCells
  }

  /// The columns of a vertical layout: names on the left, steps, names on the right.
  private struct Bands {
    var left = 0
    var steps = 1
    var right = 0
    var stepsStart: Int { left == 0 ? 0 : left + 1 }
    var rightStart: Int { stepsStart + steps + 1 }
    var width: Int { stepsStart + steps + (right == 0 ? 0 : right + 1) }
  }

  func document() -> String {
    let headerRows = header.isEmpty ? 0 : 2
    let width: Int
    let height: Int
    var bands = Bands()
    if isHorizontal {
      width = cells.count
      var nameLines = 0
      for index in body.indices where body[index].element.role == .label {
        nameLines = max(nameLines, body[index].element.text?.lines.count ?? 0)
      }
      height = headerRows + 1 + nameLines
    } else {
      bands.steps = max(1, body.map { crossWidth($0.element) }.max() ?? 1)
      for entry in body where entry.element.role == .label {
        let textWidth =
          entry.element.text.map {
            $0.lines.map { DisplayWidth.of(TerminalText.sanitized($0)) }.max() ?? 0
          } ?? 0
        if isBeforeSteps(entry.element.frame, stepFrame: entry.stepFrame) {
          bands.left = max(bands.left, textWidth)
        } else {
          bands.right = max(bands.right, textWidth)
        }
      }
      // Names give way first, so that the steps always fit.
      let room = max(0, columns - bands.steps)
      if bands.left > 0, bands.right > 0 {
        bands.left = min(bands.left, max(1, (room - 2) / 2))
        bands.right = min(bands.right, max(1, (room - 2) / 2))
      } else if bands.left > 0 {
        bands.left = min(bands.left, max(0, room - 1))
      } else if bands.right > 0 {
        bands.right = min(bands.right, max(0, room - 1))
      }
      let headerWidth = header.compactMap(\.text).map {
        DisplayWidth.of(TerminalText.sanitized($0.lines.joined(separator: " ")))
      }.reduce(header.count > 1 ? 1 : 0, +)
      width = min(columns, max(bands.width, headerWidth))
      height = headerRows + cells.count + 1
    }
    var canvas = TerminalCanvas(
      width: max(width, 1), height: height,
      background: colorMode == .none ? nil : background)
    // Connectors first, so that a marker rounded onto a connector's cell is still whole.
    for index in body.indices where body[index].element.role == .connector {
      draw(at: index, headerRows: headerRows, bands: bands, on: &canvas)
    }
    // In a row denser than the terminal, the current step's shape last, so that no neighbor is
    // drawn over it.
    var currentShape: Int?
    for index in body.indices where body[index].element.role != .connector {
      // Neither a connector nor a name: a shape.
      if isCrowded, body[index].element.step == current, body[index].element.role != .label {
        currentShape = index
        continue
      }
      draw(at: index, headerRows: headerRows, bands: bands, on: &canvas)
    }
    if let currentShape {
      draw(at: currentShape, headerRows: headerRows, bands: bands, on: &canvas)
    }
    drawHeader(on: &canvas)
    return canvas.text(colorMode)
  }

  /// Draws the element of the entry at `index` in ``body``; each role is handled here and only
  /// here (the header in ``drawHeader(on:)``). The element's parts are read where they are, one
  /// at a time, rather than copied whole.
  private func draw(
    at index: Int, headerRows: Int, bands: Bands, on canvas: inout TerminalCanvas
  ) {
    let role = body[index].element.role
    let state = body[index].element.state
    let frame = body[index].element.frame
    func place(_ cell: Int, width: Int) -> (row: Int, column: Int) {
      if isHorizontal {
        return (headerRows, min(max(0, cell - (width - 1) / 2), max(0, canvas.width - width)))
      }
      return (headerRows + cell, bands.stepsStart + max(0, (bands.steps - width) / 2))
    }
    switch role {
    case .dash, .connector:
      let glyph =
        role == .dash
        ? TerminalGlyphs.barScalar(state, axis: axis)
        : TerminalGlyphs.connectorScalar(state, axis: axis)
      let fill = body[index].element.fill
      for cell in span(frame) {
        let at = place(cell, width: 1)
        put(glyph: glyph, row: at.row, column: at.column, fill, on: &canvas)
      }
    case .bullet:
      let at = place(centerCell(frame), width: 1)
      put(
        glyph: TerminalGlyphs.bulletScalar(state), row: at.row, column: at.column,
        body[index].element.fill, on: &canvas)
    case .marker:
      let fill = body[index].element.fill
      let stroke = body[index].element.stroke
      let (leading, trailing) = TerminalGlyphs.markerSideScalars(state, isOutlined: stroke != nil)
      let edge = stroke?.color ?? fill
      let content = body[index].element.content
      let color = content?.color
      // Draws the sides of a marker `width` cells wide; returns where its content goes.
      func drawSides(width: Int) -> (row: Int, column: Int) {
        let at = place(centerCell(frame), width: width)
        put(glyph: leading, row: at.row, column: at.column, edge, on: &canvas)
        put(glyph: trailing, row: at.row, column: at.column + width - 1, edge, on: &canvas)
        return (at.row, at.column + 1)
      }
      switch content {
      case .none:
        let at = drawSides(width: 3)
        put(glyph: " ", row: at.row, column: at.column, nil, background: fill, on: &canvas)
      case .check, .error:
        let at = drawSides(width: 3)
        if let content, let glyph = TerminalGlyphs.contentScalar(content) {
          put(glyph: glyph, row: at.row, column: at.column, color, background: fill, on: &canvas)
        }
      case .number(var number, _, _):
        // A number in ASCII digits, as most are, is written as it is, a byte a column.
        let isWritten = number.withUTF8 { digits in
          guard TerminalCanvas.isPrintableASCII(digits) else { return false }
          let at = drawSides(width: 2 + digits.count)
          put(
            printable: digits, row: at.row, column: at.column, color, background: fill,
            on: &canvas)
          return true
        }
        if !isWritten, let content {
          let text = TerminalGlyphs.content(content)
          let at = drawSides(width: 2 + DisplayWidth.of(text))
          put(text, row: at.row, column: at.column, color, background: fill, on: &canvas)
        }
      }
    case .label:
      guard let text = body[index].element.text else { return }
      if isHorizontal {
        let center = cells.cell(ofMain: text.baselines.first?.x ?? frame.center.x)
        let room = territory(of: center, width: canvas.width)
        for (lineIndex, line) in text.lines.enumerated() {
          let shown = DisplayWidth.truncated(TerminalText.sanitized(line), toWidth: room.count)
          let width = DisplayWidth.of(shown)
          let column = min(max(room.lowerBound, center - (width - 1) / 2), room.upperBound - width)
          put(shown, row: headerRows + 1 + lineIndex, column: column, text.color, on: &canvas)
        }
      } else {
        // The first line on the row of the step it names.
        let stepFrame = body[index].stepFrame
        let row = headerRows + centerCell(stepFrame ?? frame)
        let before = isBeforeSteps(frame, stepFrame: stepFrame)
        let room = before ? bands.left : min(bands.right, canvas.width - bands.rightStart)
        for (lineIndex, line) in text.lines.enumerated() {
          let shown = DisplayWidth.truncated(TerminalText.sanitized(line), toWidth: room)
          let column = before ? bands.left - DisplayWidth.of(shown) : bands.rightStart
          put(shown, row: row + lineIndex, column: column, text.color, on: &canvas)
        }
      }
    case .title, .allSteps:
      return
    }
  }

  /// Draws the header on the first line: the current step's name on its side, "All steps" on
  /// the other; the name gives way.
  private func drawHeader(on canvas: inout TerminalCanvas) {
    let control = header.first { $0.role == .allSteps }
    let controlText = control?.text.map { TerminalText.sanitized($0.lines.joined(separator: " ")) }
    let controlShown = DisplayWidth.truncated(controlText ?? "", toWidth: canvas.width)
    let controlWidth = DisplayWidth.of(controlShown)
    if let control, let text = control.text {
      let column = text.anchor == .right ? canvas.width - controlWidth : 0
      put(controlShown, row: 0, column: column, text.color, on: &canvas)
    }
    if let title = header.first(where: { $0.role == .title }), let text = title.text {
      let room = max(0, canvas.width - (controlWidth > 0 ? controlWidth + 1 : 0))
      let shown = DisplayWidth.truncated(
        TerminalText.sanitized(text.lines.joined(separator: " ")), toWidth: room)
      let leftOfControl = control?.text?.anchor == .right || control == nil
      let column =
        text.anchor == .right
        ? canvas.width - DisplayWidth.of(shown) : (leftOfControl ? 0 : controlWidth + 1)
      put(shown, row: 0, column: column, text.color, on: &canvas)
    }
  }

  /// Whether a name sits before the steps across a vertical column (right-to-left layouts).
  private func isBeforeSteps(_ name: Rect, stepFrame: Rect?) -> Bool {
    guard let stepFrame else { return false }
    return name.center.x < stepFrame.center.x
  }

  /// The columns a name centered on `center` may take: up to a cell short of halfway to the
  /// names on either side, so that neighbors keep a blank between them, or to the edge where
  /// there is none.
  private func territory(of center: Int, width: Int) -> Range<Int> {
    // The nearest anchors on either side, by binary search in the sorted anchors.
    var low = 0
    var high = nameCells.count
    while low < high {
      let middle = (low + high) / 2
      if nameCells[middle] < center { low = middle + 1 } else { high = middle }
    }
    let left = low > 0 ? nameCells[low - 1] : nil
    var next = low
    while next < nameCells.count, nameCells[next] <= center { next += 1 }
    let right = next < nameCells.count ? nameCells[next] : nil
    let start = left.map { center - ($0 == center - 1 ? 0 : (center - $0 - 2) / 2) } ?? 0
    let end = right.map { center + 1 + ($0 == center + 1 ? 0 : ($0 - center - 2) / 2) } ?? width
    return max(0, min(start, width - 1))..<max(min(end, width), min(start, width - 1) + 1)
  }

  /// How many cells an element takes across the main axis of a vertical column.
  private func crossWidth(_ element: SceneElement) -> Int {
    guard element.role == .marker else { return 1 }
    guard let content = element.content, TerminalGlyphs.contentScalar(content) == nil
    else { return 3 }
    return 2 + DisplayWidth.of(TerminalGlyphs.content(content))
  }

  /// The main-axis cells a frame covers on screen: at least one.
  private func span(_ frame: Rect) -> Range<Int> {
    isHorizontal
      ? cells.span(from: frame.x, to: frame.maxX) : cells.span(from: frame.y, to: frame.maxY)
  }

  /// The main-axis cell under a frame's center.
  private func centerCell(_ frame: Rect) -> Int {
    cells.cell(ofMain: isHorizontal ? frame.center.x : frame.center.y)
  }

  private func put(
    _ text: String, row: Int, column: Int, _ color: RGBColor?, background: RGBColor? = nil,
    on canvas: inout TerminalCanvas
  ) {
    canvas.put(
      text, row: row, column: column, foreground: colorMode == .none ? nil : color,
      background: colorMode == .none ? nil : background)
  }

  private func put(
    printable bytes: UnsafeBufferPointer<UInt8>, row: Int, column: Int, _ color: RGBColor?,
    background: RGBColor? = nil, on canvas: inout TerminalCanvas
  ) {
    canvas.put(
      printable: bytes, row: row, column: column, foreground: colorMode == .none ? nil : color,
      background: colorMode == .none ? nil : background)
  }

  private func put(
    glyph: Unicode.Scalar, row: Int, column: Int, _ color: RGBColor?,
    background: RGBColor? = nil, on canvas: inout TerminalCanvas
  ) {
    canvas.put(
      glyph: glyph, row: row, column: column, foreground: colorMode == .none ? nil : color,
      background: colorMode == .none ? nil : background)
  }
}
