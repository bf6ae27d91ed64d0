import StepperKit
import Testing

/// The bands of a vertical column's drawing: names, steps, names, a blank between two.
@Suite struct StepperCellBandsTests {
  @Test func placesTheStepsAfterTheLeftNamesAndABlank() {
    let bands = StepperCellBands(left: 4, steps: 3, right: 0)
    #expect(bands.stepsStart == 5)
    #expect(bands.width == 8)
    #expect(StepperCellBands(left: 0, steps: 3, right: 2).rightStart == 4)
    #expect(StepperCellBands(left: 0, steps: 3, right: 2).width == 6)
  }

  /// The names give way to the steps: each band of names is cut, the two sides evenly, and the
  /// steps keep their width.
  @Test(arguments: [
    (
      StepperCellBands(left: 10, steps: 3, right: 10), 15,
      StepperCellBands(left: 5, steps: 3, right: 5)
    ),
    (
      StepperCellBands(left: 10, steps: 3, right: 0), 8,
      StepperCellBands(left: 4, steps: 3, right: 0)
    ),
    (
      StepperCellBands(left: 0, steps: 3, right: 10), 2,
      StepperCellBands(left: 0, steps: 3, right: 0)
    ),
    (
      StepperCellBands(left: 2, steps: 1, right: 3), 80,
      StepperCellBands(left: 2, steps: 1, right: 3)
    ),
  ])
  func namesGiveWayToTheSteps(
    _ bands: StepperCellBands, _ columns: Int, _ expected: StepperCellBands
  ) {
    #expect(bands.fitted(toWidth: columns) == expected)
  }
}
