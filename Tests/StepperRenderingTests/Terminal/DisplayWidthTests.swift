import Testing

@testable import StepperRendering

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("Cart", 4), ("", 0), ("Zahlung · Prüfung", 17),
    ("支払い", 6), ("お支払い方法", 12), ("결제", 4), ("ＡＢ", 4),
    ("🎉", 2), ("👍🏽", 2), ("👩‍💻", 2), ("🇯🇵", 2), ("❤️", 2), ("✓", 1),
    ("e\u{301}", 1), ("Ṩ̃", 1), ("a\u{200B}b", 2), ("a\u{200D}b", 2),
    ("الدفع", 5), ("שלום", 4), ("ก\u{E34}", 1),
    // Where the fonts' width table and the terminal's used to disagree: one table now.
    ("㉈", 1), ("🌡", 1), ("🌡\u{FE0F}", 2), ("🟰", 2), ("☰", 2), ("䷀", 2),
  ])
  func measuresColumns(_ text: String, _ columns: Int) {
    #expect(DisplayWidth.of(text) == columns, "\(text)")
  }

  @Test func controlsTakeNoColumns() {
    #expect(DisplayWidth.of("\u{7}\u{1B}\u{85}") == 0)
  }

  @Test(arguments: [
    ("Address", 10, "Address"), ("Address", 7, "Address"), ("Address", 6, "Addre…"),
    ("支払い方法", 7, "支払い…"), ("支払い方法", 6, "支払…"), ("支払い方法", 1, "…"),
    ("abc", 0, ""), ("Step 11 name", 6, "Step…"), ("🎉🎉🎉", 5, "🎉🎉…"),
    ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
  ])
  func truncatesToAWidthWithAnEllipsis(_ text: String, _ width: Int, _ expected: String) {
    let cut = DisplayWidth.truncated(text, toWidth: width)
    #expect(cut == expected)
    #expect(DisplayWidth.of(cut) <= max(width, 0))
  }

  /// ASCII, measured without splitting it into characters, takes the columns its characters
  /// take, controls and CR LF pairs included, and is cut where they would cut it.
  @Test func measuresASCIIAsItsCharacters() {
    let pieces = ["a", "Z", " ", "~", "\t", "\n", "\r\n", "\r", "\u{7}", "\u{1B}", "\u{7F}", "  "]
    var texts = [""]
    for first in pieces {
      for second in pieces { texts.append("ab" + first + "cd" + second + "e" + first) }
    }
    for text in texts {
      #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
      for width in -1...9 {
        #expect(
          DisplayWidth.truncated(text, toWidth: width) == cutByCharacter(text, toWidth: width),
          "\(text.debugDescription) to \(width)")
      }
    }
  }

  /// Every scalar measured on its own, without finding where characters end, takes the
  /// columns its character takes, and says it might join its neighbors wherever it could:
  /// after a letter, before a mark, a joiner or a variation selector.
  @Test func measuresStandingScalarsAsTheirCharacters() {
    let joiners = ["\u{301}", "\u{20DD}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}", "\u{E0020}"]
    for value in UInt32(0x1FF0)..<0x2E10 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let alone = String(scalar)
      for text in ["a" + alone + "b", alone + alone, alone] {
        let byCharacter = text.reduce(0) { $0 + DisplayWidth.of($1) }
        if let columns = DisplayWidth.scalarWidth(text) {
          #expect(text.count == text.unicodeScalars.count, "\(text.debugDescription)")
          #expect(columns == byCharacter, "\(text.debugDescription)")
        }
        #expect(DisplayWidth.of(text) == byCharacter, "\(text.debugDescription)")
      }
      for joiner in joiners {
        let text = alone + joiner
        #expect(DisplayWidth.scalarWidth(text) == nil, "\(text.debugDescription)")
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
      }
    }
    #expect(DisplayWidth.scalarWidth("◂ 12 more") == 9)
    #expect(DisplayWidth.scalarWidth("Payme…") == 6)
    #expect(DisplayWidth.scalarWidth("Zahlung") == 7)
    #expect(DisplayWidth.scalarWidth("Prüfung") == nil)
  }

  /// ``DisplayWidth/truncated(_:toWidth:)`` done a character at a time.
  private func cutByCharacter(_ text: String, toWidth width: Int) -> String {
    let columns = text.reduce(0) { $0 + DisplayWidth.of($1) }
    guard columns > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let columns = DisplayWidth.of(character)
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    while result.last?.isWhitespace == true { result.removeLast() }
    return result + "…"
  }
}
