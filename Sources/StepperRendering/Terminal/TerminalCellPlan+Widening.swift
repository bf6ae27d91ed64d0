import StepperKit

extension TerminalCellPlan {
  /// A horizontal row's cells widened into the terminal's width: a row whose points give it
  /// fewer cells than the terminal has columns takes the fewest cells, up to `columns`, at which
  /// it reads — every name and description shows whole in the room its neighbors leave it, and
  /// two neighboring markers (their sides and what they show) or bullets keep a blank cell
  /// between them, where a connector goes. A row that does not read even at `columns` takes
  /// them all. The row keeps its proportions: the steps' points map onto the cells evenly.
  ///
  /// - Parameters:
  ///   - natural: The row's cells at its own points per cell.
  ///   - end: The main-axis position the row's cells end at.
  ///   - columns: The terminal's width.
  ///   - measuring: How the terminal prints the names.
  static func widened(
    _ natural: MainAxisCells, end: Double, columns: Int, in frames: TerminalShapeFrames,
    _ body: Range<Int>, measuring: some CellTextMeasuring
  ) -> MainAxisCells {
    guard natural.count < columns else { return natural }
    let elements = frames.elements
    let texts = body.compactMap { position -> (anchor: Double, width: Int)? in
      let role = elements.role(at: position)
      guard isLabel(role) || isDescription(role), let text = elements[position].text,
        let anchor = text.baselines.first?.x
      else { return nil }
      return (anchor, measuring.columns(ofWhole: text))
    }
    // Each marker's or bullet's center and the cells it takes, read once for every count
    // tried, on the stack.
    let count = elements.markShape.isMarker || isBullet(elements.markShape) ? body.count : 0
    return withUnsafeTemporaryAllocation(of: (center: Double, width: Int).self, capacity: count) {
      room in
      var shapeCount = 0
      for position in body where count > 0 && isShape(elements.role(at: position)) {
        let width = elements.markShape.isMarker ? markerWidth(at: position, in: elements) : 1
        room[shapeCount] = (frames[position].center.x, width)
        shapeCount += 1
      }
      let shapes = UnsafeBufferPointer(rebasing: room[..<shapeCount])
      func reads(_ count: Int) -> Bool {
        let cells = MainAxisCells(start: natural.start, end: end, count: count)
        return shapesKeepApart(shapes, cells: cells) && textsShowWhole(texts, cells: cells)
      }
      if reads(natural.count) { return natural }
      // The fewest cells at which the row reads, by halving the range between the two.
      var (low, high) = (natural.count, columns)
      if reads(high) {
        while high - low > 1 {
          let middle = (low + high) / 2
          if reads(middle) { high = middle } else { low = middle }
        }
      }
      return MainAxisCells(start: natural.start, end: end, count: high)
    }
  }

  /// Whether each of `shapes` (markers or bullets, in the steps' order, at their main-axis
  /// centers) keeps a blank cell from the next: a marker whole, centered on its cell and kept on
  /// the row as ``markerExtent(at:centeredOn:in:cells:axis:)`` keeps it, a bullet in its one cell.
  private static func shapesKeepApart(
    _ shapes: UnsafeBufferPointer<(center: Double, width: Int)>, cells: MainAxisCells
  ) -> Bool {
    var previous: Range<Int>?
    for shape in shapes {
      let cell = cells.cell(ofMain: shape.center)
      let start = min(max(0, cell - (shape.width - 1) / 2), max(0, cells.count - shape.width))
      let extent = start..<start + shape.width
      // The blank cells between the two, whichever side of the other each is on.
      if let previous,
        max(previous.lowerBound, extent.lowerBound) - min(previous.upperBound, extent.upperBound)
          < 1
      {
        return false
      }
      previous = extent
    }
    return true
  }

  /// Whether each text, `width` columns wide at its main-axis `anchor`, fits the room its
  /// neighbors leave it (``territory(of:among:width:)``).
  private static func textsShowWhole(
    _ texts: [(anchor: Double, width: Int)], cells: MainAxisCells
  ) -> Bool {
    guard !texts.isEmpty else { return true }
    var anchors = texts.map { cells.cell(ofMain: $0.anchor) }
    let centers = anchors
    anchors.sort()
    var unique: [Int] = []
    for anchor in anchors where unique.last != anchor { unique.append(anchor) }
    for (index, text) in texts.enumerated()
    where territory(of: centers[index], among: unique, width: cells.count).count < text.width {
      return false
    }
    return true
  }
}
