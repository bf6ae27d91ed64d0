import StepperRendering
import Testing

@Suite struct TerminalTextTests {
  @Test(arguments: [
    ("Pay\u{1B}[31m now\u{1B}[0m", "Pay now"),
    ("\u{1B}]0;pwned\u{7}Title", "Title"),
    ("\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link"),
    ("a\u{9B}2Jb", "ab"),
    ("a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", "ab"),
    ("a\u{1B}cb", "ab"),
    ("tab\there\nnext\rline", "tab here next line"),
    ("bell\u{7}del\u{7F}c1\u{85}", "belldelc1"),
    ("safe\u{202E}txt.exe\u{2066}x\u{2069}", "safetxt.exex"),
    ("支払い · e\u{301} · 🎉", "支払い · e\u{301} · 🎉"),
    ("ends with escape\u{1B}", "ends with escape"),
    ("a\u{1B}]0;unterminated title", "a"),
    ("a\u{1B}[38;2;255;0", "a"),
    ("a\u{9D}0;title\u{9C}b\u{90}q\u{9C}c", "abc"),
    ("a\u{1B}(Bb\u{1B}#8c", "abc"),
    ("a\u{1B}[31\u{18}b", "ab"),
    ("a\u{1B}]0;cut\u{1B}[31mb", "ab"),
    ("a\u{1B}[3\n1mb", "ab"),
    ("a\u{1B}Xsos\u{1B}\\b\u{1B}^pm\u{7}c", "abc"),
  ])
  func removesControlsAndEscapes(_ text: String, _ expected: String) {
    #expect(TerminalText.sanitized(text) == expected)
  }

  @Test func leavesPrintableASCIIAsItIs() {
    let text = "Shipping address: 1-2 <b> & \"x\" ~"
    #expect(TerminalText.sanitized(text) == text)
    #expect(TerminalText.sanitized(text.dropFirst(9)) == "address: 1-2 <b> & \"x\" ~")
  }

  @Test func quotingKeepsOneLineAndShowsTheBreaks() {
    #expect(
      TerminalText.quoted("2.1\n\u{1B}[2J\u{1B}]0;t\u{7}warning: x\u{2028}y\tz")
        == "2.1\\nwarning: x\\u{2028}y\\tz")
    #expect(TerminalText.quoted("plain ~ text") == "plain ~ text")
  }

  @Test func printableTextIsWhatSanitizingKeeps() {
    for text in ["Cart", "支払い 🎉", "e\u{301}", "Pay\u{1B}[31m", "a\nb", "a\u{85}", "a\u{202E}"] {
      #expect(TerminalText.isPrintable(text) == (TerminalText.sanitized(text) == text), "\(text)")
    }
  }

  @Test func wrappingBreaksBetweenWordsThenCharactersAndEndsInAnEllipsis() {
    #expect(
      TerminalText.wrapped("Shipping and billing address", toWidth: 12) == [
        "Shipping and", "billing", "address",
      ])
    #expect(
      TerminalText.wrapped("Shipping and billing address", toWidth: 12, maxLines: 2) == [
        "Shipping and", "billing add…",
      ])
    #expect(TerminalText.wrapped("支払い方法を選ぶ", toWidth: 5) == ["支払", "い方", "法を", "選ぶ"])
    #expect(TerminalText.wrapped("abc", toWidth: 0) == ["a", "b", "c"])
    #expect(TerminalText.wrapped("", toWidth: 4).isEmpty)
    #expect(
      TerminalText.wrapped("Pay\u{1B}]0;title\u{7} now, please", toWidth: 8) == [
        "Pay now,", "please",
      ])
  }

  /// Every kind of sequence, with a payload of characters found nowhere else ("ZQXJ", digits,
  /// `;`), in a name broken into lines at every width and cut after every number of lines:
  /// nothing of the sequence is printed, and every line fits.
  @Test(arguments: Self.hostileSequences)
  func aSequenceIsRemovedWholeWhereverTheLinesBreak(_ sequence: String) {
    let name = "Pay " + sequence + " now and then pay " + sequence + "again"
    for width in 1...DisplayWidth.of(name) + 2 {
      for maxLines in [1, 2, 3, Int.max] {
        let lines = TerminalText.wrapped(name, toWidth: width, maxLines: maxLines)
        #expect(lines.count <= maxLines)
        for line in lines {
          #expect(DisplayWidth.of(line) <= width, "\(line) at \(width)")
          #expect(Self.leak(in: line) == nil, "\(line) at \(width)")
        }
      }
    }
  }

  /// The sequences a name may hide, each with a payload the tests look for.
  static let hostileSequences = [
    "\u{1B}]0;ZQXJ title ZQXJ\u{7}",  // OSC: window title, ended by BEL
    "\u{1B}]8;;https://ZQXJ.example/ZQXJ\u{1B}\\",  // OSC 8 hyperlink, ended by ST
    "\u{1B}[38;2;255;0;0;48;5;9m",  // CSI: colors
    "\u{1B}[?1049;25h",  // CSI: private modes
    "\u{1B}P1;2|ZQXJ ZQXJ\u{1B}\\",  // DCS
    "\u{1B}_ZQXJ apc\u{1B}\\",  // APC
    "\u{1B}^ZQXJ pm\u{1B}\\",  // PM
    "\u{1B}XZQXJ sos\u{1B}\\",  // SOS
    "\u{9B}1;31m",  // 8-bit CSI
    "\u{9D}0;ZQXJ title\u{9C}",  // 8-bit OSC, ended by 8-bit ST
    "\u{90}1;ZQXJ\u{9C}",  // 8-bit DCS
    "\u{1B}]2;ZQXJ unterminated",  // OSC to the end of the name
  ]

  /// What of a hostile sequence `text` shows, if anything: an ESC, a C1 control, or a character
  /// of a payload (`Z`, `Q`, `X`, `J`, a digit, `;`, `|`, `[`, `]`, `^`, `_`, `\`).
  static func leak(in text: some StringProtocol) -> Unicode.Scalar? {
    text.unicodeScalars.first {
      $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
        || "ZQXJ0123456789;|[]^_\\".unicodeScalars.contains($0)
    }
  }
}
