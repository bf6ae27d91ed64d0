import StepperKit

/// Where a scene goes on a grid of character cells (a terminal's): computed once from the
/// scene and the grid's width, and never changed, it says how the row is drawn, in which glyph
/// each step's shape is drawn, which names show and the room each takes, so that a painter
/// draws from it without deciding anything.
///
/// It is a class so that the painters, which read it many times a drawing, share one plan
/// rather than copy its fields on each read.
///
/// The main axis of the steps maps onto ``cells``; across it, each step is one line (a row, or
/// a column). The header goes on the first line with a blank line after it; names go under a
/// horizontal row, one line each, and beside a vertical column, in the ``bands`` on the side the
/// scene puts them.
///
/// The plan chooses the ``Mode`` of the row, and for each step the ``Glyph`` its shape is drawn
/// in: markers make room for the current marker and the last one, and a row with more steps
/// than cells is a bar.
///
/// ```swift
/// let plan = TerminalCellPlan(
///   StepperScene(try StepperConfiguration(.init(total: 4))), columns: 80,
///   measuring: TerminalCellMeasuring())
/// print(plan.mode, plan.width, plan.height)
/// // Prints "full 34 1"
/// ```
final class TerminalCellPlan {
  /// How the steps' row is drawn.
  enum Mode: Equatable, Sendable {
    /// Every step's shape as it is; a marker that would cover the current marker or the last
    /// one drawn whole is drawn as a bullet.
    case full
    /// Markers other than the current and last ones would cover each other: each is drawn as a
    /// bullet, on connectors that reach it.
    case compact
    /// More steps than cells: the row is a bar, a run of steps that look alike at a time.
    case bar
  }

  /// How one step's shape is drawn.
  enum Glyph: Equatable, Sendable {
    /// Whole: a dash's stretch of bar, a bullet, or a marker with its sides and what it shows.
    case whole
    /// In its state's bullet glyph, in one cell: a marker that gives way.
    case bullet
    /// In the bar, with the run of steps that look alike around it.
    case bar
  }

  /// The scene's elements.
  let elements: StepperSceneElements
  /// The frames of the shapes and connectors, read once.
  let frames: TerminalShapeFrames
  /// The axis the steps follow.
  let axis: StepperAxis
  /// The reading direction.
  let direction: StepperLayoutDirection
  /// How the main axis maps onto cells.
  let cells: MainAxisCells
  /// How the row is drawn.
  let mode: Mode
  /// The header: the current step's name and the "All steps" control, which a scene lists
  /// before its steps.
  let header: [StepperSceneElement]
  /// The positions of the steps' elements: shapes, connectors and names.
  let body: Range<Int>
  /// Where the current step's shape is, when it shows.
  let currentShape: Int?
  /// Where the last step's shape is, when a step shows.
  let lastShape: Int?
  /// The main-axis cells of the current step's marker, drawn whole, when it is a marker.
  let currentExtent: Range<Int>?
  /// The main-axis cells of the last step's marker, when it is drawn whole: where it is a marker
  /// (which shows the number of steps) and clears the current one.
  let lastExtent: Range<Int>?
  /// The names drawn, in the order of their steps: a bar shows the current step's alone.
  let names: [StepperSceneElement]
  /// The descriptions drawn under their steps' names, in the order of their steps: none in a
  /// bar.
  let descriptions: [StepperSceneElement]
  /// The lines the names take under a horizontal row: the most any name has.
  let nameLines: Int
  /// The cells under the names' and descriptions' anchors along a row, sorted, each once.
  let nameCells: [Int]
  /// The lines the header takes: 2 (its line and a blank one) or none.
  let headerRows: Int
  /// Across a vertical column, the bands of names and steps.
  let bands: TerminalCellBands
  /// The drawing's width in columns, at least 1 and at most the grid's.
  let width: Int
  /// The drawing's height in lines.
  let height: Int
  /// The steps a viewport leaves out of view, counted on the drawing's last line, or `nil`.
  let hiddenSteps: TerminalHiddenSteps?
  /// The hidden steps' legend, its two ends (``TerminalHiddenSteps/legend(axis:direction:)``).
  let legend: TerminalHiddenSteps.Legend?
  /// The part of the current step done, as the scene shows it, or `nil`.
  let stepProgress: Double?
  /// The main-axis cells of the current step's shape and of the last one, found once: the
  /// painters ask for them more than for any other (``mainCells(at:)``).
  private let currentCells: Range<Int>?
  private let lastCells: Range<Int>?

  /// Whether the steps follow a horizontal row.
  var isHorizontal: Bool { axis == .horizontal }

  /// Lays `scene` out in at most `columns` columns (at least 1), its texts measured by
  /// `measuring` as they will be printed.
  init(
    _ scene: borrowing StepperScene, columns: Int, measuring: some CellTextMeasuring
  ) {
    let columns = max(1, columns)
    let elements = scene.elements
    self.elements = elements
    stepProgress = scene.accessibility.stepProgress
    (axis, direction) = (scene.axis, scene.direction)
    let (header, body) = Self.split(elements)
    (self.header, self.body) = (header, body)
    let frames = TerminalShapeFrames(elements, body: body, columns: columns)
    self.frames = frames
    let headerRows = header.isEmpty ? 0 : 2
    self.headerRows = headerRows
    let cells = Self.cells(of: scene, frames, body: body, columns: columns, measuring: measuring)
    self.cells = cells
    let currentShape = elements.markPosition(of: scene.accessibility.current, in: body)
    let lastShape = body.last { Self.isShape(elements.role(at: $0)) }
    (self.currentShape, self.lastShape) = (currentShape, lastShape)
    let isBar = elements.stepCount > cells.count
    let currentCells = currentShape.map { Self.mainCells(at: $0, frames, cells, scene.axis) }
    let lastCells = lastShape.map { Self.mainCells(at: $0, frames, cells, scene.axis) }
    (self.currentCells, self.lastCells) = (currentCells, lastCells)
    let room = Self.markerRoom(
      in: frames, body, cells: cells, axis: scene.axis,
      current: currentShape.map { ($0, currentCells?.lowerBound ?? 0) },
      last: lastShape.map { ($0, lastCells?.lowerBound ?? 0) }, isBar: isBar)
    let mode: Mode = isBar ? .bar : (room.isCompact ? .compact : .full)
    self.mode = mode
    (currentExtent, lastExtent) = (room.current, room.last)
    let names = Self.names(in: elements, body, currentShape: currentShape, isBar: isBar)
    self.names = names
    descriptions =
      isBar ? [] : body.filter { elements.role(at: $0) == .description }.map { elements[$0] }
    nameCells =
      scene.axis == .horizontal ? Self.anchorCells(of: names, descriptions, cells: cells) : []
    hiddenSteps = TerminalHiddenSteps(scene, body: body, frames: frames)
    legend = hiddenSteps?.legend(axis: scene.axis, direction: scene.direction)
    let legendWidth = legend?.width ?? 0
    if scene.axis == .horizontal {
      width = max(1, min(columns, max(cells.count, legendWidth)))
      bands = TerminalCellBands()
      let nameLines = names.map { $0.text?.lines.count ?? 0 }.max() ?? 0
      self.nameLines = nameLines
      let descriptionLines = descriptions.map { $0.text?.lines.count ?? 0 }.max() ?? 0
      height = headerRows + 1 + nameLines + descriptionLines + (hiddenSteps == nil ? 0 : 1)
    } else {
      nameLines = 0
      height = headerRows + cells.count + (hiddenSteps == nil ? 1 : 2)
      let bands = Self.columnBands(
        of: names + descriptions, in: elements, body, columns: columns, measuring: measuring,
        mode: mode, drawnWhole: (currentShape, room.last == nil ? nil : lastShape))
      self.bands = bands
      width = max(
        1,
        min(
          columns,
          max(bands.width, Self.headerWidth(of: header, measuring: measuring), legendWidth)))
    }
  }

  /// Whether an element of `role` is a step's shape: its dash, bullet or marker, or an overflow
  /// marker in its place.
  static func isShape(_ role: StepperSceneElement.Role) -> Bool {
    // Matched by case rather than compared: a comparison calls the core's `==` each time.
    switch role {
    case .mark, .overflow: true
    default: false
    }
  }

  /// Whether an element of `role` is a connector.
  static func isConnector(_ role: StepperSceneElement.Role) -> Bool {
    if case .connector = role { true } else { false }
  }

  /// Whether an element of `role` is a step's name.
  static func isLabel(_ role: StepperSceneElement.Role) -> Bool {
    if case .label = role { true } else { false }
  }

  /// Whether an element of `role` is the description under a step's name.
  static func isDescription(_ role: StepperSceneElement.Role) -> Bool {
    if case .description = role { true } else { false }
  }

  /// Whether an element of `role`, in a scene whose marks are `shape`, is a dash.
  static func isDash(
    _ role: StepperSceneElement.Role, _ shape: StepperSceneElement.MarkShape
  ) -> Bool {
    if case .mark = role, case .dash = shape { true } else { false }
  }

  /// Whether a scene whose marks are `shape` draws bullets.
  static func isBullet(_ shape: StepperSceneElement.MarkShape) -> Bool {
    if case .bullet = shape { true } else { false }
  }

  /// Whether the steps run right to left.
  var isRightToLeft: Bool {
    if case .rightToLeft = direction { true } else { false }
  }

  /// Whether the element at `position` is a step's shape (``isShape(_:)``).
  func isShape(at position: Int) -> Bool {
    Self.isShape(elements.role(at: position))
  }

  /// Whether the element at `position` is drawn as a numbered marker: a circular row's step, or
  /// its overflow marker, which shows a number as a step's does.
  func isMarker(at position: Int) -> Bool {
    elements.markShape.isMarker && isShape(at: position)
  }

  /// The header (title and "All steps", which come first) and the positions of the rest.
  private static func split(
    _ elements: StepperSceneElements
  ) -> (header: [StepperSceneElement], body: Range<Int>) {
    var bodyStart = elements.startIndex
    var header: [StepperSceneElement] = []
    while bodyStart < elements.endIndex,
      elements.role(at: bodyStart) == .title || elements.role(at: bodyStart) == .allSteps
    {
      header.append(elements[bodyStart])
      bodyStart += 1
    }
    return (header, bodyStart..<elements.endIndex)
  }

  /// How the main axis of `scene` maps onto cells. The steps start at the viewport's start, or
  /// below the header of a vertical column, where the first shape is. A bullet row's room at
  /// each end for the current step's pill is left out: a bullet is one cell, whatever its
  /// width in points, and the cells keep their centers. A row narrower than `columns` widens
  /// until it reads (``widened(_:end:columns:in:_:measuring:)``).
  private static func cells(
    of scene: borrowing StepperScene, _ frames: TerminalShapeFrames, body: Range<Int>,
    columns: Int, measuring: some CellTextMeasuring
  ) -> MainAxisCells {
    let elements = frames.elements
    let visible = scene.visibleRect
    let isHorizontal = scene.axis == .horizontal
    let isBullet = scene.style == .bullet
    let room = isBullet ? StyleMetrics.currentBulletGrowth : 0
    var mainStart: Double
    var end = (isHorizontal ? visible.maxX : visible.maxY) - room
    if isHorizontal {
      mainStart = visible.x + room
      // A row shorter than its viewport takes the columns of its steps alone: the blank the
      // viewport leaves around them would take columns its names need.
      if let viewport = scene.viewport, !viewport.isScrollable,
        let steps = stepsExtent(frames, body, isBullet: isBullet)
      {
        (mainStart, end) = (max(mainStart, steps.start), min(end, steps.end))
      }
    } else {
      let firstShape = body.first { isShape(elements.role(at: $0)) }
      let slotStart = firstShape.map {
        slot(of: frames[$0], isBullet: isBullet, isHorizontal: false).start
      }
      mainStart = max(visible.y, slotStart ?? visible.y)
    }
    let natural = MainAxisCells(
      start: mainStart, end: end, pointsPerCell: pointsPerCell(scene.style, scene.axis),
      limit: isHorizontal ? columns : .max)
    guard isHorizontal else { return natural }
    return widened(
      natural, end: end, columns: columns, in: frames, body, measuring: measuring)
  }

  /// Where a row's shapes start and end along it, either way it runs
  /// (``slot(of:isBullet:isHorizontal:)``); `nil` without shapes.
  private static func stepsExtent(
    _ frames: TerminalShapeFrames, _ body: Range<Int>, isBullet: Bool
  ) -> (start: Double, end: Double)? {
    var extent: (start: Double, end: Double)?
    for position in body where isShape(frames.elements.role(at: position)) {
      let slot = slot(of: frames[position], isBullet: isBullet, isHorizontal: true)
      extent = extent.map { (min($0.start, slot.start), max($0.end, slot.end)) } ?? slot
    }
    return extent
  }

  /// Where a shape's slot lies along the main axis: a bullet's the bullet's size about its
  /// center (the current step's pill grows past it, into the room kept at each end), a dash's
  /// or marker's its frame.
  private static func slot(
    of frame: StepperRect, isBullet: Bool, isHorizontal: Bool
  ) -> (start: Double, end: Double) {
    let (center, start, end) =
      isHorizontal ? (frame.center.x, frame.x, frame.maxX) : (frame.center.y, frame.y, frame.maxY)
    let half = StyleMetrics.bulletSize / 2
    return isBullet ? (center - half, center + half) : (start, end)
  }

  /// Points per cell along the main axis: a dash row is drawn at 4 points a column, so that the
  /// 4-point gaps between dashes stay; markers and bullets, which are drawn 3 and 1 cells wide
  /// whatever their size, at 8. Cells are about twice as tall as wide, so rows take twice the
  /// points of columns.
  static func pointsPerCell(_ style: StepperStyle, _ axis: StepperAxis) -> Double {
    let column = StyleFigures.figures(for: style).terminalColumnPoints
    return axis == .horizontal ? column : 2 * column
  }

  /// The line and column where something `width` cells wide goes, centered on main-axis
  /// `cell`: along the row under the header, kept on the drawing; or down the steps' band.
  func place(_ cell: Int, width: Int) -> (row: Int, column: Int) {
    if isHorizontal {
      return (headerRows, min(max(0, cell - (width - 1) / 2), max(0, self.width - width)))
    }
    return (headerRows + cell, bands.stepsStart + max(0, (bands.steps - width) / 2))
  }

  /// The main-axis cells the element at `position` covers: a dash's or connector's span, or
  /// the cell under a bullet's or marker's center (or an overflow marker's).
  func mainCells(at position: Int) -> Range<Int> {
    if position == currentShape, let currentCells { return currentCells }
    if position == lastShape, let lastCells { return lastCells }
    return Self.mainCells(at: position, frames, cells, axis)
  }

  /// ``mainCells(at:)``, worked out from the element's frame.
  private static func mainCells(
    at position: Int, _ frames: TerminalShapeFrames, _ cells: MainAxisCells,
    _ axis: StepperAxis
  ) -> Range<Int> {
    let frame = frames[position]
    let role = frames.elements.role(at: position)
    let isHorizontal = axis == .horizontal
    if isConnector(role) || isDash(role, frames.elements.markShape) {
      return isHorizontal
        ? cells.span(from: frame.x, to: frame.maxX) : cells.span(from: frame.y, to: frame.maxY)
    }
    let cell = cells.cell(ofMain: isHorizontal ? frame.center.x : frame.center.y)
    return cell..<cell + 1
  }

  /// The main-axis cell under a frame's center.
  func centerCell(_ frame: StepperRect) -> Int {
    cells.cell(ofMain: isHorizontal ? frame.center.x : frame.center.y)
  }
}
