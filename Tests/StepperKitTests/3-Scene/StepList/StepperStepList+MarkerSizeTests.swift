import StepperKit
import Testing

/// The "All steps" list's markers grow with the text size, and their numbers with them.
@Suite struct StepperStepListMarkerSizeTests {
  @Test func theMarkerIsTheSteppersAtTheDefaultSize() {
    #expect(StepperStepList.markerSide(for: .large) == StyleMetrics.markerSize)
  }

  @Test func theMarkerGrowsWithTheTextSize() {
    let sides = StepperTextSizeCategory.allCases.map(StepperStepList.markerSide(for:))
    #expect(zip(sides, sides.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(StepperStepList.markerSide(for: .accessibility5) > 2 * StyleMetrics.markerSize)
  }

  /// A marker drawn at a larger side sets its number in one of the styles a renderer prepares
  /// for that side, so fonts made up front are the ones drawn with.
  @Test(arguments: [StepperTextSizeCategory.large, .xxxLarge, .accessibility3])
  func aMarkersNumberIsSetInTheStylesForItsSide(_ textSize: StepperTextSizeCategory) throws {
    var options = StepperConfiguration.Options(style: .dash, total: 12, current: 11)
    options.substeps = [11: 2]
    let configuration = try StepperConfiguration(options)
    let list = StepperStepList(configuration)
    let side = StepperStepList.markerSide(for: textSize)
    let styles = StepperStepList.numberStyles(markerSide: side)
    let frame = StepperRect(x: 0, y: 0, width: side, height: side)
    var numbered = 0
    for row in list {
      let content = list.markerElement(of: row, in: frame).content
      guard case .number(_, _, let style) = content else { continue }
      numbered += 1
      #expect(styles.contains(style), "\(row.step)")
      let expected = list.marker(of: row).numberStyle.size * side / StyleMetrics.markerSize
      #expect(abs(style.size - expected) < 1e-9)
    }
    #expect(numbered > 2)
  }
}
