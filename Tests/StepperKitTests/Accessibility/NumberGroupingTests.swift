import Foundation
import Testing

@testable import StepperKit

@Suite struct NumberGroupingTests {
  /// Locales with every grouping pattern: commas, dots, spaces, apostrophes, Indian groups,
  /// four-digit numbers left whole, and non-Western digits.
  static let locales = [
    "en", "de", "de-CH", "fr", "fr-CH", "es", "pl", "it", "ja", "ar", "ar-EG", "hi-IN",
    "en-IN", "fa", "bn", "ru", "pt-BR", "th-TH-u-nu-thai", "zh-Hans",
  ]

  /// Whole numbers of every length, with zeros in every position.
  static let values: [Int] = {
    var values = [
      1_000, 1_001, 9_999, 10_000, 12_345, 99_999, 100_000, 100_001, 999_999, 1_000_000,
      10_000_000, 12_345_678, 100_000_000, 999_999_999, 1_000_000_000, 123_456_789_012,
    ]
    var generator = SplitMix(seed: 7)
    for _ in 0..<200 { values.append(Int(generator.next() % 10_000_000_000)) }
    return values
  }()

  @Test(arguments: locales)
  func writesWhatFoundationWrites(identifier: String) {
    let strings = StepperStrings.english.formatting(for: Locale(identifier: identifier))
    for value in Self.values {
      #expect(
        strings.number(value) == value.formatted(.number.locale(Locale(identifier: identifier))),
        "\(identifier) \(value)")
    }
  }

  @Test(arguments: StepperStrings.all)
  func everyBuiltInLanguageIsRecognized(strings: StepperStrings) {
    #expect(NumberGrouping(locale: strings.localeIdentifier, digits: nil) != nil)
    #expect(PercentAffixes(locale: strings.localeIdentifier, digits: nil) != nil)
  }

  @Test(arguments: ["en", "de-CH", "fr", "es", "en-IN", "pl"])
  func writesWesternDigitsAsItGroupsThem(identifier: String) throws {
    let grouping = try #require(NumberGrouping(locale: identifier, digits: nil))
    for value in [0, 5, 999] + Self.values + [Int.max] {
      var utf8: [UInt8] = []
      grouping.appendWesternDigits(of: value, to: &utf8)
      #expect(String(decoding: utf8, as: UTF8.self) == grouping.group(String(value)), "\(value)")
    }
  }

  @Test func recognizesIndianGroupsAndWholeFourDigitNumbers() throws {
    let indian = try #require(NumberGrouping(locale: "en-IN", digits: nil))
    #expect(indian.primary == 3 && indian.secondary == 2)
    #expect(indian.group("12345678") == "1,23,45,678")
    let spanish = try #require(NumberGrouping(locale: "es", digits: nil))
    #expect(spanish.minimumDigits == 5)
    #expect(spanish.group("1234") == "1234")
    #expect(spanish.group("12345") == "12.345")
  }
}

/// A small deterministic generator, so the values are the same in every run.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
