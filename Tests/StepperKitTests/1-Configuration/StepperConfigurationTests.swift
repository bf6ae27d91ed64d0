import StepperKit
import Testing

@Suite struct StepperConfigurationTests {
  @Test func keepsWhatItWasGiven() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 10, current: 3, status: .error, axis: .vertical, direction: .rightToLeft,
      theme: .dark, length: 300
    ).replacing(\.stepStates, with: [4: .disabled])
    #expect(configuration.options.style == .dash)
    #expect(configuration.options.total == 10)
    #expect(configuration.options.current.step == 3)
    #expect(configuration.options.status == .error)
    #expect(configuration.options.axis == .vertical)
    #expect(configuration.options.direction == .rightToLeft)
    #expect(configuration.resolvedTheme == .dark)
    #expect(configuration.resolvedLength == 300)
    #expect(configuration.options.stepStates == [4: .disabled])
  }

  @Test func theCommonInitializersDocumentedExampleHolds() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 5, current: 2, axis: .vertical, length: 300)
    #expect(configuration.resolvedLength == 300)
    #expect(configuration.options.labels == .none)
    #expect(configuration.options.scrolling == nil)
    #expect(configuration.options.interaction == .none)
    #expect(configuration.options.substeps.isEmpty)
  }

  @Test func theGroupedInitializersDocumentedExampleHolds() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 40, current: StepperStepID(12, substep: 1),
      substeps: StepperSubsteps([12: 2]),
      labels: StepperLabels(names: [12: "Payment"], showsHeader: true),
      scrolling: StepperScrolling(viewport: 320),
      interaction: .reachedSteps
    ).unchecked { $0.axis = .vertical }
    #expect(configuration.options.current == StepperStepID(12, substep: 1))
    #expect(configuration.options.axis == .vertical)
    #expect(configuration.options.labels.showsHeader)
    #expect(configuration.options.scrolling?.viewport == 320)
    #expect(configuration.isSelectable(3))
  }

  @Test func anIntegerCurrentPicksTheCommonInitializer() throws {
    // A literal, a variable and a step id make the same configuration.
    let step = 2
    let literal = try StepperConfiguration(total: 4, current: 2)
    #expect(try StepperConfiguration(total: 4, current: step) == literal)
    #expect(try StepperConfiguration(total: 4, current: StepperStepID(step)) == literal)
  }

  @Test func defaultsTheLengthPerStyle() throws {
    #expect(try StepperConfiguration(style: .dash, total: 10, current: 1).resolvedLength == 268)
    #expect(try StepperConfiguration(style: .circular, total: 3, current: 1).resolvedLength == 272)
    #expect(try StepperConfiguration(style: .bullet, total: 4, current: 1).resolvedLength == 64)
  }

  @Test(arguments: [Int.min, -1, 0, 1])
  func refusesATotalUnderTwo(_ total: Int) {
    #expect(throws: StepperConfigurationError.totalTooSmall(total: total)) {
      try StepperConfiguration(total: total, current: 1)
    }
  }

  /// The limits `StepperConfigurationError`'s and `StepperIconError`'s docs give an app in
  /// figures, since the constants are the package's.
  @Test func limitsAreTheFiguresTheErrorsDocsGive() {
    #expect(StepperConfiguration.maximumTotal == 100_000)
    #expect(StepperConfiguration.maximumScrollingTotal == 100_000_000)
    #expect(StepperConfiguration.maximumLength == 1_000_000_000)
    #expect(StepperConfiguration.maximumSubsteps == 99)
    #expect(StepperConfiguration.minimumMaxVisible == 5)
    #expect(
      StepperConfiguration.maximumFirstNumber(total: 1)
        == StepperConfiguration.maximumScrollingTotal)
    #expect(StepperIconPath.maximumCommands == 512)
    #expect(StepperIconPath.coordinateRange == -24...48)
    #expect(StepperIcon.markerScale == 2.0 / 3.0)
  }

  @Test func refusesAHugeTotal() {
    let total = StepperConfiguration.maximumTotal + 1
    #expect(
      throws: StepperConfigurationError.totalTooLarge(
        total: total, maximum: StepperConfiguration.maximumTotal)
    ) {
      try StepperConfiguration(style: .dash, total: total, current: 1)
    }
  }

  @Test(arguments: [Int.min, 0, 5, Int.max])
  func refusesACurrentOutsideTheSteps(_ current: Int) {
    #expect(throws: StepperConfigurationError.currentOutOfRange(current: current, total: 4)) {
      try StepperConfiguration(total: 4, current: current)
    }
  }

  @Test(arguments: [-1, 0, 1e9 + 1, -Double.infinity, Double.infinity])
  func refusesALengthThatIsNotAPositiveNumber(_ length: Double) {
    #expect(throws: StepperConfigurationError.invalidLength(length)) {
      try StepperConfiguration(total: 4, current: 1, length: length)
    }
  }

  @Test func refusesNotANumberAsALength() {
    #expect {
      try StepperConfiguration(total: 4, current: 1, length: .nan)
    } throws: { error in
      guard case .invalidLength(let length) = error as? StepperConfigurationError else {
        return false
      }
      return length.isNaN
    }
  }

  @Test func refusesACircularRowWhoseConnectorsWouldBeUnder22() {
    // Specification#connector-length: a sixth step in 272 would shrink connectors to 9.6.
    #expect(
      throws: StepperConfigurationError.lengthTooShort(
        style: .circular, total: 6, length: 272, minimum: 334)
    ) {
      try StepperConfiguration(style: .circular, total: 6, current: 1)
    }
    #expect(throws: Never.self) {
      try StepperConfiguration(style: .circular, total: 6, current: 1, length: 334)
    }
  }

  @Test func refusesRowsTooShortForTheirSteps() {
    #expect(
      throws: StepperConfigurationError.lengthTooShort(
        style: .bullet, total: 4, length: 50, minimum: 64)
    ) {
      try StepperConfiguration(style: .bullet, total: 4, current: 1, length: 50)
    }
    #expect(
      throws: StepperConfigurationError.lengthTooShort(
        style: .dash, total: 60, length: 268, minimum: 476)
    ) {
      try StepperConfiguration(style: .dash, total: 60, current: 1)
    }
  }

  @Test(arguments: [StepperStepID(0), StepperStepID(5), StepperStepID(5, substep: 1)])
  func refusesAStateForAStepThatDoesNotExist(_ step: StepperStepID) {
    #expect(throws: StepperConfigurationError.unknownStep(step, total: 4)) {
      try StepperConfiguration(total: 4, current: 1).replacing(\.stepStates, with: [step: .error])
    }
  }

  @Test func namesTheFirstUnknownStep() {
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try StepperConfiguration(total: 4, current: 1).replacing(
        \.stepStates, with: [9: .error, 5: .error])
    }
  }

  @Test func errorMessagesSayWhatIsWrongAndWhatIsAllowed() {
    let messages: [(StepperConfigurationError, String)] = [
      (
        .totalTooSmall(total: 1),
        "total must be at least 2 (a step progress indicator shows at least two steps); got 1"
      ),
      (
        .currentOutOfRange(current: 5, total: 4),
        "current must be between 1 and 4 (the total); got 5"
      ),
      (
        .invalidLength(-3),
        "length must be a number of points greater than 0 and at most 1000000000; got -3"
      ),
      (
        .lengthTooShort(style: .circular, total: 6, length: 272, minimum: 334),
        "6 circular steps need a length of at least 334 points to keep connectors at 22 points "
          + "or more; got 272"
      ),
      (.unknownStep(7, total: 4), "step 7 does not exist: steps run from 1 to 4"),
      (
        .totalTooLarge(total: 200_000_000, maximum: 100_000),
        "total must be at most 100000 in a row drawn whole (give a viewport to scroll through up to "
          + "100000000); got 200000000"
      ),
    ]
    for (error, message) in messages {
      #expect(error.description == message)
    }
  }
}

@Suite struct StepperConfigurationFlowsTests {
  @Test func refusesASubstepThatIsNotRevealed() {
    #expect(
      throws: StepperConfigurationError.unknownSubstep(StepperStepID(2, substep: 3), revealed: 2)
    ) {
      try StepperConfiguration(
        total: 4, current: StepperStepID(2, substep: 3), substeps: StepperSubsteps([2: 2]))
    }
    #expect(
      throws: StepperConfigurationError.unknownSubstep(StepperStepID(3, substep: 1), revealed: 0)
    ) {
      try StepperConfiguration(
        total: 4, current: 2, labels: StepperLabels(names: [StepperStepID(3, substep: 1): "x"]))
    }
  }

  @Test func refusesSubstepsOfAMissingStepOrOfABadCount() {
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try StepperConfiguration(total: 4, current: 2, substeps: StepperSubsteps([5: 1]))
    }
    #expect(throws: StepperConfigurationError.invalidSubstepCount(step: 2, count: 0)) {
      try StepperConfiguration(total: 4, current: 2, substeps: StepperSubsteps([2: 0]))
    }
    #expect(throws: StepperConfigurationError.invalidSubstepCount(step: 2, count: 100)) {
      try StepperConfiguration(total: 4, current: 2, substeps: StepperSubsteps([2: 100]))
    }
  }

  @Test func refusesBadViewportsAndOffsets() {
    #expect(throws: StepperConfigurationError.invalidViewport(0)) {
      try StepperConfiguration(total: 4, current: 2, scrolling: StepperScrolling(viewport: 0))
    }
    #expect(
      throws: StepperConfigurationError.viewportTooShort(
        style: .circular, viewport: 50, minimum: 74)
    ) {
      try StepperConfiguration(total: 10, current: 2, scrolling: StepperScrolling(viewport: 50))
    }
    #expect(throws: StepperConfigurationError.invalidOffset(.infinity)) {
      try StepperConfiguration(
        total: 4, current: 2, scrolling: StepperScrolling(viewport: 300, offset: .infinity))
    }
    #expect(throws: StepperConfigurationError.lengthWithViewport) {
      try StepperConfiguration(total: 4, current: 2, scrolling: StepperScrolling(viewport: 300))
        .replacing(\.length, with: 300)
    }
  }

  @Test func aViewportScrollsMoreStepsThanARowDrawnWhole() {
    #expect(throws: Never.self) {
      try StepperConfiguration(
        total: 1_000_000, current: 1, scrolling: StepperScrolling(viewport: 375))
    }
    #expect(
      throws: StepperConfigurationError.totalTooLarge(
        total: 1_000_000, maximum: StepperConfiguration.maximumTotal)
    ) {
      try StepperConfiguration(style: .dash, total: 1_000_000, current: 1, length: 1e8)
    }
  }

  @Test func substepsCountTowardsTheLengthARowNeeds() {
    // Five markers fill 272 exactly; a revealed sub-step no longer fits.
    #expect(
      throws: StepperConfigurationError.lengthTooShort(
        style: .circular, total: 5, length: 272, minimum: 326)
    ) {
      try StepperConfiguration(total: 5, current: 1, substeps: StepperSubsteps([1: 1]))
    }
  }

  /// Found by the fuzzer: 99,002,025 dashes fit a viewport of 999,999,999.9 points, so the row
  /// was drawn whole and its scene asked for 31 GB.
  @Test func aViewportShowsNoMoreStepsAtOnceThanARowDrawnWholeMayHave() throws {
    #expect(
      throws: StepperConfigurationError.viewportTooLong(
        style: .dash, viewport: 999_999_999.9, maximum: 800_000)
    ) {
      try StepperConfiguration(
        style: .dash, total: 99_002_025, current: 78_310_253,
        scrolling: StepperScrolling(viewport: 999_999_999.9))
    }
    for style in StepperStyle.allCases {
      let longest = StepperRowPlan.maximumViewport(of: style)
      #expect(throws: StepperConfigurationError.self) {
        try StepperConfiguration(
          style: style, total: 4, current: 1, scrolling: StepperScrolling(viewport: longest.nextUp))
      }
      let widest = try StepperConfiguration(
        style: style, total: StepperConfiguration.maximumScrollingTotal, current: 1,
        scrolling: StepperScrolling(viewport: longest))
      #expect(
        StepperLayout(widest).visibleOrdinals.count <= StepperConfiguration.maximumTotal + 1)
    }
    #expect(StepperRowPlan.maximumViewport(of: .dash) == 800_000)
    #expect(StepperRowPlan.maximumViewport(of: .bullet) == 1_600_000)
    #expect(StepperRowPlan.maximumViewport(of: .circular) == 6_200_000)
  }

  @Test func flowErrorMessages() {
    let messages: [(StepperConfigurationError, String)] = [
      (
        .unknownSubstep(StepperStepID(2, substep: 3), revealed: 2),
        "sub-step 2.3 does not exist: step 2 reveals sub-steps 2.1 to 2.2"
      ),
      (
        .unknownSubstep(StepperStepID(3, substep: 1), revealed: 0),
        "sub-step 3.1 does not exist: step 3 reveals no sub-steps"
      ),
      (.invalidSubstepCount(step: 2, count: 0), "step 2 must reveal from 1 to 99 sub-steps; got 0"),
      (
        .viewportTooShort(style: .circular, viewport: 50, minimum: 74),
        "a scrolling circular row needs a viewport of at least 74 points, to show one whole step "
          + "and half of the next; got 50"
      ),
      (
        .viewportTooLong(style: .dash, viewport: 999_999_999.9, maximum: 800_000),
        "a dash row shows at most 100000 steps at once, so its viewport must be at most 800000 "
          + "points; got 999999999.9"
      ),
      (.offsetWithoutViewport, "offset scrolls a row shown in a viewport; give a viewport too"),
      (
        .lengthWithViewport,
        "give either a length (a row drawn whole) or a viewport (a row that scrolls), not both"
      ),
    ]
    for (error, message) in messages {
      #expect(error.description == message)
    }
  }
}

@Suite struct StepperConfigurationCountsTests {
  @Test func successNeedsTheLastStep() throws {
    #expect(throws: StepperConfigurationError.successBeforeLastStep(current: 2, total: 5)) {
      try StepperConfiguration(total: 5, current: 2, status: .success)
    }
    let finished = try StepperConfiguration(total: 5, current: 5, status: .success)
    #expect(finished.options.status == .success)
    // Error and default stay possible at any step.
    _ = try StepperConfiguration(total: 5, current: 2, status: .error)
    _ = try StepperConfiguration(total: 5, current: 2, status: .default)
  }

  @Test func successOnTheLastStepMayBeOnItsSubsteps() throws {
    // Sub-steps never count in the total, so the last step is the end whichever of its sub-steps
    // the user is on.
    _ = try StepperConfiguration(total: 4, current: 4, status: .success, length: 400).replacing(
      \.substeps, with: [4: 2])
    _ = try StepperConfiguration(total: 4, current: 4, status: .success, length: 400).replacing(
      \.substeps, with: [4: 2]
    ).moving(to: StepperStepID(4, substep: 1))
    #expect(throws: StepperConfigurationError.successBeforeLastStep(current: 3, total: 4)) {
      try StepperConfiguration(total: 4, current: 3, status: .success, length: 400).replacing(
        \.substeps, with: [3: 2]
      ).moving(to: StepperStepID(3, substep: 2))
    }
  }

  @Test func theFirstNumberMovesTheNumbersShown() throws {
    let configuration = try StepperConfiguration(total: 5, current: 2).replacing(
      \.firstNumber, with: 3)
    #expect(configuration.options.firstNumber == 3)
    #expect(configuration.lastNumber == 7)
    #expect(configuration.shownNumber(of: 1) == 3)
    #expect(
      configuration.shownNumber(of: StepperStepID(2, substep: 1)) == StepperStepID(4, substep: 1))
    // Ids still count from the indicator's first step.
    #expect(configuration.options.current.step == 2)
    #expect(configuration.options.total == 5)
    let plain = try StepperConfiguration(total: 5, current: 2)
    #expect(plain.options.firstNumber == 1)
    #expect(plain.lastNumber == 5)
    #expect(plain.shownNumber(of: 4) == 4)
  }

  @Test(arguments: [Int.min, -1, 0, 99_999_997, Int.max])
  func refusesAFirstNumberOutOfRange(_ firstNumber: Int) {
    #expect(
      throws: StepperConfigurationError.firstNumberOutOfRange(
        firstNumber: firstNumber, total: 5, maximum: 99_999_996)
    ) {
      try StepperConfiguration(total: 5, current: 1).replacing(\.firstNumber, with: firstNumber)
    }
  }

  @Test func theLargestFirstNumberEndsAtTheLargestScrollingTotal() throws {
    #expect(StepperConfiguration.maximumFirstNumber(total: 5) == 99_999_996)
    #expect(StepperConfiguration.maximumFirstNumber(total: 100_000_000) == 1)
    let highest = try StepperConfiguration(total: 5, current: 5).replacing(
      \.firstNumber, with: 99_999_996)
    #expect(highest.lastNumber == StepperConfiguration.maximumScrollingTotal)
    let longest = try StepperConfiguration(
      total: 100_000_000, current: 1, scrolling: StepperScrolling(viewport: 375)
    ).replacing(\.firstNumber, with: 1)
    #expect(longest.lastNumber == 100_000_000)
    #expect(throws: StepperConfigurationError.self) {
      try StepperConfiguration(
        total: 100_000_000, current: 1, scrolling: StepperScrolling(viewport: 375)
      ).replacing(\.firstNumber, with: 2)
    }
  }

  @Test func aRowThatCannotScrollMustFitItsViewport() throws {
    let minimum = StyleMetrics.minimumLength(of: .circular, total: 10)
    #expect(minimum == 582)
    #expect(
      throws: StepperConfigurationError.partialStepWithoutScrolling(
        style: .circular, total: 10, viewport: 375, minimum: 582)
    ) {
      try StepperConfiguration(
        total: 10, current: 1, scrolling: StepperScrolling(viewport: 375, isScrollEnabled: false))
    }
    let fits = try StepperConfiguration(
      total: 10, current: 1, scrolling: StepperScrolling(viewport: 582, isScrollEnabled: false))
    let viewport = try #require(StepperLayout(fits).viewport)
    #expect(!viewport.isScrollable)
    #expect(viewport.contentLength == 582)
    // Sub-steps count towards what the row needs.
    let needed = StyleMetrics.minimumLength(of: .bullet, total: 10, substeps: 2)
    #expect(
      throws: StepperConfigurationError.partialStepWithoutScrolling(
        style: .bullet, total: 10, viewport: needed - 1, minimum: needed)
    ) {
      try StepperConfiguration(
        style: .bullet, total: 10, current: 1, substeps: StepperSubsteps([3: 2]),
        scrolling: StepperScrolling(viewport: needed - 1, isScrollEnabled: false))
    }
    // The same viewport scrolls when it may.
    _ = try StepperConfiguration(total: 10, current: 1, scrolling: StepperScrolling(viewport: 375))
  }

  @Test func countErrorMessages() {
    let messages: [(StepperConfigurationError, String)] = [
      (
        .successBeforeLastStep(current: 2, total: 5),
        "status success means the flow finished, so current must be the last step, 5 (the "
          + "total); got 2 (use status default or error while the flow is under way)"
      ),
      (
        .firstNumberOutOfRange(firstNumber: 0, total: 5, maximum: 99_999_996),
        "the first number must be between 1 and 99999996 for 5 steps, so that the last step's "
          + "number is at most 100000000; got 0"
      ),
      (
        .partialStepWithoutScrolling(style: .circular, total: 10, viewport: 375, minimum: 582),
        "a row that does not scroll must show every step whole, so 10 circular steps need a "
          + "viewport of at least 582 points; got 375 (let the row scroll, or give a longer "
          + "viewport)"
      ),
    ]
    for (error, message) in messages {
      #expect(error.description == message)
    }
  }
}
