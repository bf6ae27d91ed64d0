import StepperKit
import Testing

@testable import StepperRendering

/// The bands of a vertical column: names on the scene's side of the steps, as wide as the grid
/// measures them, and the steps' band as wide as the widest shape drawn whole.
@Suite struct TerminalCellPlanBandsTests {
  private static let names: [StepperStepID: String] = [
    1: "Cart", 2: "Shipping address", 3: "Payment", 4: "Review",
  ]

  private func column(_ direction: StepperLayoutDirection) throws -> StepperScene {
    StepperScene(
      try StepperConfiguration(
        total: 4, current: 2,
        labels: StepperLabels(names: Self.names, showsHeader: true, showsAllSteps: true)
      ).unchecked {
        $0.axis = .vertical
        $0.direction = direction
      })
  }

  /// Right to left, a column's names go in a band on its left, as wide as the widest name; the
  /// steps' band is as wide as the widest marker.
  @Test func aColumnPutsItsNamesInABandOnTheScenesSide() throws {
    let measuring = CharacterColumns()
    let plan = TerminalCellPlan(try column(.rightToLeft), columns: 80, measuring: measuring)
    let widest = plan.names.compactMap { $0.text }.map {
      measuring.columns(ofLines: $0, width: 80)
    }.max()
    #expect(plan.mode == .full)
    #expect(plan.bands.right == 0)
    #expect(plan.bands.left == widest)
    #expect(plan.bands.steps == 3)
    #expect(plan.bands.stepsStart == plan.bands.left + 1)
    for name in plan.names {
      #expect(plan.isBeforeSteps(name))
      #expect(plan.sideColumns(of: name) == 0..<plan.bands.left)
    }
    #expect(plan.height == plan.headerRows + plan.cells.count + 1)
  }

  /// The header, on its own line, may be wider than the bands: the drawing takes its width.
  @Test func theHeaderWidensTheDrawing() throws {
    let plan = TerminalCellPlan(
      try column(.leftToRight), columns: 80, measuring: CharacterColumns())
    let header = plan.header.compactMap(\.text).map { CharacterColumns().columns(ofLine: $0) }
    let headerWidth = header.reduce(header.count - 1, +)
    #expect(headerWidth > plan.bands.width)
    #expect(plan.width == headerWidth)
  }

  /// The bands are as wide as the grid measures the names, not as their characters: a grid
  /// that prints every name in 7 columns gets bands of 7.
  @Test func bandsAreAsWideAsTheGridMeasuresTheNames() throws {
    struct Seven: CellTextMeasuring {
      func columns(ofLines text: StepperSceneText, width: Int) -> Int { 7 }
      func columns(ofWhole text: StepperSceneText) -> Int { 7 }
      func columns(ofLine text: StepperSceneText) -> Int { 7 }
    }
    let plan = TerminalCellPlan(try column(.leftToRight), columns: 80, measuring: Seven())
    #expect(plan.bands == TerminalCellBands(left: 0, steps: 3, right: 7))
    let name = try #require(plan.names.first)
    #expect(plan.sideColumns(of: name) == plan.bands.rightStart..<plan.bands.rightStart + 7)
    #expect(plan.width == 15)
  }

  /// A name starts on the line of the step it names, under the header's two lines.
  @Test func aNameStartsOnItsStepsLine() throws {
    let plan = TerminalCellPlan(
      try column(.leftToRight), columns: 80, measuring: CharacterColumns())
    let rows = plan.names.map(plan.sideRow(of:))
    #expect(rows.count == 4)
    #expect(rows.allSatisfy { $0 >= plan.headerRows })
    #expect(rows == rows.sorted() && Set(rows).count == 4)
  }
}
