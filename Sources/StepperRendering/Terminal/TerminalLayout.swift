import StepperKit

/// Where a scene goes on a terminal's grid of cells: a pure value, computed once from the scene
/// and the terminal's width, that the painters (``TerminalFullPainter``,
/// ``TerminalCompactPainter``, ``TerminalBarPainter``) draw from without deciding anything.
///
/// The main axis of the steps maps onto ``cells``; across it, each step is one line (a row, or
/// a column). The header goes on the first line with a blank line after it; names go under a
/// horizontal row, one line each, and beside a vertical column, in the ``bands`` on the side the
/// scene puts them.
///
/// The layout chooses the ``Mode`` of the row, and for each step the ``ShapeGlyph`` its shape
/// is drawn in: markers make room for the current marker and the last one, and a row with more
/// steps than cells is a bar.
///
/// ```swift
/// let layout = TerminalLayout(StepperScene(try StepperConfiguration(total: 4)), columns: 80)
/// print(layout.mode, layout.width, layout.height)
/// // Prints "full 34 1"
/// ```
struct TerminalLayout {
  /// How the steps' row is drawn.
  enum Mode: Equatable {
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
  enum ShapeGlyph: Equatable {
    /// Whole: a dash's stretch of bar, a bullet, or a marker with its sides and what it shows.
    case whole
    /// In its state's bullet glyph, in one cell: a marker that gives way.
    case bullet
    /// In the bar, with the run of steps that look alike around it.
    case bar
  }

  /// The scene's elements.
  let elements: StepperSceneElements
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
  /// The cells under the anchors of `names` and `descriptions` along a row, sorted, each once:
  /// a description's anchor bounds its neighbors' room as a name's does. Nothing is allocated
  /// for a row without names (a bar of steps that have none).
  private static func anchorCells(
    of names: [StepperSceneElement], _ descriptions: [StepperSceneElement], cells: MainAxisCells
  ) -> [Int] {
    var anchors: [Int] = []
    func addAnchors(of elements: [StepperSceneElement]) {
      for element in elements {
        guard let anchor = element.text?.baselines.first else { continue }
        anchors.append(cells.cell(ofMain: anchor.x))
      }
    }
    addAnchors(of: names)
    addAnchors(of: descriptions)
    anchors.sort()
    // Each once: the sorted anchors less those equal to the one before.
    var unique = 0
    for index in anchors.indices where index == 0 || anchors[index] != anchors[unique - 1] {
      anchors[unique] = anchors[index]
      unique += 1
    }
    if unique < anchors.count { anchors.removeSubrange(unique...) }
    return anchors
  }

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
  private(set) var bands = TerminalBands()
  /// The drawing's width in columns, at least 1 and at most the terminal's.
  private(set) var width: Int
  /// The drawing's height in lines.
  let height: Int
  /// The part of the current step done, as the scene shows it, or `nil`.
  let stepProgress: Double?

  /// Whether the steps follow a horizontal row.
  var isHorizontal: Bool { axis == .horizontal }

  /// Lays `scene` out in at most `columns` columns (at least 1).
  init(_ scene: borrowing StepperScene, columns: Int) {
    let columns = max(1, columns)
    let elements = scene.elements
    self.elements = elements
    stepProgress = scene.accessibility.stepProgress
    axis = scene.axis
    direction = scene.direction
    let (header, body) = Self.split(elements)
    self.header = header
    self.body = body
    headerRows = header.isEmpty ? 0 : 2
    let cells = Self.cells(of: scene, elements, body: body, columns: columns)
    self.cells = cells
    let currentShape = Self.shapePosition(of: scene.accessibility.current, in: elements, body)
    self.currentShape = currentShape
    let lastShape = body.last { elements.part(at: $0).isShape }
    self.lastShape = lastShape
    let isBar = elements.stepCount > cells.count
    let room = Self.markerRoom(
      in: elements, body, cells: cells, axis: scene.axis, current: currentShape, last: lastShape,
      isBar: isBar)
    mode = isBar ? .bar : (room.isCompact ? .compact : .full)
    currentExtent = room.current
    lastExtent = room.last
    let names = Self.names(in: elements, body, currentShape: currentShape, isBar: isBar)
    self.names = names
    descriptions =
      isBar ? [] : body.filter { elements.part(at: $0) == .description }.map { elements[$0] }
    nameCells =
      scene.axis == .horizontal ? Self.anchorCells(of: names, descriptions, cells: cells) : []
    if scene.axis == .horizontal {
      width = max(1, cells.count)
      let nameLines = names.map { $0.text?.lines.count ?? 0 }.max() ?? 0
      self.nameLines = nameLines
      let descriptionLines = descriptions.map { $0.text?.lines.count ?? 0 }.max() ?? 0
      height = headerRows + 1 + nameLines + descriptionLines
    } else {
      // The bands read the rest of the layout, so they come last.
      width = 1
      nameLines = 0
      height = headerRows + cells.count + 1
      bands = columnBands(columns: columns)
      width = max(1, min(columns, max(bands.width, headerWidth)))
    }
  }

  /// How the shape at `position` is drawn: whole, as a bullet, or in the bar. The current
  /// step's shape is drawn whole, and the last one's where it is a marker that clears the
  /// current one; a bar draws the rest in runs, a compact row as bullets, and a full row as
  /// they are, but for a marker that would cover one of those two, drawn as a bullet.
  func glyph(at position: Int) -> ShapeGlyph {
    if position == currentShape || (position == lastShape && lastExtent != nil) { return .whole }
    switch mode {
    case .bar: return .bar
    case .compact: return elements.part(at: position) == .marker ? .bullet : .whole
    case .full:
      guard elements.part(at: position) == .marker else { return .whole }
      // The last marker, not drawn whole, is a bullet; another gives way to the two.
      if position == lastShape { return .bullet }
      return givesWay(at: position) ? .bullet : .whole
    }
  }

  /// Whether the marker at `position` would cover a cell of the current marker or of the last
  /// one drawn whole.
  private func givesWay(at position: Int) -> Bool {
    guard currentExtent != nil || lastExtent != nil else { return false }
    let extent = Self.markerExtent(at: position, in: elements, cells: cells, axis: axis)
    return currentExtent.map(extent.overlaps) == true || lastExtent.map(extent.overlaps) == true
  }

  /// Whether the element at `position` is a step's dash, bullet or marker.
  func isShape(at position: Int) -> Bool {
    elements.part(at: position).isShape
  }

  /// The header (title and "All steps", which come first) and the positions of the rest.
  private static func split(
    _ elements: StepperSceneElements
  ) -> (header: [StepperSceneElement], body: Range<Int>) {
    var bodyStart = elements.startIndex
    var header: [StepperSceneElement] = []
    while bodyStart < elements.endIndex,
      elements.part(at: bodyStart) == .title || elements.part(at: bodyStart) == .allSteps
    {
      header.append(elements[bodyStart])
      bodyStart += 1
    }
    return (header, bodyStart..<elements.endIndex)
  }

  /// How the main axis of `scene` maps onto cells. The steps start at the viewport's start, or
  /// below the header of a vertical column, where the first shape is. A bullet row's room at
  /// each end for the current step's pill is left out: a bullet is one cell, whatever its
  /// width in points, and the cells keep their centers.
  private static func cells(
    of scene: borrowing StepperScene, _ elements: StepperSceneElements, body: Range<Int>,
    columns: Int
  ) -> MainAxisCells {
    let visible = scene.visibleRect
    let isHorizontal = scene.axis == .horizontal
    let isBullet = scene.style == .bullet
    let room = isBullet ? StyleMetrics.currentBulletGrowth : 0
    let mainStart: Double
    if isHorizontal {
      mainStart = visible.x + room
    } else {
      let firstShape = body.first { elements.part(at: $0).isShape }
      let slotStart = firstShape.map { position -> Double in
        let frame = elements.frame(at: position)
        return isBullet ? frame.center.y - StyleMetrics.bulletSize / 2 : frame.y
      }
      mainStart = max(visible.y, slotStart ?? visible.y)
    }
    return MainAxisCells(
      start: mainStart, end: (isHorizontal ? visible.maxX : visible.maxY) - room,
      pointsPerCell: pointsPerCell(scene.style, scene.axis),
      limit: isHorizontal ? columns : .max)
  }

  /// Points per cell along the main axis: a dash row is drawn at 4 points a column, so that the
  /// 4-point gaps between dashes stay; markers and bullets, which are drawn 3 and 1 cells wide
  /// whatever their size, at 8. Terminal cells are about twice as tall as wide, so rows take
  /// twice the points of columns.
  static func pointsPerCell(_ style: StepperStyle, _ axis: StepperAxis) -> Double {
    let column = StyleFigures.figures(for: style).terminalColumnPoints
    return axis == .horizontal ? column : 2 * column
  }

  /// The cells of the markers drawn whole, and whether the others would cover each other (in a
  /// row that is not a bar).
  /// Along a row a marker takes its sides and what it shows. The current marker is drawn whole;
  /// the last one, which shows the number of steps, too where it clears the current one. A
  /// marker that would cover a cell of either is drawn as a bullet; where two others would
  /// cover the same cell, the whole row is compact.
  private static func markerRoom(
    in elements: StepperSceneElements, _ body: Range<Int>, cells: MainAxisCells,
    axis: StepperAxis, current: Int?, last: Int?, isBar: Bool
  ) -> (current: Range<Int>?, last: Range<Int>?, isCompact: Bool) {
    guard let last, elements.part(at: last) == .marker else { return (nil, nil, false) }
    func extent(_ position: Int) -> Range<Int> {
      markerExtent(at: position, in: elements, cells: cells, axis: axis)
    }
    let currentExtent = current.map(extent)
    var lastExtent: Range<Int>?
    if last != current {
      let extent = extent(last)
      lastExtent = currentExtent.map(extent.overlaps) == true ? nil : extent
    }
    let isCompact =
      axis == .horizontal && !isBar
      && othersOverlap(in: elements, body, except: (last, current), extent: extent)
    return (currentExtent, lastExtent, isCompact)
  }

  /// Whether two markers other than those at `except` would cover a cell of each other.
  private static func othersOverlap(
    in elements: StepperSceneElements, _ body: Range<Int>, except: (Int, Int?),
    extent: (Int) -> Range<Int>
  ) -> Bool {
    var previous: Range<Int>?
    for position in body
    where position != except.0 && position != except.1 && elements.part(at: position).isShape {
      let extent = extent(position)
      if let previous, previous.overlaps(extent) { return true }
      previous = extent
    }
    return false
  }

  /// The names drawn, in the order of their steps: a bar shows the current step's alone.
  private static func names(
    in elements: StepperSceneElements, _ body: Range<Int>, currentShape: Int?, isBar: Bool
  ) -> [StepperSceneElement] {
    guard isBar else {
      return body.filter { elements.part(at: $0) == .label }.map { elements[$0] }
    }
    // The current step's name follows its shape, after its part done and loading mark.
    guard let currentShape,
      let name = (currentShape + 1..<body.upperBound).first(where: {
        let part = elements.part(at: $0)
        return part != .stepProgress && part != .loading
      }), elements.part(at: name) == .label
    else { return [] }
    return [elements[name]]
  }

  /// Where the shape of `step` is in `body`, or `nil` when it does not show: its mark
  /// (``StepperSceneElements/markPosition(of:in:)``).
  static func shapePosition(
    of step: StepperStepID, in elements: StepperSceneElements, _ body: Range<Int>
  ) -> Int? {
    elements.markPosition(of: step, in: body)
  }
}
