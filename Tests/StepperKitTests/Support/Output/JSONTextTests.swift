import Foundation
import StepperArbitrary
import StepperKit
import Testing

@Suite struct JSONTextTests {
  @Test(arguments: [
    ("Cart", "\"Cart\""), ("Say \"hi\"", "\"Say \\\"hi\\\"\""), ("a\\b", "\"a\\\\b\""),
    ("two\nlines\tand\r", "\"two\\nlines\\tand\\r\""), ("bell\u{7}", "\"bell\\u0007\""),
    ("esc\u{1B}[31m", "\"esc\\u001B[31m\""), ("支払い 🎉", "\"支払い 🎉\""),
  ])
  func escapesWhatJSONNeedsAndNothingElse(text: String, literal: String) {
    #expect(JSONText.string(text) == literal)
  }

  /// Every control character, the characters escaped, and generated names in any script.
  static let texts: [String] = {
    var texts = (0..<0x20).map { "a" + String(UnicodeScalar(UInt8($0))) + "b" }
    texts += ["", "\"", "\\", "\"\"\\\\", "\u{7F}", "\u{2028}", "支払い 🎉", "é\u{301}"]
    texts += ArbitraryText.pieces
    var arbitrary = Arbitrary(SplitMix64(seed: 11))
    for _ in 0..<500 { texts.append(ArbitraryText.name(&arbitrary)) }
    return texts
  }()

  @Test func appendingWritesWhatStringReturns() {
    var utf8: [UInt8] = Array("[".utf8)
    for text in Self.texts {
      utf8.removeSubrange(1...)
      JSONText.appendString(text, to: &utf8)
      #expect(String(decoding: utf8, as: UTF8.self) == "[" + JSONText.string(text))
    }
  }

  @Test func aJSONParserReadsBackTheText() throws {
    // Foundation's parser drops U+FEFF wherever it stands, so text holding one cannot come back.
    for text in Self.texts where !text.unicodeScalars.contains("\u{FEFF}") {
      let parsed = try JSONSerialization.jsonObject(
        with: Data(JSONText.string(text).utf8), options: .fragmentsAllowed)
      #expect(parsed as? String == text, "\(text.debugDescription)")
    }
  }
}
