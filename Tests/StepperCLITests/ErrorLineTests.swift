import Testing

@testable import StepperCLI

@Suite struct ErrorLineTests {
  @Test(arguments: [
    ("got 'a\nb'", "got 'a\\nb'"), ("\r\t", "\\r\\t"), ("\u{1B}[31mred", "\\u{1B}[31mred"),
    ("\u{0}\u{7F}\u{85}", "\\u{0}\\u{7F}\\u{85}"), ("a\u{2028}b\u{2029}", "a\\u{2028}b\\u{2029}"),
    ("\u{202E}evil", "\\u{202E}evil"), ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
  ])
  func controlsAndSeparatorsBecomeEscapes(message: String, line: String) {
    #expect(ErrorLine.escaping(message) == line)
  }

  @Test func ordinaryTextIsKept() {
    let text = "--total accepts a whole number; got 'zwölf 十二 اثنا عشر 👩‍👩‍👧 e\u{301}'"
    #expect(ErrorLine.escaping(text) == text)
  }

  /// Found by the fuzzer: a value with a newline made the error two lines.
  @Test(arguments: [
    ["render", "\n "], ["--total", "1\n2"], ["--style", "dash\u{1B}[2J"], ["dr\naw"],
    ["--step-name", "2=ok", "--step-state", "2=\u{202E}error"],
  ])
  func anErrorQuotingWhatWasTypedStaysOneLine(arguments: [String]) {
    let run = Run(arguments)
    #expect(run.status == 64)
    #expect(run.err.hasPrefix("stepper: "))
    #expect(run.err.filter(\.isNewline) == "\n")
    #expect(run.err.hasSuffix("\n"))
    #expect(!run.err.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
  }
}
