import Foundation
import Testing

@testable import StepperKit

/// The core reaches locale data by itself (ICU opened on first use where it builds on
/// FoundationEssentials); what it writes must be what Foundation writes.
@Suite struct LocaleFormattingTests {
  static let locales = ["en", "en-IN", "de", "de-CH", "es", "fr", "ja", "ar", "ar-EG", "tr", "hi"]
  static let values = [0, 7, 57, 999, 1_234, 12_345, 1_234_567, -4_321]

  @Test(arguments: locales)
  func numbersArePercentagesAreWhatFoundationWrites(identifier: String) {
    let locale = Locale(identifier: identifier)
    for value in Self.values {
      #expect(
        LocaleFormatting.number(value, identifier) == value.formatted(.number.locale(locale)),
        "\(identifier) \(value)")
      #expect(
        LocaleFormatting.percent(value, identifier) == value.formatted(.percent.locale(locale)),
        "\(identifier) \(value)%")
    }
  }

  @Test(arguments: locales + ["he", "fa", "ur-PK"])
  func directionAndTagAreFoundations(identifier: String) {
    let locale = Locale(identifier: identifier)
    #expect(
      LocaleFormatting.isRightToLeft(identifier)
        == (locale.language.characterDirection == .rightToLeft), "\(identifier)")
    #expect(LocaleFormatting.languageTag(identifier) == locale.identifier(.bcp47))
  }

  /// English is known without locale data: its known figures are the ones the data gives.
  @Test func builtInEnglishIsWhatTheLocaleDataSays() {
    #expect(LocaleFormatting.isBuiltInEnglish("en"))
    #expect(!LocaleFormatting.isBuiltInEnglish("en-GB"))
    #expect(NumberGrouping(locale: "en-US", digits: nil) == .english)
    #expect(PercentAffixes(locale: "en-US", digits: nil) == .english)
    #expect(StepperStrings.english.localeTag == Locale(identifier: "en").identifier(.bcp47))
    #expect(
      StepperStrings.english.number(1_234_567)
        == 1_234_567.formatted(.number.locale(.init(identifier: "en"))))
    #expect(
      StepperStrings.english.percent(57) == 57.formatted(.percent.locale(.init(identifier: "en"))))
  }

  @Test func aTableKeepsItsLocalesIdentifier() {
    let swiss = StepperStrings.german.formatting(for: Locale(identifier: "de-CH"))
    #expect(swiss.localeIdentifier == "de-CH")
    #expect(swiss.locale == Locale(identifier: "de-CH"))
    #expect(StepperStrings.forLanguage("ar_EG")?.layoutDirection == .rightToLeft)
  }
}
