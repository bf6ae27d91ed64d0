import StepperKit
import Testing

@Suite struct ScrollPagingTests {
  private let twenty = RowMetrics.scrolling(
    .circular, StepperStepSequence(total: 20), viewport: 375)

  @Test(arguments: [(3, 0.0), (6, 363), (11, 726), (16, 1028.4)])
  func pagesOfTwentyStepsIn375(current: Int, offset: Double) throws {
    let row = try #require(twenty)
    #expect(isClose(row.pageOffset(showing: current - 1, viewport: 375), offset))
  }

  @Test func everyStepIsWholeOnItsPage() throws {
    for total in [7, 20, 33, 101] {
      for viewport in [100.0, 375, 414, 800] {
        let row = try #require(
          RowMetrics.scrolling(.circular, StepperStepSequence(total: total), viewport: viewport))
        guard row.contentLength > viewport else { continue }
        var previous = 0.0
        for ordinal in 0..<total {
          let offset = row.pageOffset(showing: ordinal, viewport: viewport)
          #expect(row.start(ofOrdinal: ordinal) >= offset - 1e-9)
          #expect(row.end(ofOrdinal: ordinal) <= offset + viewport + 1e-9)
          #expect(offset >= previous - 1e-9, "pages only move forward")
          #expect(offset <= row.contentLength - viewport + 1e-9)
          previous = offset
        }
        let last = row.pageOffset(showing: total - 1, viewport: viewport)
        #expect(isClose(last, row.contentLength - viewport), "the final page is right-aligned")
      }
    }
  }

  @Test func aPagePinsTheFirstStepNotWholeOnThePageBefore() throws {
    let row = try #require(twenty)
    let first = row.pageOffset(showing: 0, viewport: 375)
    let second = row.pageOffset(showing: 5, viewport: 375)
    #expect(first == 0)
    #expect(isClose(second, row.start(ofOrdinal: 5)))
  }

  @Test func substepsShiftThePagesAfterThem() throws {
    let sequence = StepperStepSequence(total: 20, substeps: [3: 3])
    let row = try #require(RowMetrics.scrolling(.circular, sequence, viewport: 375))
    for ordinal in 0..<sequence.count {
      let offset = row.pageOffset(showing: ordinal, viewport: 375)
      #expect(row.start(ofOrdinal: ordinal) >= offset - 1e-9)
      #expect(row.end(ofOrdinal: ordinal) <= offset + 375 + 1e-9)
    }
  }

  @Test func aMillionStepsPageInstantly() throws {
    let row = try #require(
      RowMetrics.scrolling(.circular, StepperStepSequence(total: 1_000_000), viewport: 375))
    let offset = row.pageOffset(showing: 999_998, viewport: 375)
    #expect(isClose(offset, row.contentLength - 375))
    #expect(isClose(row.pageOffset(showing: 500_000, viewport: 375), 500_000 * 72.6))
  }
}
