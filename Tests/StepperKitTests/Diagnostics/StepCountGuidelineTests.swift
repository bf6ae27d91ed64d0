import Testing

@testable import StepperKit

@Suite struct StepCountGuidelineTests {
  @Test func eachBoundHoldsAtItsLimitAndBreaksPastIt() {
    let fewest = StepCountGuideline.circularAtLeastThree
    #expect(fewest.isBroken(total: 2, scrolls: false) && fewest.isBroken(total: 2, scrolls: true))
    #expect(!fewest.isBroken(total: 3, scrolls: false))
    let most = StepCountGuideline.atMostTenDashes
    #expect(!most.isBroken(total: 10, scrolls: false))
    #expect(most.isBroken(total: 11, scrolls: false) && most.isBroken(total: 11, scrolls: true))
    let unlessScrolling = StepCountGuideline.circularAtMostFive
    #expect(!unlessScrolling.isBroken(total: 5, scrolls: false))
    #expect(unlessScrolling.isBroken(total: 6, scrolls: false))
    #expect(!unlessScrolling.isBroken(total: 6, scrolls: true))
  }

  @Test func warningsSayTheCountAndWhatToDoInstead() {
    let fewest = StepCountGuideline.circularAtLeastThree.warning(total: 2)
    #expect(fewest.rule == .circularAtLeastThreeSteps)
    #expect(fewest.detail == "2 circular steps; use three to five, or a dash or bullet row")
    let most = StepCountGuideline.circularAtMostFive.warning(total: 7)
    #expect(most.rule == .circularAtMostFiveSteps)
    #expect(
      most.detail
        == "7 circular steps in a row that does not scroll; use a progress bar with a step "
        + "counter, or a viewport they scroll in")
    let dashes = StepCountGuideline.atMostTenDashes.warning(total: 12)
    #expect(
      dashes.detail
        == "12 dashes; use a scrolling circular row or a progress bar with a step counter")
  }

  @Test(arguments: StepperStyle.allCases)
  func theDiagnosticsWarnExactlyWhereTheTableSays(style: StepperStyle) throws {
    let guidelines = StyleFigures.figures(for: style).stepCountGuidelines
    let rules = Set(guidelines.map(\.rule))
    var warned = 0
    for total in 2...14 {
      let configuration = try StepperConfiguration(
        style: style, total: total, current: 1,
        length: StyleMetrics.minimumLength(of: style, total: total) + 100)
      let found = StepperGuidelineDiagnostics.warnings(for: configuration)
        .filter { rules.contains($0.rule) }.map(\.rule)
      let broken = guidelines.filter { $0.isBroken(total: total, scrolls: false) }.map(\.rule)
      #expect(found == broken, "\(total) \(style) steps")
      warned += found.count
    }
    #expect((warned > 0) == !guidelines.isEmpty)
  }
}
