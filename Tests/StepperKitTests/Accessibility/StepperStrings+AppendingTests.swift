import Foundation
import Testing

@testable import StepperKit

@Suite struct StepperStringsNumberAppendingTests {
  /// Numbers around every grouping boundary, and the ends.
  static let values = [
    0, 7, 999, 1_000, 1_234, 9_999, 10_000, 12_345, 123_456, 1_234_567, 12_345_678,
    1_234_567_890, Int.max, -1, -1_234,
  ]

  @Test(arguments: NumberGroupingTests.locales)
  func appendsWhatNumberWrites(identifier: String) {
    let strings = StepperStrings.english.formatting(for: Locale(identifier: identifier))
    for value in Self.values {
      var utf8: [UInt8] = []
      strings.appendNumber(value, to: &utf8)
      #expect(String(decoding: utf8, as: UTF8.self) == strings.number(value), "\(value)")
    }
  }

  @Test(arguments: ["en", "de-CH", "es", "ar-EG", "hi-IN"])
  func appendsWhatStepWrites(identifier: String) {
    let strings = StepperStrings.english.formatting(for: Locale(identifier: identifier))
    for id in [StepperStepID(3), StepperStepID(12_345), StepperStepID(1_234, substep: 12)] {
      var utf8: [UInt8] = []
      strings.appendStep(id, to: &utf8)
      #expect(String(decoding: utf8, as: UTF8.self) == strings.step(id), "\(id)")
    }
  }

  @Test func aStepOfTotalIsWrittenWithItsNumbersGrouped() {
    #expect(
      StepperStrings.english.stepOfTotal(step: 12_345, total: 99_999) == "Step 12,345 of 99,999")
  }
}
