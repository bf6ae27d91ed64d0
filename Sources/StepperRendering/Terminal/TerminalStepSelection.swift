import StepperKit

/// The elements of a scene's steps that terminal output draws: every step, except that where
/// the shapes of several steps fall into the same cell, only one of them is drawn, with its name
/// and the connector that leaves it: the current step when it is among them, so that a row of
/// any length shows where the user is, and otherwise the last of them, as if each step were
/// drawn over the one before.
///
/// A scene lists its steps in order along the main axis: each step's shape (dash, bullet or
/// marker), then the elements that belong to it (its name, the connector that leaves it). The
/// cell of a shape therefore only grows (or, in a right-to-left row, only shrinks) from one
/// step to the next, and the last step of each cell is found by searching the elements, not by
/// visiting them all: a row of 10,000 steps drawn into 80 columns reads a few elements a
/// column. When every step has a cell of its own, every element is read once, in order.
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
  struct Entry {
    /// The element.
    let element: SceneElement
    /// Where the element is in the scene's elements.
    let index: Int
    /// The frame of the dash, bullet or marker of the element's step; `nil` for an element
    /// before the first shape (the connector into the first step of a scrolling row).
    let stepFrame: Rect?
  }

  /// The positions of the steps' elements: the elements after the header.
  let body: Range<Int>
  /// How the main axis maps onto cells.
  let cells: MainAxisCells
  /// The axis the steps follow.
  let axis: StepperAxis
  /// The step that is drawn whatever shares its cell: the current one.
  var current: StepID? = nil

  /// The elements of `elements` to draw, in their order. Each element is read whole, and
  /// once where it can be, as a scene may build its elements when they are read: `first` is the
  /// element at the start of the body when the caller has read it already.
  func entries<Elements: RandomAccessCollection<SceneElement>>(
    of elements: Elements, first: SceneElement? = nil
  ) -> [Entry] where Elements.Index == Int {
    var entries: [Entry] = []
    entries.reserveCapacity(min(body.count, 3 * cells.count + 3))
    // The elements before the first shape, then the first shape.
    var index = body.lowerBound
    var start: Shape?
    while index < body.upperBound {
      let element = index == body.lowerBound ? first ?? elements[index] : elements[index]
      if Self.isShape(element.role) {
        start = Shape(
          index: index, cell: cell(of: element), frame: element.frame, step: element.step)
        entries.append(Entry(element: element, index: index, stepFrame: element.frame))
        break
      }
      entries.append(Entry(element: element, index: index, stepFrame: nil))
      index += 1
    }
    guard var shape = start else { return entries }
    // Where the current step's shape is: looked for only once a cell is crowded.
    var currentShape: Int??
    let firstShape = shape.index
    func currentShapeIndex() -> Int? {
      if let currentShape { return currentShape }
      let found = current.flatMap { shapeIndex(of: $0, from: firstShape, in: elements) }
      currentShape = .some(found)
      return found
    }
    // How many elements a cell's steps take, to guess where a crowded cell's steps end: at
    // first, as many as if the steps filled every cell.
    var span = max(1, (body.upperBound - shape.index) / cells.count)
    var isCrowded = false
    while true {
      // The group's first shape is the last entry.
      let group = Group(start: shape, span: span)
      let lastShape: Int
      let next: Shape?
      if isCrowded {
        entries.removeLast()
        (lastShape, next) = search(
          group, knownShape: shape, current: currentShapeIndex(), in: elements, into: &entries)
      } else {
        (lastShape, next) = nextGroup(
          after: group, current: currentShapeIndex, in: elements, into: &entries)
      }
      guard let next else { return entries }
      isCrowded = lastShape != shape.index
      if isCrowded { span = next.index - shape.index }
      shape = next
    }
  }

  /// A dash, bullet or marker: where it is in the elements, its cell and its frame.
  private struct Shape {
    let index: Int
    let cell: Int
    let frame: Rect
    let step: StepID?
  }

  /// The steps whose shapes fall into one cell.
  private struct Group {
    /// Its first step's shape.
    let start: Shape
    /// How many elements the last crowded cell's steps took.
    let span: Int

    /// Whether a shape after the group's first, in `cell`, belongs to the group: as the cells
    /// of the shapes only grow (or only shrink), one in another cell starts a later group.
    func holds(_ cell: Int) -> Bool { cell == start.cell }
  }

  /// Appends the elements that follow `group`'s first shape (the last entry) up to the next
  /// shape, and that shape when it starts another group; returns where the group's last shape
  /// is and the next group's first shape (`nil` at the end). When the next shape is in the
  /// same cell, the group is crowded: its entries are taken back and
  /// ``search(_:knownShape:in:into:)`` finds its last step.
  private func nextGroup<Elements: RandomAccessCollection<SceneElement>>(
    after group: Group, current: () -> Int?, in elements: Elements, into entries: inout [Entry]
  ) -> (lastShape: Int, next: Shape?) where Elements.Index == Int {
    let start = group.start
    let count = entries.count - 1
    var index = start.index + 1
    while index < body.upperBound {
      let element = elements[index]
      if Self.isShape(element.role) {
        let next = Shape(
          index: index, cell: cell(of: element), frame: element.frame, step: element.step)
        if group.holds(next.cell) {
          entries.removeLast(entries.count - count)
          return search(
            group, knownShape: next, current: current(), in: elements, into: &entries)
        }
        entries.append(Entry(element: element, index: index, stepFrame: next.frame))
        return (start.index, next)
      }
      entries.append(Entry(element: element, index: index, stepFrame: start.frame))
      index += 1
    }
    return (start.index, nil)
  }

  /// Appends the entries of the step of `group` that is drawn (the one at `current`, the
  /// position of the current step's shape, when the group holds it; otherwise its last) and the
  /// next group's first shape, and returns where the group's last shape is and the next group's
  /// first shape (`nil` at the end); `knownShape` is one of the group's shapes, and the group's
  /// entries are not yet appended. Searches out from where the group would end if it were as
  /// long as the last crowded one, in steps that double, then halves the interval found.
  private func search<Elements: RandomAccessCollection<SceneElement>>(
    _ group: Group, knownShape: Shape, current: Int?, in elements: Elements,
    into entries: inout [Entry]
  ) -> (lastShape: Int, next: Shape?) where Elements.Index == Int {
    // `low` is in the group, `lowShape` the shape at or before it; `high` is past the group,
    // and when it is not the end of the body, `highShape` is the shape there.
    var low = knownShape.index
    var lowShape = knownShape
    var high = body.upperBound
    var highShape: Shape?
    /// Whether the shape at or before `index` is in the group; moves `low` or `high` to it.
    func probe(_ index: Int) -> Bool {
      let shape = self.shape(atOrBefore: index, in: elements) ?? lowShape
      if group.holds(shape.cell) {
        low = index
        lowShape = shape
        return true
      }
      high = index
      highShape = shape
      return false
    }
    let guess = group.start.index + group.span
    var step = 1
    if guess > low, guess < high, !probe(guess) {
      while high - step > low, !probe(high - step) { step *= 2 }
    } else {
      while low + step < high, probe(low + step) { step *= 2 }
    }
    while high - low > 1 { _ = probe(low + (high - low) / 2) }
    // The step drawn: its shape and what follows it up to the next shape, then the next group's
    // first shape.
    if let current, current >= group.start.index, current < lowShape.index {
      let frame = elements[current].frame
      var index = current
      repeat {
        entries.append(Entry(element: elements[index], index: index, stepFrame: frame))
        index += 1
      } while index < high && !Self.isShape(elements[index].role)
    } else {
      for index in lowShape.index..<high {
        entries.append(Entry(element: elements[index], index: index, stepFrame: lowShape.frame))
      }
    }
    guard let highShape else { return (lowShape.index, nil) }
    entries.append(
      Entry(element: elements[highShape.index], index: highShape.index, stepFrame: highShape.frame))
    return (lowShape.index, highShape)
  }

  /// The cell of a shape: where a dash starts, or under a bullet's or marker's center.
  private func cell(of shape: SceneElement) -> Int {
    let frame = shape.frame
    let isHorizontal = axis == .horizontal
    if shape.role == .dash {
      return isHorizontal
        ? cells.span(from: frame.x, to: frame.maxX).lowerBound
        : cells.span(from: frame.y, to: frame.maxY).lowerBound
    }
    return cells.cell(ofMain: isHorizontal ? frame.center.x : frame.center.y)
  }

  /// Where the shape of `step` is in the body, searching from `start` (a shape), or `nil` when
  /// the body does not show it. Shapes are in the order of their steps, so the positions whose
  /// nearest shape at or before them is of `step` or an earlier one come first.
  private func shapeIndex<Elements: RandomAccessCollection<SceneElement>>(
    of step: StepID, from start: Int, in elements: Elements
  ) -> Int? where Elements.Index == Int {
    func isAtOrBefore(_ index: Int) -> Bool {
      guard let found = shape(atOrBefore: index, in: elements)?.step else { return true }
      return found <= step
    }
    guard isAtOrBefore(start) else { return nil }
    var low = start
    var high = body.upperBound
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if isAtOrBefore(middle) { low = middle } else { high = middle }
    }
    guard let found = shape(atOrBefore: low, in: elements), found.step == step else { return nil }
    return found.index
  }

  /// The last shape at or before `index` in the body.
  private func shape<Elements: RandomAccessCollection<SceneElement>>(
    atOrBefore index: Int, in elements: Elements
  ) -> Shape? where Elements.Index == Int {
    var index = index
    while index >= body.lowerBound {
      let element = elements[index]
      if Self.isShape(element.role) {
        return Shape(
          index: index, cell: cell(of: element), frame: element.frame, step: element.step)
      }
      index -= 1
    }
    return nil
  }

  private static func isShape(_ role: SceneElement.Role) -> Bool {
    role == .dash || role == .bullet || role == .marker
  }
}
