import StepperKit
import Testing

/// What assistive technology is told of the current step's activity: the percentage counts the
/// part done, to a tenth, as each locale writes it, and loading is a word in every language.
@Suite struct StepperAccessibilityActivityTests {
  private func accessibility(
    _ activity: StepperActivity, strings: StepperStrings = .english,
    status: StepperStatus = .default, current: Int = 2
  ) throws -> StepperAccessibility {
    StepperAccessibility(
      try StepperConfiguration(total: 4, current: current, status: status).replacing(
        \.activity, with: activity),
      strings: strings)
  }

  @Test func halfOfStepTwoOfFourIsThirtySevenAndAHalfPercent() throws {
    let axs = try accessibility(StepperActivity(stepProgress: 0.5))
    #expect(axs.fraction == 0.375)
    #expect(axs.value == "37.5%")
    #expect(axs.announcement == "Step 2 of 4, 37.5%")
    #expect(axs.stepProgress == 0.5)
    #expect(!axs.isLoading)
  }

  @Test func theEndsOfTheCurrentStepAreWholePercentages() throws {
    #expect(try accessibility(StepperActivity(stepProgress: 0)).value == "25%")
    #expect(try accessibility(StepperActivity(stepProgress: 1)).value == "50%")
  }

  /// 37.5% as each built-in language's locale writes it.
  @Test(arguments: [
    ("en", "37.5%"), ("de", "37,5\u{A0}%"), ("es", "37,5\u{A0}%"), ("fr", "37,5\u{A0}%"),
    ("ja", "37.5%"), ("ar-EG", "٣٧٫٥٪؜"), ("de-CH", "37.5%"),
  ])
  func thePercentageFollowsTheLocale(_ locale: String, _ expected: String) throws {
    let strings = try #require(StepperStrings.forLanguage(locale))
    #expect(
      try accessibility(StepperActivity(stepProgress: 0.5), strings: strings).value == expected)
  }

  @Test(arguments: StepperStrings.all)
  func loadingIsTheTablesWordAtTheEnd(_ strings: StepperStrings) throws {
    let axs = try accessibility(.loading, strings: strings)
    #expect(axs.isLoading)
    #expect(!strings.loading.isEmpty)
    #expect(axs.value == strings.percent(50) + strings.separator + strings.loading)
    #expect(axs.announcement.hasSuffix(strings.separator + strings.loading))
  }

  @Test func everyLanguageHasItsOwnWordForLoading() {
    let words = StepperStrings.all.map(\.loading)
    #expect(Set(words).count == StepperStrings.all.count)
    #expect(StepperStrings.german.loading == "wird geladen")
  }

  @Test func aFlowThatSucceededOrFailedSaysNoActivity() throws {
    let done = try accessibility(.loading, status: .success, current: 4)
    #expect(done.value == "100%, success")
    let failed = try accessibility(
      StepperActivity(isLoading: true, stepProgress: 0.5), status: .error)
    #expect(failed.value == "50%, error")
    #expect(failed.stepProgress == nil && !failed.isLoading)
  }

  @Test func aChangeOfTheStepProgressAloneIsNotAnnounced() throws {
    let quarter = try accessibility(StepperActivity(stepProgress: 0.25))
    let half = try accessibility(StepperActivity(stepProgress: 0.5))
    #expect(StepperAccessibility.announcement(from: quarter, to: half) == nil)
    let loading = try accessibility(StepperActivity(isLoading: true, stepProgress: 0.5))
    #expect(
      StepperAccessibility.announcement(from: half, to: loading) == "Step 2 of 4, 37.5%, loading")
    let next = StepperAccessibility(
      try StepperConfiguration(total: 4, current: 3).replacing(\.stepProgress, with: 0.5))
    #expect(StepperAccessibility.announcement(from: half, to: next) == "Step 3 of 4, 62.5%")
  }
}
