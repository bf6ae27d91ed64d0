import StepperKit
import Testing

@testable import StepperRendering

/// The bands of a vertical column's drawing: names, steps, names, a blank between two.
@Suite struct TerminalCellBandsTests {
  @Test func placesTheStepsAfterTheLeftNamesAndABlank() {
    let bands = TerminalCellBands(left: 4, steps: 3, right: 0)
    #expect(bands.stepsStart == 5)
    #expect(bands.width == 8)
    #expect(TerminalCellBands(left: 0, steps: 3, right: 2).rightStart == 4)
    #expect(TerminalCellBands(left: 0, steps: 3, right: 2).width == 6)
  }

  /// The names give way to the steps: each band of names is cut, the two sides evenly, and the
  /// steps keep their width.
  @Test(arguments: [
    (
      TerminalCellBands(left: 10, steps: 3, right: 10), 15,
      TerminalCellBands(left: 5, steps: 3, right: 5)
    ),
    (
      TerminalCellBands(left: 10, steps: 3, right: 0), 8,
      TerminalCellBands(left: 4, steps: 3, right: 0)
    ),
    (
      TerminalCellBands(left: 0, steps: 3, right: 10), 2,
      TerminalCellBands(left: 0, steps: 3, right: 0)
    ),
    (
      TerminalCellBands(left: 2, steps: 1, right: 3), 80,
      TerminalCellBands(left: 2, steps: 1, right: 3)
    ),
  ])
  func namesGiveWayToTheSteps(
    _ bands: TerminalCellBands, _ columns: Int, _ expected: TerminalCellBands
  ) {
    #expect(bands.fitted(toWidth: columns) == expected)
  }
}
