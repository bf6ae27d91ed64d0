import StepperArbitrary
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

  /// The case: 20 steps, three sub-steps revealed under step 5, on 5.1, in 375.
  @Test func aPageWithSubstepsShowsHalfOfTheNextStep() throws {
    let sequence = StepperStepSequence(total: 20, substeps: [5: 3])
    let row = try #require(RowMetrics.scrolling(.circular, sequence, viewport: 375))
    let current = sequence.ordinal(of: StepperStepID(5, substep: 1))
    let offset = row.pageOffset(showing: current, viewport: 375)
    // 5.1 is pinned first, centered in a 24-point slot that starts at 5 × 72.6.
    #expect(isClose(offset, 363))
    #expect(isClose(row.slotStart(ofOrdinal: current), 363))
    #expect(isClose(row.start(ofOrdinal: current), 367))
    // 5.1, 5.2, 5.3, 6 and 7 whole, and 8 cut through its middle.
    let cut = current + 5
    #expect(isClose(row.start(ofOrdinal: cut) + row.size(ofOrdinal: cut) / 2, offset + 375))
  }

  /// Specification#scroll-pitch's partial view on every page, sub-steps revealed or not, over
  /// generated scrolling rows: the page that shows the current step holds exactly k whole steps and
  /// half of the next (the trailing edge through its middle), or is the right-aligned final page,
  /// whose leading edge runs through a step's middle.
  @Test func everyPageShowsKWholeStepsAndHalfTheNext() throws {
    var arbitrary = Arbitrary(SplitMix64(seed: 61))
    var checked = 0
    var withSubsteps = 0
    while checked < 300 {
      var recipe = ArbitraryConfiguration.recipe(&arbitrary)
      recipe.length = nil
      recipe.scrollOffset = nil
      recipe.isScrollEnabled = true
      recipe.viewport = RowMetrics.minimumViewport(of: recipe.style) * Double(2 + checked % 9)
      guard let configuration = try? recipe.make(), let viewport = configuration.viewport,
        configuration.steps.count <= 5_000,
        let row = RowMetrics.scrolling(
          configuration.style, configuration.steps, viewport: viewport),
        let k = row.wholeStepsPerPage, row.contentLength > viewport + 1e-6
      else { continue }
      checked += 1
      if configuration.steps.substepCount > 0 { withSubsteps += 1 }
      let steps = configuration.steps
      for ordinal in Set([0, steps.ordinal(of: configuration.currentStep), steps.count - 1]) {
        let offset = row.pageOffset(showing: ordinal, viewport: viewport)
        let end = offset + viewport
        let tolerance = 1e-6
        #expect(row.start(ofOrdinal: ordinal) >= offset - tolerance, "\(recipe)")
        #expect(row.end(ofOrdinal: ordinal) <= end + tolerance, "\(recipe)")
        let middle = { (ordinal: Int) in
          row.start(ofOrdinal: ordinal) + row.size(ofOrdinal: ordinal) / 2
        }
        if abs(offset - (row.contentLength - viewport)) < tolerance {
          // The final page: the final step at the trailing edge, a step cut in half at the
          // leading one.
          let finalSlotEnd = row.slotStart(ofOrdinal: steps.count - 1) + row.mainSize
          // (A row of bullets keeps room for the current step's pill at each end.)
          #expect(abs(finalSlotEnd + row.endRoom - end) < tolerance, "\(recipe)")
          let cut = row.firstOrdinal(endingAfter: offset + tolerance)
          #expect(abs(middle(cut) - offset) < tolerance, "\(recipe)")
        } else {
          let first = row.firstOrdinal(startingAtOrAfter: offset - tolerance)
          #expect(
            abs(row.slotStart(ofOrdinal: first) - row.endRoom - offset) < tolerance, "\(recipe)")
          let whole = row.firstOrdinal(endingAfter: end + tolerance) - first
          #expect(whole == k, "\(recipe)")
          #expect(abs(middle(first + k) - end) < tolerance, "\(recipe)")
        }
      }
    }
    #expect(withSubsteps >= 50)
  }

  @Test func aMillionStepsPageInstantly() throws {
    let row = try #require(
      RowMetrics.scrolling(.circular, StepperStepSequence(total: 1_000_000), viewport: 375))
    let offset = row.pageOffset(showing: 999_998, viewport: 375)
    #expect(isClose(offset, row.contentLength - 375))
    #expect(isClose(row.pageOffset(showing: 500_000, viewport: 375), 500_000 * 72.6))
  }
}
