import StepperKit

/// The elements of a scene's steps that terminal output draws: every step, except that where
/// the shapes of several steps fall into the same cell, only the last of them is drawn, with
/// its name and the connector that leaves it — as if each step were drawn over the one before.
///
/// A scene lists its steps in order along the main axis: each step's shape (dash, bullet or
/// marker), then the elements that belong to it (its name, the connector that leaves it). The
/// cell of a shape therefore only grows (or, in a right-to-left row, only shrinks) from one
/// step to the next, and the last step of each cell is found by searching the elements, not by
/// visiting them all: a row of 10,000 steps drawn into 80 columns reads a few elements a
/// column. When every step has a cell of its own, every element is drawn.
///
/// ```swift
/// let scene = try Scene(StepperConfiguration(style: .bullet, total: 300, current: 2))
/// let cells = MainAxisCells(
///   start: scene.visibleRect.x, end: scene.visibleRect.maxX, pointsPerCell: 8, limit: 80)
/// let selection = TerminalStepSelection(
///   body: 0..<scene.elements.count, cells: cells, axis: .horizontal)
/// print(selection.entries(of: scene.elements).count)
/// // Prints "80"
/// ```
struct TerminalStepSelection {
  /// An element to draw, and the shape of its step.
  struct Entry: Equatable {
    /// The element's position in the scene's elements.
    let index: Int
    /// The position of the dash, bullet or marker of the element's step; `nil` for an element
    /// before the first shape (the connector into the first step of a scrolling row).
    let stepIndex: Int?
  }

  /// The positions of the steps' elements: the elements after the header.
  let body: Range<Int>
  /// How the main axis maps onto cells.
  let cells: MainAxisCells
  /// The axis the steps follow.
  let axis: StepperAxis

  /// The elements of `elements` to draw, in their order.
  func entries<Elements: RandomAccessCollection<SceneElement>>(
    of elements: Elements
  ) -> [Entry] where Elements.Index == Int {
    var entries: [Entry] = []
    guard let first = shape(from: body.lowerBound, in: elements),
      let last = shape(atOrBefore: body.upperBound - 1, in: elements)
    else {
      for index in body { entries.append(Entry(index: index, stepIndex: nil)) }
      return entries
    }
    for index in body.lowerBound..<first { entries.append(Entry(index: index, stepIndex: nil)) }
    let firstCell = cell(ofShapeAt: first, in: elements)
    let lastCell = cell(ofShapeAt: last, in: elements)
    var group = Group(
      start: first, cell: firstCell, isAscending: lastCell >= firstCell,
      // How many elements a cell's steps take, to guess where a crowded cell's steps end.
      span: max(1, (body.upperBound - first) / (abs(lastCell - firstCell) + 1)))
    var isCrowded = false
    while true {
      let (lastShape, end, endCell) =
        isCrowded
        ? search(group, knownShape: group.start, in: elements)
        : nextGroup(after: group, in: elements)
      isCrowded = lastShape != group.start
      if isCrowded { group.span = end - group.start }
      for index in lastShape..<end { entries.append(Entry(index: index, stepIndex: lastShape)) }
      guard end < body.upperBound else { return entries }
      group.start = end
      group.cell = endCell
    }
  }

  /// The steps whose shapes fall into one cell.
  private struct Group {
    /// The position of the first step's shape.
    var start: Int
    /// The cell.
    var cell: Int
    /// Whether cells grow from one step to the next (they shrink in a right-to-left row).
    let isAscending: Bool
    /// How many elements the last crowded cell's steps took.
    var span: Int

    /// Whether a shape in `cell` belongs to this group or an earlier one.
    func holds(_ cell: Int) -> Bool { isAscending ? cell <= self.cell : cell >= self.cell }
  }

  /// Where `group` ends when its next shape is in another cell, as when every step has a cell
  /// of its own; otherwise, ``search(_:knownShape:in:)``. Returns the position of the group's
  /// last shape, the position of the next group's first shape (or the end of the body), and
  /// that shape's cell.
  private func nextGroup<Elements: RandomAccessCollection<SceneElement>>(
    after group: Group, in elements: Elements
  ) -> (lastShape: Int, end: Int, endCell: Int) where Elements.Index == Int {
    guard let next = shape(from: group.start + 1, in: elements) else {
      return (group.start, body.upperBound, group.cell)
    }
    let nextCell = cell(ofShapeAt: next, in: elements)
    if !group.holds(nextCell) { return (group.start, next, nextCell) }
    return search(group, knownShape: next, in: elements)
  }

  /// Where `group` ends, `knownShape` being one of its shapes: searches out from where the
  /// group would end if it were as long as the last crowded one, in steps that double, then
  /// halves the interval found.
  private func search<Elements: RandomAccessCollection<SceneElement>>(
    _ group: Group, knownShape: Int, in elements: Elements
  ) -> (lastShape: Int, end: Int, endCell: Int) where Elements.Index == Int {
    // `low` is in the group, with `lowShape` the shape at or before it; `high` is past it,
    // with `highCell` the cell of its shape.
    var low = knownShape
    var lowShape = knownShape
    var high = body.upperBound
    var highCell = group.cell
    /// Whether the shape at or before `index` is in the group; moves `low` or `high` to it.
    func probe(_ index: Int) -> Bool {
      let shape = self.shape(atOrBefore: index, in: elements) ?? lowShape
      let shapeCell = cell(ofShapeAt: shape, in: elements)
      if group.holds(shapeCell) {
        low = index
        lowShape = shape
        return true
      }
      high = index
      highCell = shapeCell
      return false
    }
    let guess = group.start + group.span
    var step = 1
    if guess > low, guess < high, !probe(guess) {
      while high - step > low, !probe(high - step) { step *= 2 }
    } else {
      while low + step < high, probe(low + step) { step *= 2 }
    }
    while high - low > 1 { _ = probe(low + (high - low) / 2) }
    return (lowShape, high, highCell)
  }

  /// The cell of the shape at `index`: where a dash starts, or under a bullet's or marker's
  /// center.
  private func cell<Elements: RandomAccessCollection<SceneElement>>(
    ofShapeAt index: Int, in elements: Elements
  ) -> Int where Elements.Index == Int {
    let frame = elements[index].frame
    let isHorizontal = axis == .horizontal
    if elements[index].role == .dash {
      return isHorizontal
        ? cells.span(from: frame.x, to: frame.maxX).lowerBound
        : cells.span(from: frame.y, to: frame.maxY).lowerBound
    }
    return cells.cell(ofMain: isHorizontal ? frame.center.x : frame.center.y)
  }

  /// The position of the first shape at or after `index` in the body.
  private func shape<Elements: RandomAccessCollection<SceneElement>>(
    from index: Int, in elements: Elements
  ) -> Int? where Elements.Index == Int {
    var index = index
    while index < body.upperBound {
      if Self.isShape(elements[index].role) { return index }
      index += 1
    }
    return nil
  }

  /// The position of the last shape at or before `index` in the body.
  private func shape<Elements: RandomAccessCollection<SceneElement>>(
    atOrBefore index: Int, in elements: Elements
  ) -> Int? where Elements.Index == Int {
    var index = index
    while index >= body.lowerBound {
      if Self.isShape(elements[index].role) { return index }
      index -= 1
    }
    return nil
  }

  private static func isShape(_ role: SceneElement.Role) -> Bool {
    role == .dash || role == .bullet || role == .marker
  }
}
