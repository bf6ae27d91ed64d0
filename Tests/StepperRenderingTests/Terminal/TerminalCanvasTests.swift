import StepperKit
import Testing

@testable import StepperRendering

@Suite struct TerminalCanvasTests {
  private let white = RGBColor(0xFFFFFF)
  private let blue = RGBColor(0x155DFC)

  @Test func whatIsPutLaterCoversWhatCameBefore() {
    var canvas = TerminalCanvas(width: 6, height: 1, background: nil)
    canvas.put("abcdef", row: 0, column: 0, foreground: nil)
    canvas.put("XY", row: 0, column: 2, foreground: nil)
    canvas.put(glyph: "━", row: 0, column: 5, foreground: nil)
    #expect(canvas.text(.none) == "abXYe━\n")
  }

  @Test func dropsWhatPassesTheEdges() {
    var canvas = TerminalCanvas(width: 4, height: 2, background: nil)
    canvas.put("abcdef", row: 0, column: 2, foreground: nil)
    canvas.put("支払い", row: 1, column: 1, foreground: nil)
    canvas.put("x", row: 2, column: 0, foreground: nil)
    canvas.put(glyph: "━", row: 1, column: 4, foreground: nil)
    canvas.put(glyph: "━", row: 0, column: -1, foreground: nil)
    #expect(canvas.text(.none) == "  ab\n 支\n")
  }

  @Test func wideCharactersTakeTwoColumnsAndMarksNone() {
    var canvas = TerminalCanvas(width: 8, height: 1, background: nil)
    canvas.put("🎉e\u{301}\u{200B}x👩‍👩‍👧", row: 0, column: 0, foreground: nil)
    #expect(canvas.text(.none) == "🎉e\u{301}x👩‍👩‍👧\n")
  }

  @Test func writesControlsAsNothing() {
    var canvas = TerminalCanvas(width: 8, height: 1, background: nil)
    canvas.put("a\r\nb\u{7}c", row: 0, column: 0, foreground: nil)
    #expect(canvas.text(.none) == "abc\n")
  }

  @Test func dropsTrailingBlanksAndEmptyLinesWithoutColor() {
    var canvas = TerminalCanvas(width: 5, height: 4, background: nil)
    canvas.put("a", row: 1, column: 1, foreground: nil)
    #expect(canvas.text(.none) == "\n a\n")
    #expect(TerminalCanvas(width: 3, height: 2, background: nil).text(.none) == "\n")
  }

  @Test func startsEachChangeOfColorsWithASequenceAndResetsEachLine() {
    var canvas = TerminalCanvas(width: 4, height: 2, background: white)
    canvas.put("ab", row: 0, column: 1, foreground: blue)
    #expect(
      canvas.text(.trueColor)
        == "\u{1B}[0;48;2;255;255;255m \u{1B}[0;38;2;21;93;252;48;2;255;255;255mab"
        + "\u{1B}[0;48;2;255;255;255m \u{1B}[0m\n\u{1B}[0;48;2;255;255;255m    \u{1B}[0m\n")
  }

  /// A marker's side, drawn without a background over a cell another marker's content filled,
  /// keeps that fill behind it.
  @Test func aGlyphWithoutBackgroundKeepsTheOneBehindIt() {
    var canvas = TerminalCanvas(width: 1, height: 1, background: white)
    canvas.put("7", row: 0, column: 0, foreground: white, background: blue)
    canvas.put(glyph: "▐", row: 0, column: 0, foreground: white)
    #expect(canvas.text(.ansi256) == "\u{1B}[0;38;5;231;48;5;27m▐\u{1B}[0m\n")
  }

  @Test func printableBytesAreWrittenACellEach() {
    var canvas = TerminalCanvas(width: 5, height: 1, background: nil)
    var digits = "1234567"
    digits.withUTF8 { canvas.put(printable: $0, row: 0, column: 1, foreground: nil) }
    #expect(canvas.text(.none) == " 1234\n")
    #expect(TerminalCanvas.isPrintableASCII(UnsafeBufferPointer(start: nil, count: 0)))
    var controls = "a\tb"
    let isPrintable = controls.withUTF8(TerminalCanvas.isPrintableASCII)
    #expect(!isPrintable)
  }
}
