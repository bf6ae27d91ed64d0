import StepperKit
import StepperTestSupport
import Testing

@testable import StepperRendering

/// The terminal's layout read on its own, without drawing: its mode, the glyph of each step's
/// shape, the extents of the markers drawn whole, the bands of a column and the names' room.
@Suite struct TerminalLayoutTests {
  /// A circular row of `total` steps at its minimum length, on step `current`.
  private func circularRow(total: Int, current: Int) throws -> StepperScene {
    StepperScene(
      try StepperConfiguration(
        total: total, current: current,
        length: StyleMetrics.minimumLength(of: .circular, total: total)))
  }

  /// Where the shape of step `step` is.
  private func shape(_ step: Int, in layout: TerminalLayout) throws -> Int {
    try #require(
      TerminalLayout.shapePosition(of: StepperStepID(step), in: layout.elements, layout.body))
  }

  private func flow(_ name: String) throws -> StepperScene {
    StepperScene(try #require(SampleSteppers.named.first { $0.name == name }).configuration)
  }

  /// 16 two-digit markers fit 80 columns; 30 would cover each other; 10,000 steps are more than
  /// the cells.
  @Test(arguments: [
    (16, TerminalLayout.Mode.full), (30, .compact), (10_000, .bar),
  ])
  func choosesTheModeOfTheRow(_ total: Int, _ mode: TerminalLayout.Mode) throws {
    let layout = TerminalLayout(try circularRow(total: total, current: 7), columns: 80)
    #expect(layout.mode == mode)
    #expect(layout.width == 80)
  }

  /// 20 two-digit markers: only step 19 would cover a cell of the last marker, and only it is a
  /// bullet; the current and last markers are whole, with their sides and digits.
  @Test func aFullRowDrawsAMarkerThatWouldCoverTheLastOneAsABullet() throws {
    let layout = TerminalLayout(try circularRow(total: 20, current: 7), columns: 80)
    #expect(layout.mode == .full)
    for step in 1...20 {
      let expected: TerminalLayout.ShapeGlyph = step == 19 ? .bullet : .whole
      #expect(layout.glyph(at: try shape(step, in: layout)) == expected, "step \(step)")
    }
    #expect(layout.currentExtent?.count == 3)
    #expect(layout.lastExtent == 76..<80)
  }

  @Test func aCompactRowDrawsEveryMarkerButTheCurrentAndTheLastAsABullet() throws {
    let layout = TerminalLayout(try circularRow(total: 30, current: 7), columns: 80)
    #expect(layout.mode == .compact)
    for step in 1...30 {
      let expected: TerminalLayout.ShapeGlyph = step == 7 || step == 30 ? .whole : .bullet
      #expect(layout.glyph(at: try shape(step, in: layout)) == expected, "step \(step)")
    }
  }

  /// A bar draws its steps in runs; the current marker and the last one, which clears it, are
  /// whole over it, and the last gives way where it would cover the current one.
  @Test(arguments: [(5_000, true), (9_999, false)])
  func aBarDrawsTheCurrentAndLastMarkersWholeOverItsRuns(
    _ current: Int, _ showsLastWhole: Bool
  ) throws {
    let layout = TerminalLayout(try circularRow(total: 10_000, current: current), columns: 80)
    #expect(layout.mode == .bar)
    #expect(layout.glyph(at: try shape(1, in: layout)) == .bar)
    #expect(layout.glyph(at: try shape(current, in: layout)) == .whole)
    #expect(layout.glyph(at: try shape(10_000, in: layout)) == (showsLastWhole ? .whole : .bar))
    #expect(layout.currentExtent?.count == 2 + String(current).count)
    #expect(layout.lastExtent == (showsLastWhole ? 73..<80 : nil))
    #expect(layout.height == 1)
  }

  /// A bar names only the current step.
  @Test func aBarNamesOnlyTheCurrentStep() throws {
    let total = 200
    let names = Dictionary(
      uniqueKeysWithValues: (1...total).map { (StepperStepID($0), "Step \($0)") })
    let scene = StepperScene(
      try StepperConfiguration(
        style: .bullet, total: total, current: 120, labels: StepperLabels(names: names)))
    let layout = TerminalLayout(scene, columns: 80)
    #expect(layout.mode == .bar)
    #expect(layout.names.map(\.step) == [StepperStepID(120)])
  }

  /// Right to left, a column's names go in a band on its left, as wide as the widest name; the
  /// steps' band is as wide as the widest marker.
  @Test func aColumnPutsItsNamesInABandOnTheScenesSide() throws {
    let layout = TerminalLayout(try flow("circular-names-vertical-rtl"), columns: 80)
    let widest = layout.names.compactMap { $0.text?.lines.map { DisplayWidth.of($0) }.max() }
      .max()
    #expect(layout.mode == .full)
    #expect(layout.bands.right == 0)
    #expect(layout.bands.left == widest)
    #expect(layout.bands.steps == 3)
    #expect(layout.bands.stepsStart == layout.bands.left + 1)
    // The header, on its own line, may be wider than the bands.
    #expect(layout.width == max(layout.bands.width, layout.headerWidth))
    #expect(layout.headerWidth > layout.bands.width)
    #expect(layout.height == layout.headerRows + layout.cells.count + 1)
  }

  /// The names give way to the steps: each band of names is cut, the two sides evenly, and the
  /// steps keep their width.
  @Test(arguments: [
    (TerminalBands(left: 10, steps: 3, right: 10), 15, TerminalBands(left: 5, steps: 3, right: 5)),
    (TerminalBands(left: 10, steps: 3, right: 0), 8, TerminalBands(left: 4, steps: 3, right: 0)),
    (TerminalBands(left: 0, steps: 3, right: 10), 2, TerminalBands(left: 0, steps: 3, right: 0)),
    (TerminalBands(left: 2, steps: 1, right: 3), 80, TerminalBands(left: 2, steps: 1, right: 3)),
  ])
  func namesGiveWayToTheSteps(
    _ bands: TerminalBands, _ columns: Int, _ expected: TerminalBands
  ) {
    #expect(bands.fitted(toWidth: columns) == expected)
  }

  /// Each name along a row may take the columns up to a cell short of halfway to its
  /// neighbors': rooms hold their anchors and keep a blank between them.
  @Test func namesAlongARowKeepABlankBetweenNeighbors() throws {
    let layout = TerminalLayout(try flow("circular-names-header"), columns: 80)
    let anchors = Array(Set(layout.nameCells)).sorted()
    #expect(anchors.count == 4)
    let rooms = anchors.map(layout.territory(of:))
    for (anchor, room) in zip(anchors, rooms) { #expect(room.contains(anchor)) }
    for (room, next) in zip(rooms, rooms.dropFirst()) {
      #expect(room.upperBound < next.lowerBound, "\(room) \(next)")
    }
    #expect(rooms.first?.lowerBound == 0)
    #expect(rooms.last?.upperBound == layout.width)
  }

  /// Whatever the scene and the width, the drawing fits the columns, and every shape's cell is
  /// placed on it: along a row, kept inside the columns; down a column, on its line in the
  /// steps' band (which the canvas cuts where the terminal is narrower).
  @Test(arguments: [1, 7, 33, 80])
  func placesEveryShapeOnTheDrawing(_ columns: Int) {
    for configuration in SampleSteppers.everyVariant {
      let layout = TerminalLayout(StepperScene(configuration), columns: columns)
      #expect((1...columns).contains(layout.width))
      for position in layout.body where layout.isShape(at: position) {
        let cell = layout.centerCell(layout.elements.frame(at: position))
        let at = layout.place(cell, width: 1)
        #expect((0..<layout.height).contains(at.row))
        let band =
          layout.isHorizontal
          ? 0..<layout.width
          : layout.bands.stepsStart..<layout.bands.stepsStart + layout.bands.steps
        #expect(band.contains(at.column), "\(configuration.axis) \(at)")
      }
    }
  }

  /// Dashes keep their 4-point gaps at 4 points a column; rows take twice the points.
  @Test func mapsPointsOntoCellsByStyleAndAxis() {
    #expect(TerminalLayout.pointsPerCell(.dash, .horizontal) == 4)
    #expect(TerminalLayout.pointsPerCell(.dash, .vertical) == 8)
    #expect(TerminalLayout.pointsPerCell(.circular, .horizontal) == 8)
    #expect(TerminalLayout.pointsPerCell(.bullet, .vertical) == 16)
  }
}
