import Foundation
import Testing

@testable import StepperKit

@Suite struct PercentAffixesTests {
  @Test(arguments: NumberGroupingTests.locales + ["tr", "eu", "sv"])
  func everyWholePercentageIsWhatFoundationWrites(identifier: String) {
    let locale = Locale(identifier: identifier)
    let strings = StepperStrings.english.formatting(for: locale)
    for value in 0...100 {
      #expect(strings.percent(value) == value.formatted(.percent.locale(locale)), "\(identifier)")
    }
  }

  @Test func turkishWritesTheSignFirst() throws {
    let affixes = try #require(PercentAffixes(locale: "tr", digits: nil))
    #expect(affixes.prefix == "%")
    #expect(affixes.suffix == "")
  }
}
