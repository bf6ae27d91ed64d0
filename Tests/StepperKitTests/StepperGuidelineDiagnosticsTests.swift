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
      total: 4, current: 2, names: [1: "Cart"], showsHeader: true)
    #expect(rules(configuration) == [.headerOrNames])
  }

  @Test func namesOverTwoLines() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 2, names: [2: "Upload a photo of your identity document, both sides"])
    let warnings = StepperGuidelineDiagnostics.warnings(for: configuration)
    #expect(warnings.map(\.rule) == [.namesAtMostTwoLines])
    #expect(warnings.first?.detail.contains("step 2") == true)
  }

  @Test func substepsCountedInTheTotal() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 2, names: [1: "1", 2: "2", 3: "2.1 Scan ID", 4: "3"])
    #expect(rules(configuration) == [.substepsNotCounted])
  }

  @Test func aPartialStepWithoutScrollingIsAnErrorLintNames() throws {
    let error = StepperConfigurationError.partialStepWithoutScrolling(
      style: .circular, total: 10, viewport: 375, minimum: 582)
    let warning = try #require(StepperGuidelineDiagnostics.warning(for: error))
    #expect(warning.rule == .noPartialStepWithoutScrolling)
    #expect(warning.detail == "10 steps need 582 points in a viewport of 375 that does not scroll")
    let scrolling = try StepperConfiguration(total: 10, current: 1, viewport: 375)
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
      rules(try StepperConfiguration(total: 6, current: 1, viewport: 400))
        == [.circularAtMostFiveSteps])
    #expect(
      rules(try StepperConfiguration(total: 6, current: 1, viewport: 400, isScrollEnabled: false))
        == [.circularAtMostFiveSteps])
    // A row that scrolls is seed 002's answer to many steps.
    #expect(rules(try StepperConfiguration(total: 6, current: 1, viewport: 300)).isEmpty)
    // Sub-steps do not count (seed 002), and other styles have their own caps.
    #expect(
      rules(try StepperConfiguration(total: 5, current: 1, length: 400, substeps: [2: 2])).isEmpty)
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
}
