import StepperKit
import Testing

@Suite struct StepperConfigurationScrollSnappingTests {
  /// Twenty circular steps in 375 points: a pitch of 72.6, 1,028.4 points of travel.
  private func twenty(current: StepperStepID = 1) throws -> StepperConfiguration {
    try StepperConfiguration(
      total: 20, current: current, scrolling: StepperScrolling(viewport: 375))
  }

  @Test func theViewportIsThePageOfTheCurrentStepOverTheWholeRow() throws {
    let viewport = try #require(try twenty(current: 16).scrollViewport)
    #expect(isClose(viewport.offset, 1028.4))
    #expect(viewport.length == 375)
    #expect(isClose(viewport.maximumOffset, 1028.4))
    #expect(try twenty(current: 6).scrollViewport?.offset == twenty(current: 6).pageOffset)
  }

  @Test func aRowDrawnWholeOrThatCannotScrollHasNothingToSnapTo() throws {
    let whole = try StepperConfiguration(total: 4, current: 2)
    #expect(whole.scrollViewport == nil)
    #expect(whole.snapOffsets.isEmpty)
    #expect(whole.restingOffset(proposed: 10, from: 0, velocity: 0) == nil)
    let fixed = try StepperConfiguration(
      total: 4, current: 4, scrolling: StepperScrolling(viewport: 375, isScrollEnabled: false))
    #expect(fixed.scrollViewport?.isScrollable == false)
    #expect(fixed.snapOffsets.isEmpty)
  }

  @Test func eachStepFirstOnScreenAndTheRightAlignedEndAreSnapOffsets() throws {
    let offsets = try twenty().snapOffsets
    #expect(offsets.count == 16)
    for (index, offset) in offsets.dropLast().enumerated() {
      #expect(isClose(offset, Double(index) * 72.6))
    }
    #expect(isClose(offsets.last ?? 0, 1028.4))
    #expect(offsets == offsets.sorted())
  }

  @Test func everyPageIsASnapOffset() throws {
    let offsets = try twenty().snapOffsets
    for current in 1...20 {
      let page = try #require(try twenty(current: StepperStepID(current)).pageOffset)
      #expect(offsets.contains { isClose($0, page) }, "page of step \(current)")
    }
  }

  @Test(arguments: [
    (30.0, 0.0), (40, 72.6), (500, 508.2), (1_020, 1016.4), (1_025, 1028.4), (5_000, 1028.4),
  ])
  func aSlowReleaseRestsOnTheNearest(proposed: Double, rest: Double) throws {
    let resting = try twenty().restingOffset(proposed: proposed, from: 0, velocity: 0)
    #expect(isClose(resting ?? -1, rest))
  }

  @Test func aFlickMovesAtLeastOneSnapOffsetItsWay() throws {
    let row = try twenty()
    #expect(isClose(row.restingOffset(proposed: 30, from: 0, velocity: 900) ?? -1, 72.6))
    #expect(isClose(row.restingOffset(proposed: 150, from: 145.2, velocity: -900) ?? -1, 72.6))
    // A flick that the platform carries further rests where the platform would stop it.
    #expect(isClose(row.restingOffset(proposed: 300, from: 0, velocity: 2_000) ?? -1, 290.4))
    // No snap offset lies beyond either end.
    #expect(row.restingOffset(proposed: 0, from: 0, velocity: -900) == 0)
    #expect(isClose(row.restingOffset(proposed: 2_000, from: 1028.4, velocity: 900) ?? 0, 1028.4))
  }

  @Test func theRestIsASnapOffsetWhateverThePlatformProposes() throws {
    let row = try twenty()
    let offsets = row.snapOffsets
    for proposed in stride(from: -100.0, through: 1_200, by: 17.3) {
      for velocity in [-2_000.0, -200, 0, 200, 2_000, .nan, .infinity] {
        let rest = try #require(
          row.restingOffset(proposed: proposed, from: 400, velocity: velocity))
        #expect(offsets.contains { isClose($0, rest) }, "\(proposed) at \(velocity)")
      }
    }
    let notANumber = row.restingOffset(proposed: .nan, from: 363, velocity: 0)
    #expect(isClose(notANumber ?? -1, 363))
  }

  @Test func aLongRowSnapsWithoutListingItsSteps() throws {
    let long = try StepperConfiguration(
      total: 10_000, current: 5_000, scrolling: StepperScrolling(viewport: 375))
    let page = try #require(long.pageOffset)
    #expect(isClose(long.restingOffset(proposed: page + 10, from: page, velocity: 0) ?? -1, page))
    #expect(long.restingOffset(proposed: page, from: page, velocity: 900) ?? 0 > page)
  }

  @Test func aRowWithSubstepsSnapsToEachSlot() throws {
    let configuration = try StepperConfiguration(
      total: 12, current: 2, substeps: StepperSubsteps([2: 3]),
      scrolling: StepperScrolling(viewport: 375))
    let offsets = configuration.snapOffsets
    #expect(offsets.count > 2)
    let gaps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
    // Sub-steps keep the pitch in a row that scrolls, so every gap but the last is one pitch.
    #expect(gaps.dropLast().allSatisfy { isClose($0, gaps[0]) })
  }
}
