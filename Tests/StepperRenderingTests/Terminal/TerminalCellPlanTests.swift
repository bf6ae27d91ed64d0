import StepperKit
import Testing

@testable import StepperRendering

/// Measures a text a column a character: enough for the plan's tests, whose names are Latin.
struct CharacterColumns: CellTextMeasuring {
  func columns(ofLines text: StepperSceneText, width: Int) -> Int {
    text.lines.map(\.count).max() ?? 0
  }

  func columns(ofWhole text: StepperSceneText) -> Int { text.fullText.count }
  func columns(ofLine text: StepperSceneText) -> Int {
    text.lines.joined(separator: " ").count
  }
}

/// The plan of a scene on a grid of cells, read on its own, without drawing: its mode, the
/// glyph of each step's shape, the extents of the markers drawn whole, and where a shape goes.
@Suite struct TerminalCellPlanTests {
  /// A circular row of `total` steps at its minimum length, on step `current`.
  static func circularRow(total: Int, current: Int) throws -> StepperScene {
    StepperScene(
      try StepperConfiguration(
        total: total, current: current,
        length: StyleMetrics.minimumLength(of: .circular, total: total)))
  }

  /// The plan of `scene` in `columns` columns.
  static func plan(_ scene: borrowing StepperScene, columns: Int = 80) -> TerminalCellPlan {
    TerminalCellPlan(scene, columns: columns, measuring: CharacterColumns())
  }

  /// Where the shape of step `step` is.
  private func shape(_ step: Int, in plan: TerminalCellPlan) throws -> Int {
    try #require(plan.elements.markPosition(of: StepperStepID(step), in: plan.body))
  }

  /// 16 two-digit markers fit 80 columns; 30 would cover each other; 10,000 steps are more than
  /// the cells.
  @Test(arguments: [
    (16, TerminalCellPlan.Mode.full), (30, .compact), (10_000, .bar),
  ])
  func choosesTheModeOfTheRow(_ total: Int, _ mode: TerminalCellPlan.Mode) throws {
    let plan = Self.plan(try Self.circularRow(total: total, current: 7))
    #expect(plan.mode == mode)
    #expect(plan.width == 80)
  }

  /// 20 two-digit markers: only step 19 would cover a cell of the last marker, and only it is a
  /// bullet; the current and last markers are whole, with their sides and digits.
  @Test func aFullRowDrawsAMarkerThatWouldCoverTheLastOneAsABullet() throws {
    let plan = Self.plan(try Self.circularRow(total: 20, current: 7))
    #expect(plan.mode == .full)
    for step in 1...20 {
      let expected: TerminalCellPlan.Glyph = step == 19 ? .bullet : .whole
      #expect(plan.glyph(at: try shape(step, in: plan)) == expected, "step \(step)")
    }
    #expect(plan.currentExtent?.count == 3)
    #expect(plan.lastExtent == 76..<80)
  }

  @Test func aCompactRowDrawsEveryMarkerButTheCurrentAndTheLastAsABullet() throws {
    let plan = Self.plan(try Self.circularRow(total: 30, current: 7))
    #expect(plan.mode == .compact)
    for step in 1...30 {
      let expected: TerminalCellPlan.Glyph = step == 7 || step == 30 ? .whole : .bullet
      #expect(plan.glyph(at: try shape(step, in: plan)) == expected, "step \(step)")
    }
  }

  /// A bar draws its steps in runs; the current marker and the last one, which clears it, are
  /// whole over it, and the last gives way where it would cover the current one.
  @Test(arguments: [(5_000, true), (9_999, false)])
  func aBarDrawsTheCurrentAndLastMarkersWholeOverItsRuns(
    _ current: Int, _ showsLastWhole: Bool
  ) throws {
    let plan = Self.plan(try Self.circularRow(total: 10_000, current: current))
    #expect(plan.mode == .bar)
    #expect(plan.glyph(at: try shape(1, in: plan)) == .bar)
    #expect(plan.glyph(at: try shape(current, in: plan)) == .whole)
    #expect(plan.glyph(at: try shape(10_000, in: plan)) == (showsLastWhole ? .whole : .bar))
    #expect(plan.currentExtent?.count == 2 + String(current).count)
    #expect(plan.lastExtent == (showsLastWhole ? 73..<80 : nil))
    #expect(plan.height == 1)
  }

  /// Dashes and bullets are never demoted: only markers give way, and only a circular row is
  /// ever compact.
  @Test(arguments: [StepperStyle.dash, .bullet])
  func dashesAndBulletsAreAlwaysWhole(_ style: StepperStyle) throws {
    let total = 30
    let scene = StepperScene(
      try StepperConfiguration(
        style: style, total: total, current: 7,
        length: StyleMetrics.minimumLength(of: style, total: total)))
    let plan = Self.plan(scene)
    #expect(plan.mode == .full)
    #expect(plan.currentExtent == nil && plan.lastExtent == nil)
    for step in 1...total {
      #expect(plan.glyph(at: try shape(step, in: plan)) == .whole, "step \(step)")
      #expect(!plan.isMarker(at: try shape(step, in: plan)))
    }
  }

  /// Whatever the scene and the width, the drawing fits the columns, and every shape's cell is
  /// placed on it: along a row, kept inside the columns; down a column, on its line in the
  /// steps' band.
  @Test(arguments: [1, 7, 33, 80])
  func placesEveryShapeOnTheDrawing(_ columns: Int) throws {
    for style in StepperStyle.allCases {
      for axis in StepperAxis.allCases {
        for direction in StepperLayoutDirection.allCases {
          let configuration = try StepperConfiguration(
            style: style, total: 5, current: 3, axis: axis, direction: direction)
          let plan = Self.plan(StepperScene(configuration), columns: columns)
          #expect((1...columns).contains(plan.width))
          for position in plan.body where plan.isShape(at: position) {
            let at = plan.place(plan.centerCell(plan.elements.frame(at: position)), width: 1)
            #expect((0..<plan.height).contains(at.row))
            let band =
              plan.isHorizontal
              ? 0..<plan.width
              : plan.bands.stepsStart..<plan.bands.stepsStart + plan.bands.steps
            #expect(band.contains(at.column), "\(style) \(axis) \(direction) \(at)")
          }
        }
      }
    }
  }

  /// A dash covers the cells of its length, a connector too; a bullet or a marker the one cell
  /// under its center.
  @Test func coversADashsLengthAndAMarkersCenter() throws {
    let dashes = Self.plan(
      StepperScene(try StepperConfiguration(style: .dash, total: 4, current: 2)))
    let dash = try shape(1, in: dashes)
    #expect(dashes.mainCells(at: dash).count > 1)
    let markers = Self.plan(StepperScene(try StepperConfiguration(total: 4, current: 2)))
    let marker = try shape(2, in: markers)
    #expect(markers.mainCells(at: marker).count == 1)
    let connector = markers.body.first { markers.elements.role(at: $0) == .connector }
    #expect(connector.map { markers.mainCells(at: $0).count > 1 } == true)
  }

  /// Dashes keep their 4-point gaps at 4 points a column; rows take twice the points.
  @Test func mapsPointsOntoCellsByStyleAndAxis() {
    #expect(TerminalCellPlan.pointsPerCell(.dash, .horizontal) == 4)
    #expect(TerminalCellPlan.pointsPerCell(.dash, .vertical) == 8)
    #expect(TerminalCellPlan.pointsPerCell(.circular, .horizontal) == 8)
    #expect(TerminalCellPlan.pointsPerCell(.bullet, .vertical) == 16)
  }
}
