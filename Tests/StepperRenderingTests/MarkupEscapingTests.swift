import Foundation
import StepperArbitrary
import StepperTestSupport
import Testing

@testable import StepperRendering

@Suite struct MarkupEscapingTests {
  @Test func escapesMarkupCharacters() {
    #expect(
      MarkupEscaping.escape("A & B <c> \"d\" 'e'")
        == "A &amp; B &lt;c&gt; &quot;d&quot; &#39;e&#39;")
  }

  @Test func dropsCharactersXMLCannotHold() {
    #expect(MarkupEscaping.escape("a\u{0}b\u{1B}[31mc\u{7F}d\u{FFFE}") == "ab[31mcd")
    #expect(MarkupEscaping.escape("tab\tnew\nline") == "tab\tnew\nline")
  }

  @Test func keepsOtherTextAsItIs() {
    #expect(MarkupEscaping.escape("Zahlung · 支払い · الدفع 🎉") == "Zahlung · 支払い · الدفع 🎉")
  }

  @Test func dropsC1ControlsAndNoncharactersButKeepsTheirNeighbors() {
    #expect(MarkupEscaping.escape("\u{80}a\u{9F}\u{A0}b\u{FFFF}\u{F000}") == "a\u{A0}b\u{F000}")
  }

  /// Over generated names: what comes out holds no markup character but in an entity and no
  /// character XML cannot hold, and removing the entities gives back the text less those.
  @Test func anyTextComesOutSafeAndOtherwiseUnchanged() {
    func isDropped(_ scalar: Unicode.Scalar) -> Bool {
      (scalar.value < 0x20 && !"\t\n\r".unicodeScalars.contains(scalar))
        || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE
        || scalar.value == 0xFFFF
    }
    var arbitrary = Arbitrary(SplitMix64(seed: 41))
    for _ in 0..<2_000 {
      let text = ArbitraryText.name(&arbitrary)
      let escaped = MarkupEscaping.escape(text)
      let unsafe = escaped.unicodeScalars.filter {
        "<>\"'".unicodeScalars.contains($0) || isDropped($0)
      }
      #expect(unsafe.isEmpty, "\(text.debugDescription)")
      var kept = ""
      kept.unicodeScalars.append(contentsOf: text.unicodeScalars.filter { !isDropped($0) })
      #expect(unescapingEntities(escaped) == kept, "\(text.debugDescription)")
    }
  }

  @Test func appendingWritesWhatEscapeReturns() {
    var arbitrary = Arbitrary(SplitMix64(seed: 42))
    let texts = ArbitraryText.pieces + (0..<1_000).map { _ in ArbitraryText.name(&arbitrary) }
    var utf8: [UInt8] = []
    for text in texts {
      utf8 = Array("<p>".utf8)
      MarkupEscaping.appendEscaped(text, to: &utf8)
      #expect(String(decoding: utf8, as: UTF8.self) == "<p>" + MarkupEscaping.escape(text))
    }
  }

  /// Bytes that end inside a character (never a string's) keep what is there, and read no
  /// further.
  @Test func bytesCutShortAreKeptAsTheyAre() {
    for bytes: [UInt8] in [[0x61, 0xC2], [0x61, 0xEF, 0xBF], [0x26, 0xEF]] {
      var utf8: [UInt8] = []
      bytes.withUnsafeBufferPointer { MarkupEscaping.appendEscaped(utf8: $0, to: &utf8) }
      #expect(utf8 == (bytes[0] == 0x26 ? Array("&amp;".utf8) + [0xEF] : bytes))
    }
  }

  /// `text` with the five entities `escape` writes turned back into their characters, scalar by
  /// scalar (a combining mark after an entity must not hide it).
  private func unescapingEntities(_ text: String) -> String {
    let entities = ["&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&amp;": "&"]
    var scalars = Array(text.unicodeScalars)[...]
    var result = ""
    while let first = scalars.first {
      if first == "&", let end = scalars.firstIndex(of: ";"),
        let character = entities[String(String.UnicodeScalarView(scalars[...end]))]
      {
        result += character
        scalars = scalars[(end + 1)...]
      } else {
        result.unicodeScalars.append(first)
        scalars = scalars.dropFirst()
      }
    }
    return result
  }
}
