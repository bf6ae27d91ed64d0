import Testing

@testable import StepperKit

@Suite struct StepNamesTests {
  private func names(
    _ names: [StepperStepID: String], axis: StepperAxis = .horizontal, viewport: Double? = nil,
    total: Int = 4
  ) throws -> (StepNames, RowMetrics) {
    let configuration = try StepperConfiguration(
      total: total, current: 1, labels: StepperLabels(names: names),
      scrolling: viewport.map { try StepperScrolling(viewport: $0) }
    ).unchecked { $0.axis = axis }
    let row = MainAxisRow.rowMetrics(configuration)
    return (StepNames(configuration, row: row, measurer: TenPointMeasurer()), row)
  }

  @Test func namesAreKeptInTheOrderOfTheirSteps() throws {
    let (names, _) = try names([4: "Review", 1: "Cart", 3: "Pay", 2: ""])
    #expect(names.ordinals == [0, 2, 3], "an empty name takes no place")
    #expect(names.names.compactMap { $0?.text } == ["Cart", "Pay", "Review"])
  }

  @Test func aRowsNameReachesHalfItsWidthEachWay() throws {
    let (names, _) = try names([2: "Cart"])
    #expect(names.runAlongMain && names.gap == StepperLayout.nameGap)
    let reach = names.reach(at: 0)
    #expect(reach.before == 20 && reach.after == 20)
    #expect(names.crossRoom == StepperLayout.nameGap + names.lineHeight)
  }

  @Test func aColumnsNameHasItsFirstLineLevelWithItsStep() throws {
    let (names, _) = try names([2: "Shipping address"], axis: .vertical)
    #expect(!names.runAlongMain && names.gap == StepperLayout.sideNameGap)
    let reach = names.reach(at: 0)
    #expect(reach.before == names.lineHeight / 2)
    #expect(reach.after == names.height(at: 0) - names.lineHeight / 2)
    #expect(names.crossRoom == StepperLayout.sideNameGap + (names.names[0]?.width ?? 0))
  }

  @Test func theEndNamesOfARowInAViewportStayNarrowerThanTheirRoom() throws {
    let (names, row) = try names(
      [1: "A long first name", 12: "A long last name"], viewport: 200, total: 12)
    #expect(names.ordinals == [0, 11])
    let room = row.mainSize + (row.spacing - StepperLayout.nameSpacing) / 2
    #expect(names.names.allSatisfy { ($0?.width ?? 0) <= max(1, room) })
  }

  @Test func theEndNamesOfAColumnInAViewportTakeOneLine() throws {
    let (names, _) = try names(
      [1: "A long first name", 2: "A long second name"], axis: .vertical, viewport: 200,
      total: 12)
    #expect(names.names[0]?.lines.count == 1)
    #expect(names.names[1]?.lines.count == 2, "a name inside the column keeps two lines")
  }

  @Test func namesArePlacedAcrossFromTheirSteps() throws {
    let (names, row) = try names([2: "Cart"])
    let mapping = AxisMapping(
      axis: .horizontal, direction: .leftToRight, mainExtent: row.contentLength, crossExtent: 60)
    let placed = names.placed(
      row: row, rowOrigin: 0, inViewport: false, window: (0, row.contentLength), cross: 32,
      mapping: mapping
    ).names.map(\.1)
    let center = row.start(ofOrdinal: 1) + row.size(ofOrdinal: 1) / 2
    #expect(placed.count == 1)
    #expect(
      placed[0].frame == StepperRect(x: center - 20, y: 32, width: 40, height: names.lineHeight))
    #expect(placed[0].anchor == .center)
  }

  private func described(
    _ names: [StepperStepID: String], _ descriptions: [StepperStepID: String],
    axis: StepperAxis = .horizontal
  ) throws -> StepNames {
    let configuration = try StepperConfiguration(
      total: 4, current: 1, labels: StepperLabels(names: names, descriptions: descriptions)
    ).unchecked { $0.axis = axis }
    let row = MainAxisRow.rowMetrics(configuration)
    return StepNames(configuration, row: row, measurer: TenPointMeasurer())
  }

  @Test func aDescriptionSitsUnderItsNameInTheSmallerStyle() throws {
    let names = try described([1: "Cart", 3: "Pay"], [3: "Optional", 4: "Later"])
    #expect(names.ordinals == [0, 2, 3], "a step with only a description takes a place")
    #expect(names.descriptions.map { $0?.text } == [nil, "Optional", "Later"])
    #expect(names.descriptionStyle == StepperTextStyle.stepDescription)
    #expect(names.descriptionStyle.size < names.style.size)
    #expect(names.descriptionOffset(at: 1) == names.lineHeight + StepNames.descriptionGap)
    #expect(names.descriptionOffset(at: 2) == 0, "without a name it takes the name's place")
    let deepest = names.lineHeight + StepNames.descriptionGap + names.descriptionStyle.lineHeight
    #expect(names.crossRoom == StepperLayout.nameGap + deepest, "the row grows across to hold it")
  }

  @Test func aDescriptionFollowsTheTwoLineRule() throws {
    let long = "Upload every single document the bank asked for before"
    let names = try described([2: "Cart"], [2: long])
    let description = try #require(names.descriptions[0])
    #expect(description.lines.count == 2)
    #expect(description.isTruncated && description.lines[1].hasSuffix("…"))
  }

  @Test func aColumnsDescriptionReachesPastItsName() throws {
    let names = try described([2: "Cart"], [2: "3 documents"], axis: .vertical)
    let reach = names.reach(at: 0)
    #expect(reach.before == names.lineHeight / 2)
    #expect(reach.after == names.height(at: 0) - names.lineHeight / 2)
    #expect(names.height(at: 0) > names.nameHeight(at: 0))
  }
}
