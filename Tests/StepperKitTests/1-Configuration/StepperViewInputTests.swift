import StepperKit
import Testing

@Suite struct StepperViewInputTests {
  @Test func aHorizontalRowFillsTheOfferedWidth() throws {
    var input = StepperViewInput(style: .circular, current: 2, total: 4)
    input.offeredLength = 390
    let configuration = try input.configuration()
    #expect(configuration.options.viewport == 390)
    let scene = StepperScene(configuration)
    #expect(scene.size.width == 390)
    #expect(scene.viewport?.isScrollable == false)
  }

  @Test func aRowThatDoesNotFitTheOfferedWidthScrollsToTheCurrentPage() throws {
    var input = StepperViewInput(style: .circular, current: 16, total: 20)
    input.offeredLength = 375
    let scene = StepperScene(try input.configuration())
    #expect(scene.size.width == 375)
    #expect(scene.viewport?.isScrollable == true)
    #expect(isClose(scene.viewport?.offset ?? 0, 1028.4))
  }

  @Test func aDragOffsetAppliesOnlyInAViewport() throws {
    var input = StepperViewInput(style: .circular, current: 1, total: 4)
    input.offeredLength = 375
    input.options.scrollOffset = 200
    #expect(try input.configuration().options.scrollOffset == 200)
    input.offeredLength = nil
    // No viewport now: the view's stale drag offset is dropped, not an error.
    #expect(try input.configuration().options.scrollOffset == nil)
  }

  @Test func aGivenLengthOrViewportWins() throws {
    var input = StepperViewInput(style: .dash, current: 2, total: 5)
    input.offeredLength = 390
    input.options.length = 300
    #expect(try input.configuration().options.viewport == nil)
    #expect(try input.configuration().resolvedLength == 300)
    input.options.length = nil
    input.options.viewport = 200
    #expect(try input.configuration().options.viewport == 200)
  }

  @Test(arguments: [nil, 0, -10, Double.infinity, Double.nan])
  func anUnknownOfferLeavesTheNaturalLength(offered: Double?) throws {
    var input = StepperViewInput(style: .circular, current: 2, total: 4)
    input.offeredLength = offered
    let configuration = try input.configuration()
    #expect(configuration.options.viewport == nil)
    #expect(configuration.resolvedLength == 272)
  }

  @Test func aVerticalStepperKeepsItsNaturalLength() throws {
    var input = StepperViewInput(style: .circular, current: 2, total: 4, axis: .vertical)
    input.offeredLength = 600
    #expect(try input.configuration().options.viewport == nil)
  }

  @Test func aNarrowOfferIsWidenedToTheShortestViewport() throws {
    var input = StepperViewInput(style: .circular, current: 2, total: 10)
    input.offeredLength = 20
    let configuration = try input.configuration()
    #expect(configuration.options.viewport == RowMetrics.minimumViewport(of: .circular))
    input.offeredLength = 1e12
    #expect(
      try input.configuration().options.viewport == StepperRowPlan.maximumViewport(of: .circular))
  }

  @Test func theAppsBadValuesAreTypedErrors() {
    var input = StepperViewInput(style: .circular, current: 5, total: 4)
    input.offeredLength = 390
    #expect(throws: StepperConfigurationError.currentOutOfRange(current: 5, total: 4)) {
      try input.configuration()
    }
    input.options.current = 2
    input.options.stepNames = [9: "Nowhere"]
    #expect(throws: StepperConfigurationError.unknownStep(9, total: 4)) {
      try input.configuration()
    }
  }

  @Test func environmentValuesReachTheConfiguration() throws {
    var input = StepperViewInput(style: .bullet, current: 2, total: 3, status: .error)
    input.options.direction = .rightToLeft
    input.appearance = .dark
    input.options.textSize = .accessibility2
    input.options.substeps = [2: 2]
    input.options.current = StepperStepID(input.options.current.step, substep: 1)
    input.options.stepNames = [1: "Cart"]
    input.options.showsHeader = true
    input.options.showsAllSteps = true
    input.options.isTappable = true
    input.options.stepStates = [3: .disabled]
    let configuration = try input.configuration()
    #expect(configuration.options.direction == .rightToLeft)
    #expect(configuration.resolvedTheme == .dark)
    #expect(configuration.options.textSize == .accessibility2)
    #expect(configuration.options.current == StepperStepID(2, substep: 1))
    #expect(configuration.options.status == .error)
    #expect(configuration.options.stepNames == [1: "Cart"])
    #expect(
      configuration.options.showsHeader && configuration.options.showsAllSteps
        && configuration.options.isTappable)
    #expect(configuration.state(of: 3) == .disabled)
  }

  @Test func stringsFollowTheAppThenTheLocale() {
    var input = StepperViewInput(current: 1, total: 2)
    #expect(input.resolvedStrings == .english)
    input.localeIdentifier = "de-CH"
    #expect(input.resolvedStrings.languageCode == "de")
    #expect(input.resolvedStrings.stepOfTotal(step: 1, total: 2) == "Schritt 1 von 2")
    input.localeIdentifier = "tlh"
    #expect(input.resolvedStrings == .english)
    input.strings = .japanese
    #expect(input.resolvedStrings == .japanese)
  }

  @Test func theFirstNumberReachesTheMarkersAndTheAnnouncement() throws {
    var input = StepperViewInput(style: .circular, current: 2, total: 3)
    #expect(try input.configuration().options.firstNumber == 1)
    input.options.firstNumber = 4
    let configuration = try input.configuration()
    #expect(configuration.options.firstNumber == 4)
    let scene = StepperScene(configuration)
    #expect(scene.accessibility.label.hasPrefix("Step 5 of 6"))
  }

  @Test func aFirstNumberBelowOneIsTheCoresTypedError() {
    var input = StepperViewInput(style: .circular, current: 1, total: 3)
    input.options.firstNumber = 0
    #expect(throws: StepperConfigurationError.self) { try input.configuration() }
  }

  /// The views' loading and step progress reach the configuration, checked there.
  @Test func theActivityReachesTheConfiguration() throws {
    var input = StepperViewInput(style: .dash, current: 2, total: 4)
    input.options.isLoading = true
    input.options.stepProgress = 0.5
    #expect(
      try input.configuration().options.activity
        == StepperActivity(isLoading: true, stepProgress: 0.5))
    input.options.stepProgress = .nan
    #expect(throws: StepperConfigurationError.self) { try input.configuration() }
  }
}

@Suite struct StepperViewInputOptionalTests {
  @Test func theOptionalStepsReachTheConfiguration() throws {
    var input = StepperViewInput(current: 3, total: 4)
    input.options.optionalSteps = [2]
    input.options.stepStates = [2: .skipped]
    let configuration = try input.configuration()
    #expect(configuration.isOptional(2))
    #expect(configuration.state(of: 2) == .skipped)
    input.options.optionalSteps = [5]
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try input.configuration()
    }
  }
}

@Suite struct StepperViewInputCollapseTests {
  @Test func maxVisibleReachesTheConfigurationAndCollapsesTheRow() throws {
    var input = StepperViewInput(style: .dash, current: 6, total: 12)
    input.options.maxVisible = 7
    let configuration = try input.configuration()
    #expect(configuration.options.maxVisible == 7)
    #expect(configuration.isCollapsed)
    #expect(StepperScene(configuration).overflowTargets().count == 2)
    input.options.maxVisible = nil
    #expect(try input.configuration().options.maxVisible == nil)
    #expect(StepperScene(try input.configuration()).overflowTargets().isEmpty)
  }

  @Test func aCollapsedRowFillsTheOfferedWidthAsItsLengthNotAViewport() throws {
    var input = StepperViewInput(style: .circular, current: 6, total: 12)
    input.options.maxVisible = 7
    input.offeredLength = 500
    let wide = try input.configuration()
    #expect(wide.options.viewport == nil)
    #expect(wide.resolvedLength == 500)
    #expect(StepperScene(wide).size.width == 500)
    // Too narrow for seven circular places: widened to what they need, not refused.
    input.offeredLength = 300
    let narrow = try input.configuration()
    let needed = StyleMetrics.minimumLength(of: .circular, total: 7)
    #expect(needed > 300)
    #expect(narrow.resolvedLength == needed)
    // The app's length wins; a row that fits in fewer places than asked is not widened.
    input.options.length = 640
    #expect(try input.configuration().resolvedLength == 640)
    input.options.length = nil
    input.options.total = 4
    input.options.current = 2
    input.offeredLength = 390
    #expect(try input.configuration().resolvedLength == 390)
    // A vertical row keeps its natural length.
    input.options.axis = .vertical
    #expect(
      try input.configuration().resolvedLength
        == StyleMetrics.defaultLength(of: .circular, total: 4))
  }

  @Test func aCollapsedRowOfferedNoWidthIsLongEnoughForItsPlaces() throws {
    // Circular markers' natural 272 points hold five steps; seven places need more.
    for axis in [StepperAxis.horizontal, .vertical] {
      var input = StepperViewInput(style: .circular, current: 6, total: 12, axis: axis)
      input.options.maxVisible = 7
      let configuration = try input.configuration()
      #expect(configuration.resolvedLength == StyleMetrics.minimumLength(of: .circular, total: 7))
      #expect(configuration.resolvedLength > 272)
    }
    // Without maxVisible the same steps on a 272-point row are refused by the core.
    var plain = StepperViewInput(style: .circular, current: 6, total: 12)
    plain.options.length = 272
    #expect(throws: StepperConfigurationError.self) { try plain.configuration() }
  }

  @Test func aBadMaxVisibleIsTheCoresTypedError() {
    var input = StepperViewInput(current: 6, total: 12)
    input.options.maxVisible = 2
    #expect(
      throws: StepperConfigurationError.maxVisibleTooSmall(
        maxVisible: 2, minimum: StepperConfiguration.minimumMaxVisible)
    ) { try input.configuration() }
    input.options.maxVisible = 7
    input.options.viewport = 300
    #expect(throws: StepperConfigurationError.maxVisibleWithViewport) {
      try input.configuration()
    }
  }

  @Test func theAllStepsListOfACollapsedRowHoldsEveryStep() throws {
    var input = StepperViewInput(current: 6, total: 12)
    input.options.maxVisible = 7
    #expect(try input.stepList().count == 12)
  }
}

@Suite struct StepperViewInputNaturalLengthTests {
  /// Offered no width, or in a column, a row whose steps the style's default length does not
  /// hold is drawn at the shortest length that does, not refused and clamped.
  @Test(arguments: [StepperAxis.horizontal, .vertical])
  func sixCircularStepsOfferedNothingTakeTheirNaturalLength(axis: StepperAxis) throws {
    let input = StepperViewInput(style: .circular, current: 2, total: 6, axis: axis)
    let configuration = try input.configuration()
    #expect(configuration.resolvedLength == 334)
    #expect(input.nearestConfiguration(keeping: nil).problems.isEmpty)
    let four = try StepperViewInput(style: .circular, current: 2, total: 4, axis: axis)
      .configuration()
    #expect(four.resolvedLength == 272)
  }
}
