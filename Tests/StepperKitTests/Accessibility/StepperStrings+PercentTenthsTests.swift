import Foundation
import Testing

@testable import StepperKit

/// Percentages to a tenth: the locale's digits and decimal separator around the locale's affixes,
/// exactly as the locale's own formatter writes them, without a formatter call each.
@Suite struct StepperStringsPercentTenthsTests {
  @Test(arguments: ["en", "de", "es", "fr", "ja", "ar", "ar-EG", "de-CH", "fr-CA", "tr", "hi"])
  func everyTenthIsWhatTheLocaleWrites(_ identifier: String) {
    let strings = StepperStrings.english.formatting(forIdentifier: identifier)
    for tenths in [1, 5, 99, 375, 500, 625, 999, 1_000] {
      #expect(
        strings.percent(tenths: tenths) == LocaleFormatting.percent(tenths: tenths, identifier),
        "\(identifier) \(tenths)")
    }
  }

  @Test func aWholePercentageHasNoFractionDigit() {
    #expect(StepperStrings.english.percent(tenths: 500) == "50%")
    #expect(StepperStrings.french.percent(tenths: 1_000) == StepperStrings.french.percent(100))
  }

  @Test func theDecimalSeparatorIsReadFromTheLocale() {
    #expect(PercentAffixes(locale: "fr", digits: nil)?.decimalSeparator == ",")
    #expect(PercentAffixes(locale: "ja", digits: nil)?.decimalSeparator == ".")
    #expect(PercentAffixes.english.decimalSeparator == ".")
  }
}
