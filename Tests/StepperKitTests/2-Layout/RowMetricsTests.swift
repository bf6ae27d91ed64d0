import StepperKit
import Testing

@Suite struct RowMetricsTests {
  @Test func tenCircularStepsIn375ShowFiveAndAHalf() throws {
    let row = try #require(
      RowMetrics.scrolling(.circular, StepperStepSequence(total: 10), viewport: 375))
    #expect(row.wholeStepsPerPage == 5)
    #expect(isClose(try #require(row.connectorLength), 32.6))
    for step in 1...10 {
      #expect(isClose(row.start(ofOrdinal: step - 1), Double(step - 1) * 72.6))
    }
    #expect(isClose(row.contentLength, 677.4))
  }

  @Test(arguments: [(375.0, 5), (74, 1), (73.9, 0), (136, 2), (600, 9), (1000, 15)])
  func picksTheMostWholeStepsThatKeepConnectorsAt22(viewport: Double, whole: Int) {
    let row = RowMetrics.scrolling(.circular, StepperStepSequence(total: 50), viewport: viewport)
    #expect((row?.wholeStepsPerPage ?? 0) == whole)
    if let row {
      #expect((row.connectorLength ?? 0) >= 22 - 1e-9)
      // At offset 0: k whole markers, and the next one half visible.
      let next = row.start(ofOrdinal: whole)
      #expect(isClose(next + StyleMetrics.markerSize / 2, viewport))
    }
  }

  @Test(arguments: [StepperStyle.dash, .bullet, .circular], [20.0, 100, 375, 1000])
  func everyStyleShowsKWholeStepsAndHalfTheNext(style: StepperStyle, viewport: Double) throws {
    guard let row = RowMetrics.scrolling(style, StepperStepSequence(total: 500), viewport: viewport)
    else {
      #expect(viewport < RowMetrics.minimumViewport(of: style))
      return
    }
    let k = try #require(row.wholeStepsPerPage)
    #expect(row.end(ofOrdinal: k - 1) <= viewport)
    #expect(isClose(row.start(ofOrdinal: k) + row.mainSize / 2, viewport))
    // The style's minimum spacing holds.
    switch style {
    case .circular: #expect(try #require(row.connectorLength) >= 22 - 1e-9)
    case .bullet: #expect(row.spacing >= StyleMetrics.bulletGap - 1e-9)
    case .dash: #expect(row.mainSize >= StyleMetrics.minimumDashLength - 1e-9)
    }
  }

  @Test func minimumViewports() {
    #expect(RowMetrics.minimumViewport(of: .circular) == 74)
    // A bullet row keeps 4 of room before its first step for the current step's pill.
    #expect(RowMetrics.minimumViewport(of: .bullet) == 24)
    #expect(RowMetrics.minimumViewport(of: .dash) == 10)
  }

  /// A scrolling bullet row keeps room at each end for the current step's pill, and a page
  /// that pins a step starts that room before it, so the pill is never cut at the edge.
  @Test(arguments: [3, 7, 12, 19, 20])
  func aPinnedBulletPageShowsTheCurrentPillWhole(current: Int) throws {
    let row = try #require(
      RowMetrics.scrolling(.bullet, StepperStepSequence(total: 20), viewport: 100))
    #expect(row.endRoom == 4)
    #expect(row.start(ofOrdinal: 0) == 4)
    #expect(isClose(row.contentLength, row.end(ofOrdinal: 19) + 4))
    let offset = row.pageOffset(showing: current - 1, viewport: 100)
    let center = row.start(ofOrdinal: current - 1) + row.mainSize / 2
    #expect(center - 8 >= offset - 1e-9)
    #expect(center + 8 <= offset + 100 + 1e-9)
  }

  @Test func fixedRowsWithSubstepsShareTheConnectorLength() {
    // 4 markers and 2 sub-step markers of 16 in 272: (272 − 96 − 32 − 5 · 16) / 5 = 12.8.
    let row = RowMetrics.fixed(
      .circular, StepperStepSequence(total: 4, substeps: [2: 2]), length: 400)
    let connector = (400.0 - 96 - 32 - 80) / 5
    #expect(isClose(row.connectorLength ?? 0, connector))
    #expect(row.size(ofOrdinal: 2) == 16)
    #expect(isClose(row.start(ofOrdinal: 2), 24 + 16 + connector + 24 + 16 + connector))
    #expect(isClose(row.end(ofOrdinal: 5), 400))
  }

  @Test func aSubstepDashIsHalfAMainDash() {
    let row = RowMetrics.fixed(.dash, StepperStepSequence(total: 4, substeps: [1: 2]), length: 268)
    #expect(isClose(row.substepSize * 2, row.mainSize))
    #expect(isClose(row.end(ofOrdinal: 5), 268))
  }
}
