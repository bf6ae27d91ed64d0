import Testing

@testable import StepperKit

/// `maxVisible(_:)`: which rows collapse, what they refuse, and how long they need to be.
@Suite struct StepperConfigurationCollapseTests {
  @Test func aRowOfMoreStepsThanPlacesCollapses() throws {
    let configuration = try StepperConfiguration(total: 12, current: 6, maxVisible: 5)
    #expect(configuration.options.maxVisible == 5)
    #expect(configuration.isCollapsed)
    #expect(configuration.collapsedRow?.places.count == 5)
  }

  @Test func aRowThatHasNoMoreStepsThanPlacesShowsThemAll() throws {
    let configuration = try StepperConfiguration(total: 5, current: 2, maxVisible: 5)
    #expect(!configuration.isCollapsed)
    #expect(configuration.collapsedRow == nil)
    #expect(StepperScene(configuration).elements.allSatisfy { $0.role != .overflow })
  }

  @Test func subStepsCountAsPlaces() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: StepperStepID(2), substeps: StepperSubsteps([2: 2]), maxVisible: 5)
    #expect(configuration.isCollapsed)
  }

  @Test(arguments: [Int.min, -1, 0, 4])
  func fewerPlacesThanTheEndsTheCurrentStepAndTwoMarkersAreRefused(_ count: Int) throws {
    let configuration = try StepperConfiguration(total: 12, current: 6, length: 800)
    #expect(throws: StepperConfigurationError.maxVisibleTooSmall(maxVisible: count, minimum: 5)) {
      try configuration.replacing(\.maxVisible, with: count)
    }
    let message = StepperConfigurationError.maxVisibleTooSmall(maxVisible: count, minimum: 5)
      .description
    #expect(message.contains("at least 5"))
    #expect(message.contains("got \(count)"))
  }

  @Test func collapsingAndScrollingAreRefusedTogether() throws {
    let scrolling = try StepperConfiguration(
      total: 20, current: 5, scrolling: StepperScrolling(viewport: 375))
    #expect(throws: StepperConfigurationError.maxVisibleWithViewport) {
      try scrolling.replacing(\.maxVisible, with: 7)
    }
  }

  /// A collapsed row's length holds its places, not its steps: 40 circular steps fit the seed's
  /// 272 points in 5 places; in 7, the default grows to the 396 that holds them, and a length
  /// asked for must hold them too.
  @Test func theLengthHoldsThePlaces() throws {
    #expect(throws: StepperConfigurationError.self) {
      try StepperConfiguration(total: 40, current: 5)
    }
    let five = try StepperConfiguration(total: 40, current: 5, maxVisible: 5)
    #expect(five.resolvedLength == 272)
    let seven = try StepperConfiguration(total: 40, current: 5, maxVisible: 7)
    #expect(seven.resolvedLength == 396)
    #expect(
      throws: StepperConfigurationError.lengthTooShort(
        style: .circular, total: 7, length: 272, minimum: 396)
    ) {
      try seven.replacing(\.length, with: 272)
    }
    let bullets = try StepperConfiguration(style: .bullet, total: 200, current: 5, maxVisible: 9)
    #expect(bullets.resolvedLength == StyleMetrics.minimumLength(of: .bullet, total: 9))
    let dashes = try StepperConfiguration(style: .dash, total: 200, current: 5, maxVisible: 9)
    #expect(dashes.resolvedLength == 268)
  }

  @Test func showingEveryStepAgainUndoesTheCollapse() throws {
    let configuration = try StepperConfiguration(total: 12, current: 6, length: 800)
      .replacing(\.maxVisible, with: 5).replacing(\.maxVisible, with: nil)
    #expect(configuration.options.maxVisible == nil)
    #expect(!configuration.isCollapsed)
  }
}

/// The guidelines read a collapsed row by its places.
@Suite struct StepperGuidelineDiagnosticsCollapseTests {
  @Test func aDashRowOfFivePlacesHidesTheCurrentStepsNeighbours() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 12, current: 6, maxVisible: 5)
    let rules = StepperGuidelineDiagnostics.warnings(for: configuration).map(\.rule)
    #expect(rules == [.collapseShowsNeighbours])
    let seven = try configuration.replacing(\.maxVisible, with: 7)
    #expect(StepperGuidelineDiagnostics.warnings(for: seven).isEmpty)
  }

  /// 40 dashes are too many for a row (at most ten) but fine in nine places; a circular row
  /// keeps to five places, where its neighbours cannot show.
  @Test func stepCountsCountPlaces() throws {
    let dashes = try StepperConfiguration(style: .dash, total: 40, current: 12, maxVisible: 9)
    #expect(StepperGuidelineDiagnostics.warnings(for: dashes).isEmpty)
    let circular = try StepperConfiguration(total: 40, current: 12, maxVisible: 5)
    #expect(StepperGuidelineDiagnostics.warnings(for: circular).isEmpty)
    let seven = try StepperConfiguration(total: 40, current: 12, maxVisible: 7)
    #expect(
      StepperGuidelineDiagnostics.warnings(for: seven).map(\.rule) == [.circularAtMostFiveSteps])
  }
}
