import StepperKit

extension TerminalLayout {
  /// The line and column where something `width` cells wide goes, centered on main-axis
  /// `cell`: along the row under the header, kept on the drawing; or down the steps' band.
  func place(_ cell: Int, width: Int) -> (row: Int, column: Int) {
    if isHorizontal {
      return (headerRows, min(max(0, cell - (width - 1) / 2), max(0, self.width - width)))
    }
    return (headerRows + cell, bands.stepsStart + max(0, (bands.steps - width) / 2))
  }

  /// The main-axis cells a part with `frame` covers: a dash's or connector's span, or the cell
  /// under a bullet's or marker's center.
  func mainCells(_ role: TerminalPart, _ frame: StepperRect) -> Range<Int> {
    if role == .dash || role == .connector {
      return isHorizontal
        ? cells.span(from: frame.x, to: frame.maxX) : cells.span(from: frame.y, to: frame.maxY)
    }
    let cell = centerCell(frame)
    return cell..<cell + 1
  }

  /// The main-axis cell under a frame's center.
  func centerCell(_ frame: StepperRect) -> Int {
    cells.cell(ofMain: isHorizontal ? frame.center.x : frame.center.y)
  }

  /// The columns a name centered on `center` may take along a row: up to a cell short of
  /// halfway to the names on either side, so that neighbors keep a blank between them, or to
  /// the edge where there is none.
  func territory(of center: Int) -> Range<Int> {
    // The nearest anchors on either side, in the sorted anchors.
    let below = nameCells.partitioningIndex { $0 >= center }
    let above = nameCells[below...].partitioningIndex { $0 > center }
    let left = below > 0 ? nameCells[below - 1] : nil
    let right = above < nameCells.endIndex ? nameCells[above] : nil
    let start = left.map { center - ($0 == center - 1 ? 0 : (center - $0 - 2) / 2) } ?? 0
    let end = right.map { center + 1 + ($0 == center + 1 ? 0 : ($0 - center - 2) / 2) } ?? width
    return max(0, min(start, width - 1))..<max(min(end, width), min(start, width - 1) + 1)
  }

  /// The main-axis cells the whole marker at `position` takes: along a row its sides and what it
  /// shows, centered on its cell and kept on the drawing; down a column, its line.
  static func markerExtent(
    at position: Int, in elements: StepperSceneElements, cells: MainAxisCells, axis: StepperAxis
  ) -> Range<Int> {
    let frame = elements.frame(at: position)
    guard axis == .horizontal else {
      let cell = cells.cell(ofMain: frame.center.y)
      return cell..<cell + 1
    }
    let cell = cells.cell(ofMain: frame.center.x)
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
