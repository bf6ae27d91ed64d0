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
  ])
  func removesControlsAndEscapes(_ text: String, _ expected: String) {
    #expect(TerminalText.sanitized(text) == expected)
  }

  @Test func leavesPrintableASCIIAsItIs() {
    let text = "Shipping address: 1-2 <b> & \"x\" ~"
    #expect(TerminalText.sanitized(text) == text)
    #expect(TerminalText.sanitized(text.dropFirst(9)) == "address: 1-2 <b> & \"x\" ~")
  }
}
