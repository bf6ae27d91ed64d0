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
      guard let configuration = try? recipe.make(), let viewport = configuration.options.viewport,
        configuration.steps.count <= 5_000,
        let row = RowMetrics.scrolling(
          configuration.options.style, configuration.steps, viewport: viewport),
        let k = row.wholeStepsPerPage, row.contentLength > viewport + 1e-6
      else { continue }
      checked += 1
      if configuration.steps.substepCount > 0 { withSubsteps += 1 }
      let steps = configuration.steps
      for ordinal in Set([0, steps.ordinal(of: configuration.options.current), steps.count - 1]) {
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

  /// Specification#auto-scroll: the page that would show the final step whole is
  /// right-aligned, however little room the final step leaves before the window's trailing
  /// edge. A row drawn at a set length in a shorter viewport pages over steps that keep no
  /// pitch of the viewport's, so a page's window can end any distance past the final step:
  /// swept a tenth of a point at a time, some windows end less than a point past it (4 circular
  /// steps in 584 points seen through 211.5: the page pinned at step 3 ends 0.83 past step 4).
  /// On every one the final step's page is the right-aligned one, and no page goes past it.
  @Test func theFinalPageIsRightAlignedWhenTheFinalStepEndsJustInsideTheWindow() throws {
    var nearTheEdge = 0
    for style in StepperStyle.allCases {
      for length in [584.0, 591, 640, 777] {
        let sequence = StepperStepSequence(total: 4)
        let row = RowMetrics.fixed(style, sequence, length: length)
        let last = sequence.count - 1
        let minimum = StyleMetrics.minimumLength(of: style, total: 4)
        for tenth in Int(minimum * 10)..<Int(length * 10) {
          let viewport = Double(tenth) / 10
          let maximum = row.contentLength - viewport
          // A viewport that scrolls and shows each step whole (a dash stretched past it has
          // no page that shows it).
          guard maximum > 1e-9,
            (0...last).allSatisfy({ row.size(ofOrdinal: $0) + 2 * row.endRoom <= viewport })
          else { continue }
          let final = row.pageOffset(showing: last, viewport: viewport)
          #expect(isClose(final, maximum), "\(style) \(length) through \(viewport)")
          for ordinal in 0..<last {
            let offset = row.pageOffset(showing: ordinal, viewport: viewport)
            #expect(offset <= maximum + 1e-9, "\(style) \(length) through \(viewport)")
          }
          // A page pinned at a step after the right-aligned page's start whose window ends
          // within a point past the final step.
          let finalEnd = row.end(ofOrdinal: last) + row.endRoom
          nearTheEdge +=
            (1...last).contains { ordinal in
              let pinned = row.slotStart(ofOrdinal: ordinal) - row.endRoom
              let room = pinned + viewport - finalEnd
              return pinned > maximum + 1e-9 && room > 1e-9 && room < 1
            } ? 1 : 0
        }
      }
    }
    #expect(nearTheEdge >= 10)
  }
}
