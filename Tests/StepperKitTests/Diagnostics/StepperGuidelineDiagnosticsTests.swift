import StepperKit
import Testing

@Suite struct GuidelineDiagnosticsTests {
  private func rules(_ configuration: StepperConfiguration) -> [StepperGuidelineRule] {
    StepperGuidelineDiagnostics.warnings(for: configuration).map(\.rule)
  }

  @Test func aPlainStepperBreaksNoRule() throws {
    #expect(rules(try StepperConfiguration(total: 4, current: 2)).isEmpty)
  }

  @Test func moreThanTenDashes() throws {
    #expect(
      rules(try StepperConfiguration(style: .dash, total: 11, current: 1)) == [.atMostTenDashes])
    #expect(rules(try StepperConfiguration(style: .dash, total: 10, current: 1)).isEmpty)
  }

  @Test func headerAndNamesTogether() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 2, labels: StepperLabels(names: [1: "Cart"], showsHeader: true))
    #expect(rules(configuration) == [.headerOrNames])
  }

  @Test func namesOverTwoLines() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 2,
      labels: StepperLabels(names: [2: "Upload a photo of your identity document, both sides"]))
    let warnings = StepperGuidelineDiagnostics.warnings(for: configuration)
    #expect(warnings.map(\.rule) == [.namesAtMostTwoLines])
    #expect(warnings.first?.detail.contains("step 2") == true)
  }

  /// Specification#names-short: 268 points of dash, five names. "Address" and "Payment" are wider
  /// than the 46.4 points each name has: they are cut with an ellipsis, and lint says so.
  @Test func namesThatCannotShowTheirFirstWord() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 5, current: 2,
      labels: StepperLabels(names: [1: "Cart", 2: "Address", 3: "Payment", 4: "Review", 5: "Done"]))
    let warnings = StepperGuidelineDiagnostics.warnings(for: configuration)
    #expect(warnings.map(\.rule) == [.namesShowFirstWord])
    let detail = try #require(warnings.first?.detail)
    #expect(detail.contains("steps 2 (\"Address\"), 3 (\"Payment\")"))
    let roomy = try StepperConfiguration(style: .dash, total: 5, current: 2, length: 400).replacing(
      \.stepNames, with: [1: "Cart", 2: "Address", 3: "Payment", 4: "Review", 5: "Done"])
    #expect(rules(roomy).isEmpty)
  }

  @Test func aHeaderThatCannotShowAWord() throws {
    let narrow = try StepperConfiguration(
      style: .bullet, total: 30, current: 2,
      labels: StepperLabels(names: [2: "Verification"], showsHeader: true),
      scrolling: StepperScrolling(viewport: 40))
    #expect(rules(narrow).contains(.headerShowsAWord))
    // Without a viewport the row grows to hold its header.
    let grown = try StepperConfiguration(
      style: .bullet, total: 5, current: 2,
      labels: StepperLabels(names: [2: "Verification"], showsHeader: true))
    #expect(!rules(grown).contains(.headerShowsAWord))
  }

  @Test func substepsCountedInTheTotal() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 2,
      labels: StepperLabels(names: [1: "1", 2: "2", 3: "2.1 Scan ID", 4: "3"]))
    #expect(rules(configuration) == [.substepsNotCounted])
  }

  @Test func aPartialStepWithoutScrollingIsAnErrorLintNames() throws {
    let error = StepperConfigurationError.partialStepWithoutScrolling(
      style: .circular, total: 10, viewport: 375, minimum: 582)
    let warning = try #require(StepperGuidelineDiagnostics.warning(for: error))
    #expect(warning.rule == .noPartialStepWithoutScrolling)
    #expect(warning.detail == "10 steps need 582 points in a viewport of 375 that does not scroll")
    let scrolling = try StepperConfiguration(
      total: 10, current: 1, scrolling: StepperScrolling(viewport: 375))
    #expect(rules(scrolling).isEmpty)
  }

  @Test func twoCircularSteps() throws {
    let two = try StepperConfiguration(total: 2, current: 1)
    let warnings = StepperGuidelineDiagnostics.warnings(for: two)
    #expect(warnings.map(\.rule) == [.circularAtLeastThreeSteps])
    #expect(
      warnings.first?.detail == "2 circular steps; use three to five, or a dash or bullet row")
    #expect(rules(try StepperConfiguration(style: .dash, total: 2, current: 1)).isEmpty)
    #expect(rules(try StepperConfiguration(style: .bullet, total: 2, current: 1)).isEmpty)
    #expect(rules(try StepperConfiguration(total: 3, current: 1)).isEmpty)
  }

  @Test func moreThanFiveCircularStepsThatDoNotScroll() throws {
    #expect(rules(try StepperConfiguration(total: 5, current: 1)).isEmpty)
    // Drawn whole in a length long enough for connectors of 22.
    let whole = try StepperConfiguration(total: 6, current: 1, length: 400)
    let warnings = StepperGuidelineDiagnostics.warnings(for: whole)
    #expect(warnings.map(\.rule) == [.circularAtMostFiveSteps])
    #expect(
      warnings.first?.detail.hasPrefix("6 circular steps in a row that does not scroll") == true)
    // In a viewport that holds them all, or one that may not scroll: still a row of six.
    #expect(
      rules(
        try StepperConfiguration(total: 6, current: 1, scrolling: StepperScrolling(viewport: 400)))
        == [.circularAtMostFiveSteps])
    #expect(
      rules(
        try StepperConfiguration(
          total: 6, current: 1, scrolling: StepperScrolling(viewport: 400, isScrollEnabled: false)))
        == [.circularAtMostFiveSteps])
    // A row that scrolls is Specification#many-steps' answer to many steps.
    #expect(
      rules(
        try StepperConfiguration(total: 6, current: 1, scrolling: StepperScrolling(viewport: 300))
      ).isEmpty)
    // Sub-steps do not count (Specification#substeps-not-counted), and other styles have their
    // own caps.
    #expect(
      rules(
        try StepperConfiguration(total: 5, current: 1, length: 400).replacing(
          \.substeps, with: [2: 2])
      ).isEmpty)
    #expect(rules(try StepperConfiguration(style: .bullet, total: 8, current: 1)).isEmpty)
  }

  @Test func errorsThatAreGuidelines() {
    #expect(
      StepperGuidelineDiagnostics.warning(for: .totalTooSmall(total: 1))?.rule == .atLeastTwoSteps)
    let short = StepperConfigurationError.lengthTooShort(
      style: .circular, total: 6, length: 272, minimum: 334)
    #expect(StepperGuidelineDiagnostics.warning(for: short)?.rule == .connectorsAtLeast22)
    #expect(
      StepperGuidelineDiagnostics.warning(for: .currentOutOfRange(current: 5, total: 4)) == nil)
    #expect(
      StepperGuidelineDiagnostics.warning(for: .successBeforeLastStep(current: 2, total: 4))
        == nil)
  }

  @Test func warningsNameTheirRule() {
    let warning = StepperGuidelineWarning(.atMostTenDashes, "12 dashes")
    #expect(
      warning.description == "at-most-ten-dashes: 12 dashes (A dash stepper shows 2 to 10 dashes.)")
  }

  @Test func descriptionsThatCannotShowTheirFirstWord() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 5, current: 2,
      labels: StepperLabels(
        names: [1: "Cart"], descriptions: [1: "3 items", 2: "Identification", 4: "Optional"]))
    let warnings = StepperGuidelineDiagnostics.warnings(for: configuration)
    #expect(warnings.map(\.rule) == [.descriptionsShowFirstWord])
    #expect(warnings.first?.detail.contains("2 (\"Identification\")") == true)
    #expect(warnings.first?.detail.contains("step 1") == false)
  }

  @Test func aDescriptionAColumnHasNoRoomForIsNamed() throws {
    let configuration = try StepperConfiguration(
      style: .bullet, total: 4, current: 2,
      labels: StepperLabels(names: [2: "Cart"], descriptions: [2: "3 items"])
    ).unchecked { $0.axis = .vertical }
    #expect(rules(configuration) == [.descriptionsShowFirstWord])
    let roomy = try StepperConfiguration(
      total: 4, current: 2,
      labels: StepperLabels(names: [2: "Cart"], descriptions: [2: "3 items"])
    ).unchecked { $0.axis = .vertical }
    #expect(rules(roomy).isEmpty)
  }
}
