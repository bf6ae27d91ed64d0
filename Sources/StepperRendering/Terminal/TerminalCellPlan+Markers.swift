import StepperKit

extension TerminalCellPlan {
  /// How the shape at `position` is drawn: whole, as a bullet, or in the bar. The current
  /// step's shape is drawn whole, and the last one's where it is a marker that clears the
  /// current one; a bar draws the rest in runs, a compact row as bullets, and a full row as
  /// they are, but for a marker that would cover one of those two, drawn as a bullet.
  func glyph(at position: Int) -> Glyph {
    if position == currentShape || (position == lastShape && lastExtent != nil) { return .whole }
    switch mode {
    case .bar: return .bar
    case .compact: return isMarker(at: position) ? .bullet : .whole
    case .full:
      guard isMarker(at: position) else { return .whole }
      // The last marker, not drawn whole, is a bullet; another gives way to the two.
      if position == lastShape { return .bullet }
      return givesWay(at: position) ? .bullet : .whole
    }
  }

  /// Whether the marker at `position` would cover a cell of the current marker or of the last
  /// one drawn whole.
  private func givesWay(at position: Int) -> Bool {
    guard currentExtent != nil || lastExtent != nil else { return false }
    let extent = Self.markerExtent(at: position, in: frames, cells: cells, axis: axis)
    return currentExtent.map(extent.overlaps) == true || lastExtent.map(extent.overlaps) == true
  }

  /// The cells of the markers drawn whole, and whether the others would cover each other (in a
  /// row that is not a bar).
  /// Along a row a marker takes its sides and what it shows. The current marker is drawn whole;
  /// the last one, which shows the number of steps, too where it clears the current one. A
  /// marker that would cover a cell of either is drawn as a bullet; where two others would
  /// cover the same cell, the whole row is compact.
  /// `current` and `last` are the positions of those shapes and the cells under their centers.
  static func markerRoom(
    in frames: TerminalShapeFrames, _ body: Range<Int>, cells: MainAxisCells,
    axis: StepperAxis, current: (position: Int, cell: Int)?, last: (position: Int, cell: Int)?,
    isBar: Bool
  ) -> (current: Range<Int>?, last: Range<Int>?, isCompact: Bool) {
    let elements = frames.elements
    guard let last, elements.markShape.isMarker else { return (nil, nil, false) }
    func extent(_ position: Int) -> Range<Int> {
      markerExtent(at: position, in: frames, cells: cells, axis: axis)
    }
    func extent(_ shape: (position: Int, cell: Int)) -> Range<Int> {
      markerExtent(
        at: shape.position, centeredOn: shape.cell, in: elements, cells: cells, axis: axis)
    }
    let currentExtent = current.map(extent)
    var lastExtent: Range<Int>?
    if last.position != current?.position {
      let extent = extent(last)
      lastExtent = currentExtent.map(extent.overlaps) == true ? nil : extent
    }
    let isCompact =
      axis == .horizontal && !isBar
      && othersOverlap(
        in: elements, body, except: (last.position, current?.position), extent: extent)
    return (currentExtent, lastExtent, isCompact)
  }

  /// Whether two markers other than those at `except` would cover a cell of each other.
  private static func othersOverlap(
    in elements: StepperSceneElements, _ body: Range<Int>, except: (Int, Int?),
    extent: (Int) -> Range<Int>
  ) -> Bool {
    var previous: Range<Int>?
    for position in body
    where position != except.0 && position != except.1 && isShape(elements.role(at: position)) {
      let extent = extent(position)
      if let previous, previous.overlaps(extent) { return true }
      previous = extent
    }
    return false
  }

  /// The main-axis cells the whole marker at `position` takes: along a row its sides and what it
  /// shows, centered on its cell and kept on the drawing; down a column, its line.
  static func markerExtent(
    at position: Int, in frames: TerminalShapeFrames, cells: MainAxisCells, axis: StepperAxis
  ) -> Range<Int> {
    let center = frames[position].center
    let cell = cells.cell(ofMain: axis == .horizontal ? center.x : center.y)
    return markerExtent(
      at: position, centeredOn: cell, in: frames.elements, cells: cells, axis: axis)
  }

  /// ``markerExtent(at:in:cells:axis:)`` of a marker whose center is over main-axis `cell`.
  static func markerExtent(
    at position: Int, centeredOn cell: Int, in elements: StepperSceneElements,
    cells: MainAxisCells, axis: StepperAxis
  ) -> Range<Int> {
    guard axis == .horizontal else { return cell..<cell + 1 }
    let width = markerWidth(at: position, in: elements)
    let start = min(max(0, cell - (width - 1) / 2), max(0, cells.count - width))
    return start..<start + width
  }

  /// How many cells the marker at `position` takes along a row: its two sides, and its check,
  /// exclamation mark, or number a cell a digit (in any of the scenes' numbering systems); a
  /// sub-step's "2.1" takes its main step's digits, a cell for the full stop, and its own.
  static func markerWidth(at position: Int, in elements: StepperSceneElements) -> Int {
    guard let id = elements.number(at: position) else { return 3 }
    let step = id.step.decimalDigitCount
    guard let substep = id.substep else { return 2 + step }
    return 2 + step + 1 + substep.decimalDigitCount
  }
}
