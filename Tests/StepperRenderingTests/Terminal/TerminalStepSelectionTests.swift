import StepperKit
import Testing

@testable import StepperRendering

@Suite struct TerminalStepSelectionTests {
  /// An entry as compared: where its element is, and the frame of its step's shape.
  private struct Picked: Equatable {
    let index: Int
    let stepFrame: Rect?
  }

  private func picked(_ entries: [TerminalStepSelection.Entry]) -> [Picked] {
    entries.map { Picked(index: $0.index, stepFrame: $0.stepFrame) }
  }

  /// What the selection must find, the slow way: every shape's cell; of each run of shapes in
  /// the same cell, the current step's when the run holds it and otherwise the last; and the
  /// elements that follow each such shape up to the next shape.
  private func expectedEntries(
    _ scene: Scene, _ selection: TerminalStepSelection
  ) -> [Picked] {
    let elements = scene.elements
    let isShape = { (role: SceneElement.Role) in role == .dash || role == .bullet || role == .marker
    }
    let shapes = selection.body.filter { isShape(elements[$0].role) }
    func cell(_ index: Int) -> Int {
      let frame = elements[index].frame
      let horizontal = selection.axis == .horizontal
      if elements[index].role == .dash {
        return horizontal
          ? selection.cells.span(from: frame.x, to: frame.maxX).lowerBound
          : selection.cells.span(from: frame.y, to: frame.maxY).lowerBound
      }
      return selection.cells.cell(ofMain: horizontal ? frame.center.x : frame.center.y)
    }
    var entries: [Picked] = []
    let firstShape = shapes.first ?? selection.body.upperBound
    for index in selection.body.lowerBound..<firstShape {
      entries.append(Picked(index: index, stepFrame: nil))
    }
    var runStart = 0
    while runStart < shapes.count {
      var runEnd = runStart + 1
      while runEnd < shapes.count, cell(shapes[runEnd]) == cell(shapes[runStart]) { runEnd += 1 }
      let run = shapes[runStart..<runEnd]
      let drawn =
        run.first { selection.current != nil && elements[$0].step == selection.current }
        ?? shapes[runEnd - 1]
      let position = shapes.firstIndex(of: drawn) ?? runEnd - 1
      let next = position + 1 < shapes.count ? shapes[position + 1] : selection.body.upperBound
      for index in drawn..<next {
        entries.append(Picked(index: index, stepFrame: elements[drawn].frame))
      }
      runStart = runEnd
    }
    return entries
  }

  private func selection(_ scene: Scene, columns: Int) -> TerminalStepSelection {
    let header = scene.elements.prefix { $0.role == .title || $0.role == .allSteps }.count
    let visible = scene.visibleRect
    let horizontal = scene.axis == .horizontal
    let firstShape = scene.elements.first { [.dash, .bullet, .marker].contains($0.role) }
    let start = horizontal ? visible.x : max(visible.y, firstShape?.frame.y ?? visible.y)
    let cells = MainAxisCells(
      start: start, end: horizontal ? visible.maxX : visible.maxY,
      pointsPerCell: (scene.style == .dash ? 4 : 8) * (horizontal ? 1 : 2),
      limit: horizontal ? columns : .max)
    return TerminalStepSelection(
      body: header..<scene.elements.count, cells: cells, axis: scene.axis,
      current: scene.accessibility.current)
  }

  @Test func keepsEveryElementWhenEachStepHasACellOfItsOwn() throws {
    let scene = Scene(
      try StepperConfiguration(
        total: 4, current: 2, names: [1: "Cart", 2: "Ship"], showsHeader: true))
    let selection = selection(scene, columns: 80)
    let entries = selection.entries(of: scene.elements)
    #expect(entries.map(\.index) == Array(selection.body))
    #expect(picked(entries) == expectedEntries(scene, selection))
  }

  @Test(arguments: StepperStyle.allCases, LayoutDirection.allCases)
  func keepsTheCurrentOrElseTheLastStepOfEachCellOfACrowdedRow(
    _ style: StepperStyle, _ direction: LayoutDirection
  ) throws {
    let total = 3_000
    let scene = Scene(
      try StepperConfiguration(
        style: style, total: total, current: 1_234, direction: direction,
        length: StyleMetrics.minimumLength(of: style, total: total) * 1.7,
        stateOverrides: [StepID(2_000): .error], substeps: [17: 3, 2_500: 2]))
    for columns in [1, 7, 80, 333] {
      let selection = selection(scene, columns: columns)
      #expect(picked(selection.entries(of: scene.elements)) == expectedEntries(scene, selection))
    }
  }

  @Test func findsTheSameStepsAsVisitingEveryElement() {
    for (recipe, configuration) in GeneratedSteppers.named(seed: 61, count: 120) {
      let scene = Scene(configuration)
      for columns in [1, 20, 80] {
        let selection = selection(scene, columns: columns)
        #expect(
          picked(selection.entries(of: scene.elements)) == expectedEntries(scene, selection),
          "\(recipe) at \(columns) columns")
      }
    }
  }

  @Test func theCurrentStepIsDrawnWhereverItFallsInItsCell() throws {
    let total = 10_000
    for current in [1, 77, 5_000, 5_001, 9_999, 10_000] {
      let scene = Scene(
        try StepperConfiguration(
          total: total, current: current,
          length: StyleMetrics.minimumLength(of: .circular, total: total)))
      let selection = selection(scene, columns: 80)
      let drawn = selection.entries(of: scene.elements).map(\.element)
      #expect(drawn.contains { $0.role == .marker && $0.step == StepID(current) }, "\(current)")
    }
  }

  /// The example in the documentation: 300 bullets in 80 columns, one shown a column.
  @Test func drawsOneBulletAColumnOfARowOf300() throws {
    let scene = try Scene(StepperConfiguration(style: .bullet, total: 300, current: 2))
    let cells = MainAxisCells(
      start: scene.visibleRect.x, end: scene.visibleRect.maxX, pointsPerCell: 8, limit: 80)
    let selection = TerminalStepSelection(
      body: 0..<scene.elements.count, cells: cells, axis: .horizontal)
    #expect(selection.entries(of: scene.elements).count == 80)
  }

  @Test func keepsTheConnectorIntoTheFirstStepOfAScrollingRow() throws {
    let scene = Scene(
      try StepperConfiguration(total: 20, current: 11, viewport: 375, scrollOffset: 100))
    let selection = selection(scene, columns: 80)
    let entries = selection.entries(of: scene.elements)
    try #require(scene.elements.first?.role == .connector)
    #expect(picked(entries).first == Picked(index: 0, stepFrame: nil))
    #expect(entries.map(\.index) == Array(selection.body))
  }

  @Test func readsAFewElementsAColumnOfALongRow() throws {
    let total = 10_000
    let scene = Scene(
      try StepperConfiguration(
        total: total, current: 5_000,
        length: StyleMetrics.minimumLength(of: .circular, total: total)))
    let elements = CountingElements(scene.elements)
    let selection = selection(scene, columns: 80)
    let entries = selection.entries(of: elements)
    #expect(picked(entries) == expectedEntries(scene, selection))
    // 20,000 elements; a column's last step is found in a few probes (about 4 reads a column).
    #expect(elements.reads.count < 8 * 80, "\(elements.reads.count) reads")
  }
}

/// Elements that count how often they are read.
private struct CountingElements: RandomAccessCollection {
  final class Counter: @unchecked Sendable { var count = 0 }
  let base: SceneElements
  let reads = Counter()

  init(_ base: SceneElements) { self.base = base }

  var startIndex: Int { base.startIndex }
  var endIndex: Int { base.endIndex }

  subscript(position: Int) -> SceneElement {
    reads.count += 1
    return base[position]
  }
}
