import StepperKit
import Testing

@testable import StepperRendering

@Suite struct TerminalCanvasTests {
  private let white = StepperColor(0xFFFFFF)
  private let blue = StepperColor(0x155DFC)

  /// What `draw` draws on a canvas of `width` by `height` blanks, as text in `mode`.
  private func text(
    _ width: Int, _ height: Int, background: StepperColor? = nil,
    _ mode: StepperTerminalColorMode = .none,
    _ draw: (inout TerminalCanvas) -> Void
  ) -> String {
    TerminalCanvas.text(
      width: width, height: height, background: background, mode: mode, drawing: draw)
  }

  @Test func whatIsPutLaterCoversWhatCameBefore() {
    let drawn = text(6, 1) { canvas in
      canvas.put("abcdef", row: 0, column: 0, foreground: nil)
      canvas.put("XY", row: 0, column: 2, foreground: nil)
      canvas.put(glyph: "━", row: 0, column: 5, foreground: nil)
    }
    #expect(drawn == "abXYe━\n")
  }

  /// Text over half of a two-column character blanks the rest of it: the line keeps its width
  /// (found by the fuzzer, with two names sharing a cell).
  @Test func textOverHalfAWideCharacterBlanksTheOtherHalf() {
    let drawn = text(8, 3) { canvas in
      canvas.put("支払い", row: 0, column: 0, foreground: nil)
      canvas.put("S", row: 0, column: 1, foreground: nil)
      canvas.put("支払い", row: 1, column: 0, foreground: nil)
      canvas.put("é", row: 1, column: 2, foreground: nil)
      canvas.put("支払い", row: 2, column: 0, foreground: nil)
      canvas.put("💢x", row: 2, column: 3, foreground: nil)
    }
    #expect(drawn == " S払い\n支é い\n支 💢x\n")
    for line in drawn.split(separator: "\n") { #expect(DisplayWidth.of(line) <= 8) }
  }

  @Test func dropsWhatPassesTheEdges() {
    let drawn = text(4, 2) { canvas in
      canvas.put("abcdef", row: 0, column: 2, foreground: nil)
      canvas.put("支払い", row: 1, column: 1, foreground: nil)
      canvas.put("x", row: 2, column: 0, foreground: nil)
      canvas.put(glyph: "━", row: 1, column: 4, foreground: nil)
      canvas.put(glyph: "━", row: 0, column: -1, foreground: nil)
    }
    #expect(drawn == "  ab\n 支\n")
  }

  @Test func wideCharactersTakeTwoColumnsAndMarksNone() {
    let drawn = text(8, 1) { canvas in
      canvas.put("🎉e\u{301}\u{200B}x👩‍👩‍👧", row: 0, column: 0, foreground: nil)
    }
    #expect(drawn == "🎉e\u{301}x👩‍👩‍👧\n")
  }

  /// Text whose every scalar is a character of its own is written a scalar a cell, as a
  /// character at a time would write it, wide symbols taking two cells.
  @Test func writesStandingScalarsAsCharacters() {
    let drawn = text(12, 2, .trueColor) { canvas in
      canvas.put("◂ 3 more…", row: 0, column: 1, foreground: blue)
      canvas.put("〈x〉▸", row: 1, column: 0, foreground: white, background: blue)
    }
    let byCharacter = text(12, 2, .trueColor) { canvas in
      for (index, character) in "◂ 3 more…".enumerated() {
        canvas.put(String(character), row: 0, column: 1 + index, foreground: blue)
      }
      var column = 0
      for character in "〈x〉▸" {
        canvas.put(String(character), row: 1, column: column, foreground: white, background: blue)
        column += DisplayWidth.of(character)
      }
    }
    #expect(drawn == byCharacter)
    #expect(text(12, 1) { $0.put("〈x〉▸", row: 0, column: 0, foreground: nil) } == "〈x〉▸\n")
  }

  @Test func writesControlsAsNothing() {
    let drawn = text(8, 1) { canvas in
      canvas.put("a\r\nb\u{7}c", row: 0, column: 0, foreground: nil)
    }
    #expect(drawn == "abc\n")
  }

  @Test func dropsTrailingBlanksAndEmptyLinesWithoutColor() {
    #expect(text(5, 4) { $0.put("a", row: 1, column: 1, foreground: nil) } == "\n a\n")
    #expect(text(3, 2) { _ in } == "\n")
  }

  @Test func startsEachChangeOfColorsWithASequenceAndResetsEachLine() {
    let drawn = text(4, 2, background: white, .trueColor) { canvas in
      canvas.put("ab", row: 0, column: 1, foreground: blue)
    }
    #expect(
      drawn
        == "\u{1B}[0;48;2;255;255;255m \u{1B}[0;38;2;21;93;252;48;2;255;255;255mab"
        + "\u{1B}[0;48;2;255;255;255m \u{1B}[0m\n\u{1B}[0;48;2;255;255;255m    \u{1B}[0m\n")
  }

  /// A marker's side, drawn without a background over a cell another marker's content filled,
  /// keeps that fill behind it.
  @Test func aGlyphWithoutBackgroundKeepsTheOneBehindIt() {
    let drawn = text(1, 1, background: white, .ansi256) { canvas in
      canvas.put("7", row: 0, column: 0, foreground: white, background: blue)
      canvas.put(glyph: "▐", row: 0, column: 0, foreground: white)
    }
    #expect(drawn == "\u{1B}[0;38;5;231;48;5;27m▐\u{1B}[0m\n")
  }

  @Test func printableBytesAreWrittenACellEach() {
    var digits = "1234567"
    let drawn = text(5, 1) { canvas in
      digits.withUTF8 { canvas.put(printable: $0, row: 0, column: 1, foreground: nil) }
    }
    #expect(drawn == " 1234\n")
    #expect(TerminalCanvas.isPrintableASCII(UnsafeBufferPointer(start: nil, count: 0)))
    var controls = "a\tb"
    let isPrintable = controls.withUTF8(TerminalCanvas.isPrintableASCII)
    #expect(!isPrintable)
  }

  @Test func aGlyphFillsABlockOfCellsOnTheCanvas() {
    let drawn = text(5, 3) { canvas in
      canvas.put(glyph: "●", rows: 0..<2, columns: 3..<9, foreground: nil)
      canvas.put(glyph: "○", rows: -1..<1, columns: -2..<1, foreground: nil)
    }
    #expect(drawn == "○  ●●\n   ●●\n")
  }
}
