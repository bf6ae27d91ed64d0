import StepperKit

extension StepperRenderer {
  /// Terminal output in 24-bit color, 80 columns wide at most: ``ansi(colorMode:columns:)``
  /// with ``StepperTerminalColorMode/trueColor``.
  public static let ansi = ansi(colorMode: .trueColor, columns: 80)

  /// Terminal output: the scene drawn with Unicode box and block characters on a grid of
  /// cells, in the scene's colors.
  ///
  /// The main axis maps the scene's points onto cells (4 points a column for dashes, 8 for
  /// markers and bullets, rows twice that), and a horizontal row that would be wider than
  /// `columns` is scaled down to fit. Each part is drawn in the characters `TerminalGlyphs`
  /// gives its state, so states stay apart without color; in a color mode, characters take the
  /// scene's colors and the grid the surface color. Text is measured with `DisplayWidth` and
  /// cleaned with `TerminalText`, whole: a name that holds an escape sequence or a control
  /// character is cleaned before it is broken into lines, as many as the scene gives it
  /// (`TerminalText.wrapped(_:toWidth:maxLines:)`), so that no line break cuts a sequence
  /// and leaves part of it shown.
  ///
  /// The current step is drawn over its neighbors, and markers make room for the current one
  /// and the last (which shows the number of steps, where it clears the current one): a marker
  /// that would cover a cell of either is drawn as a bullet. Where other markers would cover
  /// each other, every marker but those two is a bullet on connectors that reach it. A row with
  /// more steps than cells is drawn as a bar, in each state's glyph (a marker as a bullet) and
  /// color: a cell a step covers shows the last step that covers it, as if each step were drawn
  /// over the one before (so a failed step that another covers may not show), and a cell
  /// between steps shows the next step, as the connector leading to it would. The current step
  /// and the last marker are drawn whole over the bar, and only the current step's name is
  /// shown. The bar is drawn a run of steps that look alike at a time, so the time taken follows
  /// the size of the output and the number of runs, not the number of steps: a row of 10,000
  /// steps is three runs.
  ///
  /// - Parameters:
  ///   - colorMode: The escape sequences allowed; ``StepperTerminalColorMode/none`` writes plain text.
  ///   - columns: The terminal's width; every line fits in it (at least 1 column is used).
  public static func ansi(colorMode: StepperTerminalColorMode, columns: Int) -> StepperRenderer {
    StepperRenderer(name: "ansi", mediaType: "text/plain", fileExtension: "txt") { scene in
      ANSIWriter(scene, colorMode: colorMode, columns: max(1, columns)).document()
    }
  }
}

/// Writes a scene as terminal text.
///
/// The main axis of the steps maps onto cells at a fixed density; across it, each step is one
/// line (a row, or a column). The header goes on the first line with a blank line after it;
/// names go under a horizontal row, one line each, and beside a vertical column, on the side
/// the scene puts them. Connectors are drawn first, then shapes and names, then the current
/// step's shape, then the header: what comes later covers what came before.
///
/// Markers make room for the current marker and the last one: a marker that would cover a cell
/// of either is drawn as a bullet, and where other markers would cover each other the row is
/// compact, every marker but those two a bullet on connectors that reach it. A row with more
/// steps than cells is drawn as a bar: a cell a step covers shows, in the glyph and color of its
/// state, the last step that covers it, as if each step were drawn over the one before; a cell
/// between steps shows the next step, as the connector leading to it would. The current step
/// and the last marker are drawn whole over the bar, and only the current step's name is shown.
/// The bar is drawn a run of steps drawn alike at a time
/// (``StepperSceneElements/stateRun(containing:)``), so its cost follows the number of runs and cells,
/// not of steps.
struct ANSIWriter {
  /// Points per cell along the main axis: a dash row is drawn at 4 points a column, so that
  /// the 4-point gaps between dashes stay; markers and bullets, which are drawn 3 and 1 cells
  /// wide whatever their size, at 8. Terminal cells are about twice as tall as wide, so rows
  /// take twice the points of columns.
  static func pointsPerCell(_ style: StepperStyle, _ axis: StepperAxis) -> Double {
    let column = StyleFigures.figures(for: style).terminalColumnPoints
    return axis == .horizontal ? column : 2 * column
  }

  let colorMode: StepperTerminalColorMode
  let columns: Int
  private let elements: StepperSceneElements
  /// The axis the steps follow.
  private let axis: StepperAxis
  private let isHorizontal: Bool
  /// The scene's surface color.
  private let background: StepperColor
  /// The header: the current step's name and the "All steps" control, which a scene lists
  /// before its steps.
  private let header: [StepperSceneElement]
  /// The positions of the steps' elements: shapes, connectors and names.
  private let body: Range<Int>
  /// How the main axis maps onto cells.
  private let cells: MainAxisCells
  /// Where the current step's shape is, when it shows.
  private let currentShape: Int?
  /// Where the last step's shape is, when a step shows.
  private let lastShape: Int?
  /// Whether the row has more steps than cells, so that it is drawn as a bar.
  private let isBar: Bool
  /// Whether markers other than the current and last ones would cover each other's cells, so
  /// that every marker but those two is drawn as a bullet, on connectors that reach it.
  private let isCompact: Bool
  /// The main-axis cells of the current step's marker, drawn whole, when it is a marker.
  private let currentExtent: Range<Int>?
  /// The main-axis cells of the last step's marker, when it is drawn whole: where it is a marker
  /// (which shows the number of steps) and clears the current one.
  private let lastExtent: Range<Int>?
  /// Whether the last step's marker is drawn whole.
  private var showsLastWhole: Bool { lastExtent != nil }
  /// The reading direction.
  private let direction: StepperLayoutDirection
  /// The names drawn, in the order of their steps.
  private let names: [StepperSceneElement]
  /// The cells under the names' anchors, sorted.
  private let nameCells: [Int]

  /// Prepares to write `scene`: reads its header, and the names that show.
  init(_ scene: borrowing StepperScene, colorMode: StepperTerminalColorMode, columns: Int) {
    let elements = scene.elements
    self.elements = elements
    self.colorMode = colorMode
    self.columns = columns
    axis = scene.axis
    background = scene.background
    let isHorizontal = scene.axis == .horizontal
    self.isHorizontal = isHorizontal
    var bodyStart = elements.startIndex
    var header: [StepperSceneElement] = []
    while bodyStart < elements.endIndex,
      elements.part(at: bodyStart) == .title || elements.part(at: bodyStart) == .allSteps
    {
      header.append(elements[bodyStart])
      bodyStart += 1
    }
    self.header = header
    let body = bodyStart..<elements.endIndex
    self.body = body
    // The steps start at the viewport's start, or below the header of a vertical column, where
    // the first shape is.
    // A bullet row's room at each end for the current step's pill is left out: a bullet is
    // one cell, whatever its width in points, and the cells keep their centers.
    let visible = scene.visibleRect
    let isBullet = scene.style == .bullet
    let room = isBullet ? StyleMetrics.currentBulletGrowth : 0
    let mainStart: Double
    if isHorizontal {
      mainStart = visible.x + room
    } else {
      let firstShape = body.first { Self.isShape(elements.part(at: $0)) }
      let slotStart = firstShape.map { position -> Double in
        let frame = elements.frame(at: position)
        return isBullet ? frame.center.y - StyleMetrics.bulletSize / 2 : frame.y
      }
      mainStart = max(visible.y, slotStart ?? visible.y)
    }
    let cells = MainAxisCells(
      start: mainStart, end: (isHorizontal ? visible.maxX : visible.maxY) - room,
      pointsPerCell: Self.pointsPerCell(scene.style, axis),
      limit: isHorizontal ? columns : .max)
    self.cells = cells
    let currentShape = Self.shapePosition(of: scene.accessibility.current, in: elements, body)
    self.currentShape = currentShape
    let lastShape = body.last { Self.isShape(elements.part(at: $0)) }
    self.lastShape = lastShape
    let isBar = elements.stepCount > cells.count
    self.isBar = isBar
    // Along a row a marker takes its sides and what it shows. The current marker is drawn whole;
    // the last one, which shows the number of steps, too where it clears the current one. A
    // marker that would cover a cell of either is drawn as a bullet; where two others would
    // cover the same cell, the whole row is compact.
    var isCompact = false
    var currentExtent: Range<Int>?
    var lastExtent: Range<Int>?
    if let lastShape, elements.part(at: lastShape) == .marker {
      func extent(_ position: Int) -> Range<Int> {
        Self.markerExtent(at: position, in: elements, cells: cells, isHorizontal: isHorizontal)
      }
      currentExtent = currentShape.map(extent)
      if lastShape != currentShape {
        let last = extent(lastShape)
        lastExtent = currentExtent.map(last.overlaps) == true ? nil : last
      }
      if isHorizontal, !isBar {
        var previous: Range<Int>?
        for position in body
        where position != lastShape && position != currentShape
          && Self.isShape(elements.part(at: position))
        {
          let extent = extent(position)
          if let previous, previous.overlaps(extent) {
            isCompact = true
            break
          }
          previous = extent
        }
      }
    }
    self.isCompact = isCompact
    self.currentExtent = currentExtent
    self.lastExtent = lastExtent
    direction = scene.direction
    // A bar shows the current step's name alone.
    var names: [StepperSceneElement] = []
    if isBar {
      if let currentShape, currentShape + 1 < body.upperBound,
        elements.part(at: currentShape + 1) == .label
      {
        names.append(elements[currentShape + 1])
      }
    } else {
      for position in body where elements.part(at: position) == .label {
        names.append(elements[position])
      }
    }
    self.names = names
    var nameCells: [Int] = []
    if isHorizontal {
      for name in names {
        if let anchor = name.text?.baselines.first?.x {
          nameCells.append(cells.cell(ofMain: anchor))
        }
      }
      nameCells.sort()
    }
    self.nameCells = nameCells
  }

  /// Where the shape of `step` is in `body`, or `nil` when it does not show. Each step's
  /// elements follow its shape, and steps are in order, so the shape is the first element of
  /// the step: found by halving.
  private static func shapePosition(
    of step: StepperStepID, in elements: StepperSceneElements, _ body: Range<Int>
  ) -> Int? {
    var low = body.lowerBound
    var high = body.upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if let found = elements.step(at: middle), found < step {
        low = middle + 1
      } else {
        high = middle
      }
    }
    guard low < body.upperBound, elements.step(at: low) == step, isShape(elements.part(at: low))
    else { return nil }
    return low
  }

  /// The main-axis cells the whole marker at `position` takes: along a row its sides and what it
  /// shows, centered on its cell and kept on the canvas; down a column, its line.
  private static func markerExtent(
    at position: Int, in elements: StepperSceneElements, cells: MainAxisCells, isHorizontal: Bool
  ) -> Range<Int> {
    let frame = elements.frame(at: position)
    let cell = cells.cell(ofMain: isHorizontal ? frame.center.x : frame.center.y)
    guard isHorizontal else { return cell..<cell + 1 }
    let width = markerWidth(at: position, in: elements)
    let start = min(max(0, cell - (width - 1) / 2), max(0, cells.count - width))
    return start..<start + width
  }

  /// How many cells the marker at `position` takes along a row: its two sides, and its check,
  /// exclamation mark, or number a cell a digit (in any of the scenes' numbering systems); a
  /// sub-step's "2.1" takes its main step's digits, a cell for the full stop, and its own.
  private static func markerWidth(at position: Int, in elements: StepperSceneElements) -> Int {
    guard let id = elements.number(at: position) else { return 3 }
    guard let substep = id.substep else { return 2 + digitCount(id.step) }
    return 2 + digitCount(id.step) + 1 + digitCount(substep)
  }

  /// How many digits `number` is written with.
  private static func digitCount(_ number: Int) -> Int {
    var number = number
    var digits = 1
    while number >= 10 || number <= -10 {
      digits += 1
      number /= 10
    }
    return digits
  }

  /// Whether a role is a step's dash, bullet or marker.
  private static func isShape(_ role: TerminalPart) -> Bool {
    role == .dash || role == .bullet || role == .marker
  }

  /// Whether the element at `position` is a step's dash, bullet or marker.
  private func isShape(at position: Int) -> Bool {
    Self.isShape(elements.part(at: position))
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

  consuming func document() -> String {
    let headerRows = header.isEmpty ? 0 : 2
    let width: Int
    let height: Int
    var bands = Bands()
    if isHorizontal {
      width = cells.count
      let nameLines = names.map { $0.text?.lines.count ?? 0 }.max() ?? 0
      height = headerRows + 1 + nameLines
    } else {
      for position in body where isShownWhole(position) {
        bands.steps = max(bands.steps, crossWidth(at: position))
      }
      for name in names {
        let textWidth =
          name.text.map {
            Self.printedLines(of: $0, width: columns).map { DisplayWidth.of($0) }.max() ?? 0
          } ?? 0
        if isBeforeSteps(name.frame, stepFrame: stepFrame(of: name)) {
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
        DisplayWidth.of(Self.printedLine(of: $0))
      }.reduce(header.count > 1 ? 1 : 0, +)
      width = min(columns, max(bands.width, headerWidth))
      height = headerRows + cells.count + 1
    }
    let layout = Placement(headerRows: headerRows, bands: bands)
    return TerminalCanvas.text(
      width: max(width, 1), height: height, background: colorMode == .none ? nil : background,
      mode: colorMode
    ) { canvas in
      if isBar {
        drawBar(layout, on: &canvas)
      } else if isCompact {
        drawCompact(layout, on: &canvas)
      } else {
        // Connectors first, so that a marker rounded onto a connector's cell is still whole.
        for position in body where elements.part(at: position) == .connector {
          drawPart(at: position, layout, on: &canvas)
        }
        for position in body
        where position != currentShape && position != lastShape && isShape(at: position) {
          if givesWay(at: position) {
            drawAsBullet(at: position, layout, on: &canvas)
          } else {
            drawPart(at: position, layout, on: &canvas)
          }
        }
      }
      // The last step's shape: a marker whole where it clears the current one. Otherwise a bar
      // or a compact row has drawn it already, and a full row draws a marker as a bullet, and a
      // dash or a bullet as it is.
      if let lastShape, lastShape != currentShape {
        if showsLastWhole {
          drawPart(at: lastShape, layout, on: &canvas)
        } else if !isBar, !isCompact {
          if elements.part(at: lastShape) == .marker {
            drawAsBullet(at: lastShape, layout, on: &canvas)
          } else {
            drawPart(at: lastShape, layout, on: &canvas)
          }
        }
      }
      // The current step's shape over its neighbors', then the names, then the header.
      if let currentShape { drawPart(at: currentShape, layout, on: &canvas) }
      for name in names { drawName(name, layout, on: &canvas) }
      if !header.isEmpty { drawHeader(on: &canvas) }
    }
  }

  /// Where the rows and columns of the drawing are: the lines the header takes, and across a
  /// vertical column, the bands of names and steps.
  private struct Placement {
    let headerRows: Int
    let bands: Bands

    /// The line and column where something `width` cells wide goes, centered on main-axis
    /// `cell`: along the row under the header, kept on the canvas; or down the steps' band.
    func place(
      _ cell: Int, width: Int, isHorizontal: Bool, canvasWidth: Int
    ) -> (row: Int, column: Int) {
      if isHorizontal {
        return (headerRows, min(max(0, cell - (width - 1) / 2), max(0, canvasWidth - width)))
      }
      return (headerRows + cell, bands.stepsStart + max(0, (bands.steps - width) / 2))
    }
  }

  /// Whether the element at `position` is a shape drawn whole: in a bar or a compact row, the
  /// current step's, and the last step's where ``showsLastWhole``; otherwise every step's.
  private func isShownWhole(_ position: Int) -> Bool {
    if isBar || isCompact {
      return position == currentShape || (position == lastShape && showsLastWhole)
    }
    return Self.isShape(elements.part(at: position))
  }

  /// Whether the marker at `position` would cover a cell of the current marker or of the last
  /// one drawn whole, and is drawn as a bullet instead.
  private func givesWay(at position: Int) -> Bool {
    guard currentExtent != nil || lastExtent != nil, elements.part(at: position) == .marker
    else { return false }
    let extent = Self.markerExtent(
      at: position, in: elements, cells: cells, isHorizontal: isHorizontal)
    return currentExtent.map(extent.overlaps) == true || lastExtent.map(extent.overlaps) == true
  }

  /// Draws the marker at `position` as a bullet, in its state's glyph and color.
  private func drawAsBullet(at position: Int, _ layout: Placement, on canvas: inout TerminalCanvas)
  {
    paint(
      mainCells(.bullet, elements.frame(at: position)),
      with: TerminalGlyphs.bulletScalar(elements.state(at: position)),
      glyphColor(at: position), layout, on: &canvas)
  }

  /// The color of the shape at `position` drawn as one glyph (a cell of a bar, or a marker as a
  /// bullet): a marker's or a hollow dash's or bullet's outline, when it has one, or its fill.
  private func glyphColor(at position: Int) -> StepperColor? {
    elements.strokeColor(at: position) ?? elements.fill(at: position)
  }

  /// Draws a compact row: each marker as a bullet, in its state's glyph and its outline's color
  /// or its fill, and between two markers, the connector that joins them, across the cells
  /// between their bullets; a connector with a marker on one side only (into the first step
  /// shown, or out of the last) takes its own cells.
  private func drawCompact(_ layout: Placement, on canvas: inout TerminalCanvas) {
    // The cell of the bullet before, and the connector met since it.
    var previousCell: Int?
    var connector: Int?
    func drawConnector(_ position: Int, between cells: Range<Int>?) {
      let covered = cells ?? mainCells(.connector, elements.frame(at: position))
      paint(
        covered, with: TerminalGlyphs.connectorScalar(elements.state(at: position), axis: axis),
        elements.fill(at: position), layout, on: &canvas)
    }
    for position in body {
      switch elements.part(at: position) {
      case .connector:
        connector = position
      case .marker:
        let cell = centerCell(elements.frame(at: position))
        if let connector {
          // The cells strictly between the two bullets, either way along the row.
          let between = previousCell.map { previous in
            let (low, high) = (min(previous, cell), max(previous, cell))
            return low + 1..<max(high, low + 1)
          }
          drawConnector(connector, between: between)
        }
        connector = nil
        previousCell = cell
        drawAsBullet(at: position, layout, on: &canvas)
      default:
        continue
      }
    }
    if let connector { drawConnector(connector, between: nil) }
  }

  /// Draws a row as a bar: a run of steps drawn alike at a time, each run in the glyph and color
  /// of its state from the cells of its first shape to those of its last, and back over the
  /// cells between it and the run before, which lead to its steps as a connector would. A later
  /// run covers an earlier one where they share a cell.
  private func drawBar(_ layout: Placement, on canvas: inout TerminalCanvas) {
    // Steps follow the cells one way or the other (right to left in a right-to-left row).
    let isReversed = isHorizontal && direction == .rightToLeft
    // Where the run before ended: the cell after its last shape's, in the steps' order.
    var previousEnd: Int?
    var position = body.lowerBound
    while position < body.upperBound {
      let run = elements.stateRun(containing: position)
      position = run.upperBound
      guard let first = run.first(where: { isShape(at: $0) }),
        let last = run.last(where: { isShape(at: $0) })
      else { continue }
      let from = mainCells(elements.part(at: first), elements.frame(at: first))
      let to = last == first ? from : mainCells(elements.part(at: last), elements.frame(at: last))
      let lower = isReversed ? to.lowerBound : min(from.lowerBound, previousEnd ?? from.lowerBound)
      let upper = isReversed ? max(from.upperBound, previousEnd ?? from.upperBound) : to.upperBound
      let covered = lower..<max(lower + 1, upper)
      previousEnd = isReversed ? to.lowerBound : to.upperBound
      let state = elements.state(at: first)
      let color = glyphColor(at: first)
      let glyph =
        elements.part(at: first) == .dash
        ? TerminalGlyphs.barScalar(state, axis: axis) : TerminalGlyphs.bulletScalar(state)
      paint(covered, with: glyph, color, layout, on: &canvas)
    }
  }

  /// The main-axis cells a part with `frame` covers: a dash's or connector's span, or the cell
  /// under a bullet's or marker's center.
  private func mainCells(_ role: TerminalPart, _ frame: StepperRect) -> Range<Int> {
    if role == .dash || role == .connector { return span(frame) }
    let cell = centerCell(frame)
    return cell..<cell + 1
  }

  /// The frame of the shape of the step a name names.
  private func stepFrame(of name: StepperSceneElement) -> StepperRect? {
    guard let step = name.step, let shape = Self.shapePosition(of: step, in: elements, body)
    else { return nil }
    return elements.frame(at: shape)
  }

  /// Draws a step's name: under a horizontal row, centered on its anchor in the room its
  /// neighbors leave; beside a vertical column, on the scene's side of it.
  private func drawName(
    _ name: borrowing StepperSceneElement, _ layout: Placement, on canvas: inout TerminalCanvas
  ) {
    let frame = name.frame
    let headerRows = layout.headerRows
    let bands = layout.bands
    guard let text = name.text else { return }
    if isHorizontal {
      let center = cells.cell(ofMain: text.baselines.first?.x ?? frame.center.x)
      let room = territory(of: center, width: canvas.width)
      for (lineIndex, line) in Self.printedLines(of: text, width: room.count).enumerated() {
        let shown = Self.fitted(line, toWidth: room.count)
        let width = DisplayWidth.of(shown)
        let column = min(max(room.lowerBound, center - (width - 1) / 2), room.upperBound - width)
        put(shown, row: headerRows + 1 + lineIndex, column: column, text.color, on: &canvas)
      }
    } else {
      // The first line on the row of the step it names.
      let stepFrame = stepFrame(of: name)
      let row = headerRows + centerCell(stepFrame ?? frame)
      let before = isBeforeSteps(frame, stepFrame: stepFrame)
      let room = before ? bands.left : min(bands.right, canvas.width - bands.rightStart)
      for (lineIndex, line) in Self.printedLines(of: text, width: room).enumerated() {
        let shown = Self.fitted(line, toWidth: room)
        let column = before ? bands.left - DisplayWidth.of(shown) : bands.rightStart
        put(shown, row: row + lineIndex, column: column, text.color, on: &canvas)
      }
    }
  }

  /// Draws the dash, bullet, marker or connector at `position`, from its parts read alone.
  private func drawPart(at position: Int, _ layout: Placement, on canvas: inout TerminalCanvas) {
    let role = elements.part(at: position)
    let state = elements.state(at: position)
    let frame = elements.frame(at: position)
    if role == .marker {
      drawMarker(
        state: state, frame: frame, fill: elements.fill(at: position),
        stroke: elements.strokeColor(at: position), content: elements.content(at: position),
        layout, on: &canvas)
    } else {
      // A hollow (disabled) dash or bullet is drawn in its outline's color.
      drawFilled(
        role, state: state, frame: frame, fill: glyphColor(at: position), layout, on: &canvas)
    }
  }

  /// Draws a marker: its sides in its outline's color (brackets) or its fill's (half blocks),
  /// and between them its check, exclamation mark or number on its fill.
  private func drawMarker(
    state: StepperStepState, frame: StepperRect, fill: StepperColor?, stroke: StepperColor?,
    content: StepperSceneElement.Content?, _ layout: Placement, on canvas: inout TerminalCanvas
  ) {
    let (leading, trailing) = TerminalGlyphs.markerSideScalars(state, isOutlined: stroke != nil)
    let edge = stroke ?? fill
    let color = content?.color
    // Draws the sides of a marker `width` cells wide; returns where its content goes.
    func drawSides(width: Int) -> (row: Int, column: Int) {
      let at = layout.place(
        centerCell(frame), width: width, isHorizontal: isHorizontal, canvasWidth: canvas.width)
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
  }

  /// Draws a dash or a connector along the cells its frame covers, or a bullet in the cell
  /// under its center, in its state's glyph and its fill.
  private func drawFilled(
    _ role: TerminalPart, state: StepperStepState, frame: StepperRect,
    fill: StepperColor?,
    _ layout: Placement, on canvas: inout TerminalCanvas
  ) {
    let glyph =
      switch role {
      case .bullet: TerminalGlyphs.bulletScalar(state)
      case .dash: TerminalGlyphs.barScalar(state, axis: axis)
      default: TerminalGlyphs.connectorScalar(state, axis: axis)
      }
    paint(mainCells(role, frame), with: glyph, fill, layout, on: &canvas)
  }

  /// Draws `glyph` in `color` into main-axis `cells`: a stretch of a row's line, or of a
  /// column's band.
  private func paint(
    _ cells: Range<Int>, with glyph: Unicode.Scalar, _ color: StepperColor?, _ layout: Placement,
    on canvas: inout TerminalCanvas
  ) {
    guard !cells.isEmpty else { return }
    let start = layout.place(
      cells.lowerBound, width: 1, isHorizontal: isHorizontal, canvasWidth: canvas.width)
    let end = layout.place(
      cells.upperBound - 1, width: 1, isHorizontal: isHorizontal, canvasWidth: canvas.width)
    canvas.put(
      glyph: glyph, rows: start.row..<end.row + 1, columns: start.column..<end.column + 1,
      foreground: colorMode == .none ? nil : color)
  }

  /// Draws the header on the first line: the current step's name on its side, "All steps" on
  /// the other; the name gives way.
  private func drawHeader(on canvas: inout TerminalCanvas) {
    let control = header.first { $0.role == .allSteps }
    let controlText = control?.text.map(Self.printedLine(of:))
    let controlShown = DisplayWidth.truncated(controlText ?? "", toWidth: canvas.width)
    let controlWidth = DisplayWidth.of(controlShown)
    if let control, let text = control.text {
      let column = text.anchor == .right ? canvas.width - controlWidth : 0
      put(controlShown, row: 0, column: column, text.color, on: &canvas)
    }
    if let title = header.first(where: { $0.role == .title }), let text = title.text {
      let room = max(0, canvas.width - (controlWidth > 0 ? controlWidth + 1 : 0))
      let shown = Self.fitted(Self.printedLine(of: text), toWidth: room)
      let leftOfControl = control?.text?.anchor == .right || control == nil
      let column =
        text.anchor == .right
        ? canvas.width - DisplayWidth.of(shown) : (leftOfControl ? 0 : controlWidth + 1)
      put(shown, row: 0, column: column, text.color, on: &canvas)
    }
  }

  /// The lines of `text` to print in `width` columns: the scene's lines where the whole text
  /// prints as it is (as most names do), else the whole text cleaned first, then broken into
  /// as many lines as the scene gives it, so that a line break never cuts an escape sequence.
  static func printedLines(of text: StepperSceneText, width: Int) -> [String] {
    if TerminalText.isPrintable(text.fullText) { return text.lines }
    return TerminalText.wrapped(text.fullText, toWidth: width, maxLines: text.lines.count)
  }

  /// The header text `text` on one line: the scene's line where the whole text prints as it
  /// is, else the whole text cleaned.
  static func printedLine(of text: StepperSceneText) -> String {
    if TerminalText.isPrintable(text.fullText) { return text.lines.joined(separator: " ") }
    return TerminalText.sanitized(text.fullText)
  }

  /// `text` shortened to `width` columns where the core's line breaking cuts a line (after a
  /// whole word, or inside a word too wide for the line), measured in columns.
  private static func fitted(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    return TextLayout.shortened(text, toWidth: Double(width)) { Double(DisplayWidth.of($0)) }
  }

  /// Whether a name sits before the steps across a vertical column (right-to-left layouts).
  private func isBeforeSteps(_ name: StepperRect, stepFrame: StepperRect?) -> Bool {
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

  /// How many cells the shape at `position` takes across the main axis of a vertical column.
  private func crossWidth(at position: Int) -> Int {
    guard elements.part(at: position) == .marker else { return 1 }
    return Self.markerWidth(at: position, in: elements)
  }

  /// The main-axis cells a frame covers on screen: at least one.
  private func span(_ frame: StepperRect) -> Range<Int> {
    isHorizontal
      ? cells.span(from: frame.x, to: frame.maxX) : cells.span(from: frame.y, to: frame.maxY)
  }

  /// The main-axis cell under a frame's center.
  private func centerCell(_ frame: StepperRect) -> Int {
    cells.cell(ofMain: isHorizontal ? frame.center.x : frame.center.y)
  }

  private func put(
    _ text: String, row: Int, column: Int, _ color: StepperColor?, background: StepperColor? = nil,
    on canvas: inout TerminalCanvas
  ) {
    canvas.put(
      text, row: row, column: column, foreground: colorMode == .none ? nil : color,
      background: colorMode == .none ? nil : background)
  }

  private func put(
    printable bytes: UnsafeBufferPointer<UInt8>, row: Int, column: Int, _ color: StepperColor?,
    background: StepperColor? = nil, on canvas: inout TerminalCanvas
  ) {
    canvas.put(
      printable: bytes, row: row, column: column, foreground: colorMode == .none ? nil : color,
      background: colorMode == .none ? nil : background)
  }

  private func put(
    glyph: Unicode.Scalar, row: Int, column: Int, _ color: StepperColor?,
    background: StepperColor? = nil, on canvas: inout TerminalCanvas
  ) {
    canvas.put(
      glyph: glyph, row: row, column: column, foreground: colorMode == .none ? nil : color,
      background: colorMode == .none ? nil : background)
  }
}

/// What the terminal draws an element as: its role, with a step's mark told apart by its shape
/// (a dash, bullet or marker has glyphs of its own).
private enum TerminalPart {
  case dash, bullet, marker, connector, label, title, allSteps
}

extension StepperSceneElements {
  /// The part the element at `position` is drawn as in the terminal.
  fileprivate func part(at position: Int) -> TerminalPart {
    switch role(at: position) {
    case .mark:
      switch markShape {
      case .dash: .dash
      case .bullet: .bullet
      case .marker: .marker
      }
    case .connector: .connector
    case .label: .label
    case .title: .title
    case .allSteps: .allSteps
    }
  }
}
