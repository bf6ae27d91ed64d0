import Testing

@testable import StepperKit

@Suite struct CrossAxisPartsTests {
  private func parts(
    _ style: StepperStyle, axis: StepperAxis = .horizontal, tappable: Bool = false,
    names: [StepperStepID: String] = [:]
  ) throws -> CrossAxisParts {
    let configuration = try StepperConfiguration(
      style: style, total: 4, current: 1, labels: StepperLabels(names: names),
      interaction: StepperInteraction(isTappable: tappable)
    ).unchecked { $0.axis = axis }
    let row = MainAxisRow.rowMetrics(configuration)
    return CrossAxisParts(
      configuration, names: StepNames(configuration, row: row, measurer: .bundled))
  }

  @Test(arguments: StepperStyle.allCases)
  func theBandIsTheStylesThickness(style: StepperStyle) throws {
    let bare = try parts(style)
    #expect(bare.thickness == StyleFigures.figures(for: style).thickness)
    #expect(bare.pad == 0 && bare.namesRoom == 0)
    #expect(bare.length(bandStart: 5) == 5 + bare.thickness)
  }

  @Test(arguments: StepperStyle.allCases)
  func hitAreasReachTheMinimumEachSideOfTheBand(style: StepperStyle) throws {
    let tappable = try parts(style, tappable: true)
    #expect(2 * tappable.pad + tappable.thickness == StyleMetrics.minimumHitArea)
    #expect(tappable.length(bandStart: tappable.pad) == StyleMetrics.minimumHitArea)
  }

  @Test func namesTakeTheirGapAndDepthPastTheBand() throws {
    let row = try parts(.circular, names: [2: "Payment"])
    let lineHeight = try StepperConfiguration(total: 4, current: 1).textStyles.stepName.lineHeight
    #expect(row.namesRoom == StepperLayout.nameGap + lineHeight, "one line under a row")
    let column = try parts(.circular, axis: .vertical, names: [2: "Payment"])
    #expect(column.namesRoom > StepperLayout.sideNameGap, "a name's width beside a column")
    #expect(column.length(bandStart: 0) == column.thickness + column.namesRoom)
  }
}
