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
    _ natural: MainAxisCells, end: Double, columns: Int, in elements: StepperSceneElements,
    _ body: Range<Int>, measuring: some CellTextMeasuring
  ) -> MainAxisCells {
    guard natural.count < columns else { return natural }
    let texts = body.compactMap { position -> (anchor: Double, width: Int)? in
      let role = elements.role(at: position)
      guard role == .label || role == .description, let text = elements[position].text,
        let anchor = text.baselines.first?.x
      else { return nil }
      return (anchor, measuring.columns(ofWhole: text))
    }
    let shapes = body.filter { isShape(elements.role(at: $0)) && elements.markShape != .dash }
    func reads(_ count: Int) -> Bool {
      let cells = MainAxisCells(start: natural.start, end: end, count: count)
      return shapesKeepApart(shapes, in: elements, cells: cells)
        && textsShowWhole(texts, cells: cells)
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

  /// Whether each of `shapes` (markers or bullets, in the steps' order) keeps a blank cell
  /// from the next: a marker whole, a bullet in its one cell.
  private static func shapesKeepApart(
    _ shapes: [Int], in elements: StepperSceneElements, cells: MainAxisCells
  ) -> Bool {
    var previous: Range<Int>?
    for position in shapes {
      let extent =
        elements.markShape.isMarker
        ? markerExtent(at: position, in: elements, cells: cells, axis: .horizontal)
        : {
          let cell = cells.cell(ofMain: elements.frame(at: position).center.x)
          return cell..<cell + 1
        }()
      if let previous {
        let between =
          max(previous.lowerBound, extent.lowerBound)
          - min(previous.upperBound, extent.upperBound)
        if between < 1 { return false }
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
