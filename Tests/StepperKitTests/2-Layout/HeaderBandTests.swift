import Testing

@testable import StepperKit

@Suite struct HeaderBandTests {
  private func header(
    header: Bool = true, allSteps: Bool = false, room: Double = 300, fixed: Double? = nil,
    title: String = "Shipping"
  ) throws -> HeaderBand {
    let configuration = try StepperConfiguration(
      total: 4, current: 1, labels: StepperLabels(showsHeader: header, showsAllSteps: allSteps))
    return HeaderBand(
      configuration, titles: (title, "All steps"), room: room, fixedLength: fixed,
      measurer: TenPointMeasurer())
  }

  @Test func withoutAHeaderThereIsNoBand() throws {
    let none = try header(header: false)
    #expect(!none.isShown && none.band == 0 && none.pad == 0)
    #expect(none.title == nil && none.allSteps == nil)
    #expect(none.length == 300 && none.extent == 300)
  }

  @Test func theBandIsAsDeepWhetherOrNotTheControlShows() throws {
    let title = try header()
    let both = try header(allSteps: true)
    #expect(title.band == both.band)
    #expect(title.band == title.pad + title.styles.header.lineHeight + StepperLayout.headerGap)
  }

  @Test func theHeaderGrowsTheRoomUnlessAViewportFixesIt() throws {
    let grown = try header(allSteps: true, room: 100)
    // "Shipping" (80) and "All steps" (90) with the gap between them.
    #expect(grown.length == 80 + 90 + StepperLayout.headerGap && grown.extent == grown.length)
    let capped = try header(room: 100, title: String(repeating: "word ", count: 100))
    #expect(capped.length == StepperLayout.maximumHeaderWidth)
    let fixed = try header(allSteps: true, room: 100, fixed: 120)
    #expect(fixed.length == 120 && fixed.extent == 100)
  }

  @Test(arguments: [StepperAxis.horizontal, .vertical])
  func theTitleLeadsAndTheControlTrails(axis: StepperAxis) throws {
    let band = try header(allSteps: true)
    let mapping = AxisMapping(
      axis: axis, direction: .leftToRight, mainExtent: 300, crossExtent: 300)
    let (title, allSteps) = band.placed(at: (along: 0, across: 0), mapping: mapping)
    let placedTitle = try #require(title)
    let placedControl = try #require(allSteps)
    #expect(placedTitle.anchor == .left && placedControl.anchor == .right)
    #expect(placedTitle.frame.x == 0 && placedTitle.frame.y == band.pad)
    #expect(placedControl.frame.maxX == band.length && placedControl.frame.y == band.pad)
  }
}
