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
///
/// The main axis of the steps maps onto cells at a fixed density; across it, each step is one
/// line (a row, or a column). The header goes on the first line with a blank line after it;
/// names go under a horizontal row, one line each, and beside a vertical column, on the side
/// the scene puts them.
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
  private let isHorizontal: Bool
  /// The elements drawn along the main axis: shapes, connectors and names.
  private let body: [SceneElement]
  /// The header: the current step's name and the "All steps" control.
  private let header: [SceneElement]
  /// Each step's dash, bullet or marker.
  private let shapes: [StepID: SceneElement]
  /// Where the steps start along the main axis, in content coordinates: the viewport's start,
  /// below the header of a vertical column.
  private let mainStart: Double
  /// The number of cells along the main axis.
  private let mainCells: Int
  /// Cells per point along the main axis.
  private let scale: Double
  /// The cells under the names' anchors, sorted.
  private let nameCells: [Int]

  init(scene: Scene, colorMode: TerminalColorMode, columns: Int) {
    self.scene = scene
    self.colorMode = colorMode
    self.columns = columns
    let isHorizontal = scene.axis == .horizontal
    self.isHorizontal = isHorizontal
    body = scene.elements.filter { $0.role != .title && $0.role != .allSteps }
    header = scene.elements.filter { $0.role == .title || $0.role == .allSteps }
    var shapes: [StepID: SceneElement] = [:]
    for element in body where [.dash, .bullet, .marker].contains(element.role) {
      if let step = element.step { shapes[step] = element }
    }
    self.shapes = shapes
    let visible = scene.visibleRect
    let mainStart =
      isHorizontal ? visible.x : max(visible.y, shapes.values.map(\.frame.y).min() ?? visible.y)
    let mainEnd = isHorizontal ? visible.maxX : visible.maxY
    self.mainStart = mainStart
    let natural = ((mainEnd - mainStart) / Self.pointsPerCell(scene.style, scene.axis))
      .rounded(.up)
    let cells = natural.isFinite ? max(1, Int(min(natural, 1_000_000))) : 1
    let mainCells = isHorizontal ? min(columns, cells) : cells
    self.mainCells = mainCells
    let length = mainEnd - mainStart
    let scale = length > 0 ? Double(mainCells) / length : 0
    self.scale = scale
    nameCells = body.filter { $0.role == .label }.compactMap { $0.text?.baselines.first?.x }
      .map { Self.cell(ofMain: $0, start: mainStart, scale: scale, cells: mainCells) }.sorted()
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
    let names = body.filter { $0.role == .label }
    let headerRows = header.isEmpty ? 0 : 2
    let width: Int
    let height: Int
    var bands = Bands()
    if isHorizontal {
      width = mainCells
      height = headerRows + 1 + (names.map { $0.text?.lines.count ?? 0 }.max() ?? 0)
    } else {
      bands.steps = max(1, body.map(crossWidth).max() ?? 1)
      for name in names {
        let textWidth =
          name.text.map { $0.lines.map { DisplayWidth.of(TerminalText.sanitized($0)) }.max() ?? 0 }
          ?? 0
        if isBeforeSteps(name) {
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
      height = headerRows + mainCells + 1
    }
    var canvas = TerminalCanvas(
      width: max(width, 1), height: height,
      background: colorMode == .none ? nil : scene.background)
    // Connectors first, so that a marker rounded onto a connector's cell is still whole.
    for element in body where element.role == .connector {
      draw(element, headerRows: headerRows, bands: bands, on: &canvas)
    }
    for element in body where element.role != .connector {
      draw(element, headerRows: headerRows, bands: bands, on: &canvas)
    }
    drawHeader(on: &canvas)
    var lines = canvas.lines(colorMode)
    if colorMode == .none {
      while lines.last?.isEmpty == true { lines.removeLast() }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Draws one element; each role is handled here and only here (the header in
  /// ``drawHeader(on:)``).
  private func draw(
    _ element: SceneElement, headerRows: Int, bands: Bands,
    on canvas: inout TerminalCanvas
  ) {
    let fill = element.fill
    func place(_ cell: Int, width: Int) -> (row: Int, column: Int) {
      if isHorizontal {
        return (headerRows, min(max(0, cell - (width - 1) / 2), max(0, canvas.width - width)))
      }
      return (headerRows + cell, bands.stepsStart + max(0, (bands.steps - width) / 2))
    }
    switch element.role {
    case .dash, .connector:
      let glyph =
        element.role == .dash
        ? TerminalGlyphs.bar(element.state, axis: scene.axis)
        : TerminalGlyphs.connector(element.state, axis: scene.axis)
      for cell in span(element.frame) {
        let at = place(cell, width: 1)
        put(String(glyph), row: at.row, column: at.column, fill, on: &canvas)
      }
    case .bullet:
      let at = place(centerCell(element.frame), width: 1)
      put(
        String(TerminalGlyphs.bullet(element.state)), row: at.row, column: at.column, fill,
        on: &canvas)
    case .marker:
      let (leading, trailing) = TerminalGlyphs.markerSides(
        element.state, isOutlined: element.stroke != nil)
      let content = element.content.map(TerminalGlyphs.content) ?? " "
      let width = crossWidth(element)
      let edge = element.stroke?.color ?? fill
      let at = place(centerCell(element.frame), width: width)
      put(String(leading), row: at.row, column: at.column, edge, on: &canvas)
      put(
        content, row: at.row, column: at.column + 1, element.content?.color, background: fill,
        on: &canvas)
      put(String(trailing), row: at.row, column: at.column + width - 1, edge, on: &canvas)
    case .label:
      guard let text = element.text else { return }
      let lines = text.lines.map { TerminalText.sanitized($0) }
      if isHorizontal {
        let center = cell(ofMain: text.baselines.first?.x ?? element.frame.center.x)
        let room = territory(of: center, width: canvas.width)
        for (index, line) in lines.enumerated() {
          let shown = DisplayWidth.truncated(line, toWidth: room.count)
          let width = DisplayWidth.of(shown)
          let column = min(max(room.lowerBound, center - (width - 1) / 2), room.upperBound - width)
          put(shown, row: headerRows + 1 + index, column: column, text.color, on: &canvas)
        }
      } else {
        // The first line on the row of the step it names.
        let step = element.step.flatMap { shapes[$0] }
        let row = headerRows + centerCell(step?.frame ?? element.frame)
        let before = isBeforeSteps(element)
        let room = before ? bands.left : min(bands.right, canvas.width - bands.rightStart)
        for (index, line) in lines.enumerated() {
          let shown = DisplayWidth.truncated(line, toWidth: room)
          let column = before ? bands.left - DisplayWidth.of(shown) : bands.rightStart
          put(shown, row: row + index, column: column, text.color, on: &canvas)
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
  private func isBeforeSteps(_ name: SceneElement) -> Bool {
    guard let step = name.step.flatMap({ shapes[$0] }) else {
      return false
    }
    return name.frame.center.x < step.frame.center.x
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
    return 2 + DisplayWidth.of(element.content.map(TerminalGlyphs.content) ?? " ")
  }

  /// The cell under a main-axis position.
  private func cell(ofMain position: Double) -> Int {
    Self.cell(ofMain: position, start: mainStart, scale: scale, cells: mainCells)
  }

  private static func cell(ofMain position: Double, start: Double, scale: Double, cells: Int) -> Int
  {
    let value = ((position - start) * scale).rounded(.down)
    guard value.isFinite else { return 0 }
    return min(cells - 1, max(0, Int(max(-1, min(value, Double(cells))))))
  }

  /// The main-axis cells a frame covers on screen: at least one.
  private func span(_ frame: Rect) -> Range<Int> {
    let (start, end) = isHorizontal ? (frame.x, frame.maxX) : (frame.y, frame.maxY)
    let from = ((start - mainStart) * scale).rounded()
    let to = ((end - mainStart) * scale).rounded()
    let first = min(mainCells - 1, max(0, Int(max(-1, min(from, Double(mainCells))))))
    let last = max(first + 1, min(mainCells, Int(max(0, min(to, Double(mainCells))))))
    return first..<last
  }

  /// The main-axis cell under a frame's center.
  private func centerCell(_ frame: Rect) -> Int {
    cell(ofMain: isHorizontal ? frame.center.x : frame.center.y)
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
