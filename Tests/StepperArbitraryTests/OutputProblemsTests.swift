import StepperArbitrary
import StepperKit
import Testing

@Suite struct OutputProblemsTests {
  @Test func findsNonFiniteNumbersInNumericAttributes() {
    let svg = """
      <svg viewBox="0 0 nan 24"><rect x="1" y="-inf" width="2.5" height="1e+20" rx="3"/>\
      <path d="M1 2 L3 4 Z"/><text x="inf" aria-label="Infinity and nan">nan inf</text></svg>
      """
    #expect(
      OutputProblems.nonFiniteNumbers(inMarkup: svg) == [
        "viewBox=\"0 0 nan 24\"", "y=\"-inf\"", "x=\"inf\"",
      ])
  }

  @Test func findsNonFiniteNumbersOutsideJSONStrings() {
    let json = """
      {"a": 1, "b": -2.5e3, "c": nan, "d": "nan", "e": [inf, -inf, true, null], "f": "x\\"inf"}
      """
    #expect(OutputProblems.nonFiniteNumbers(inJSON: json) == ["nan", "inf", "-inf"])
  }

  @Test func findsNonFiniteNumbersInStyleAttributes() {
    let html = """
      <div style="left: 12px; top: nanpx; width: -infpx" data-x="nan">Infinity</div>\
      <span style="--eb-size: 1.5e3px; transform: translateX(+NaNpx)"></span>
      """
    #expect(OutputProblems.nonFiniteNumbers(inStyles: html) == ["nanpx", "-infpx", "+NaNpx"])
  }

  @Test func measuresTerminalLinesWithoutTheirEscapeSequences() {
    let text = "\u{1B}[38;2;1;2;3mab\u{1B}[0m\n\u{1B}[1mabcd\u{1B}[22m\nabc"
    #expect(OutputProblems.withoutEscapeSequences("\u{1B}[38;5;21m●\u{1B}[0m ok") == "● ok")
    #expect(OutputProblems.linesWider(than: 3, inTerminalText: text) { $0.count } == ["abcd"])
  }

  @Test func findsPiecesOfEscapeSequencesInTerminalText() {
    let marker = String(Character(ArbitraryText.payloadMarker))
    let colored = "\u{1B}[0;38;2;1;2;3;48;5;231m▐✓▌\u{1B}[0m Cart\n支払い 🎉 …"
    #expect(OutputProblems.leakedSequenceFragments(inTerminalText: colored).isEmpty)
    // The tail of an OSC title cut by a line break and cleaned line by line.
    let tail = "Pay\nt\(marker)i\(marker)t\(marker)l\(marker)e\(marker) now"
    #expect(
      OutputProblems.leakedSequenceFragments(inTerminalText: tail) == [
        "a piece of an escape sequence's payload in \(String("t\(marker)i\(marker)t\(marker)l\(marker)e\(marker) now").debugDescription)"
      ])
    for text in ["a\u{1B}]0;x\u{7}", "a\u{1B}[2J", "a\u{1B}[31", "a\u{9B}1m", "a\u{7}", "a\u{85}"] {
      #expect(OutputProblems.leakedSequenceFragments(inTerminalText: text).count == 1, "\(text)")
    }
  }

  @Test func tellsValidUTF8FromBytesThatAreNot() {
    #expect(OutputProblems.isValidUTF8("▐✓▌ 支払い 🎉\u{1B}[0m".utf8))
    #expect(OutputProblems.isValidUTF8([UInt8]()))
    // A lone continuation byte, a cut three-byte sequence, an overlong encoding of "/".
    #expect(!OutputProblems.isValidUTF8([0x61, 0x80]))
    #expect(!OutputProblems.isValidUTF8([0xE2, 0x94]))
    #expect(!OutputProblems.isValidUTF8([0xC0, 0xAF]))
  }

  @Test func aRealSceneHasNoNonFiniteNumbers() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 20, current: 5, labels: StepperLabels(names: [1: "Cart"], showsHeader: true),
        scrolling: StepperScrolling(viewport: 375), interaction: .reachedSteps))
    #expect(OutputProblems.nonFiniteNumbers(in: scene).isEmpty)
  }
}
