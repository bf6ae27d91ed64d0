import StepperKit
import Testing

@testable import StepperRendering

@Suite struct TerminalEscapesTests {
  private func sequence(
    _ mode: StepperTerminalColorMode, _ foreground: StepperColor?, _ background: StepperColor?,
    times: Int = 1
  ) -> String {
    var escapes = TerminalEscapes(mode: mode)
    var out = TextWriter(capacity: times * TerminalEscapes.maximumLength)
    for _ in 0..<times {
      escapes.writeColors(foreground: foreground, background: background, to: &out)
    }
    return out.text
  }

  @Test func setsColorsIn24Bit() {
    #expect(
      sequence(.trueColor, StepperColor(0x155DFC), StepperColor(0xFFFFFF))
        == "\u{1B}[0;38;2;21;93;252;48;2;255;255;255m")
    #expect(sequence(.trueColor, nil, StepperColor(0x000000)) == "\u{1B}[0;48;2;0;0;0m")
  }

  @Test func setsColorsFromThe256ColorPalette() {
    #expect(
      sequence(.ansi256, StepperColor(0x155DFC), StepperColor(0x0E0E0F))
        == "\u{1B}[0;38;5;27;48;5;233m")
  }

  @Test func writesAColorTheSameEachTimeItComesBack() {
    let once = sequence(.trueColor, StepperColor(0xD92D20), StepperColor(0xD92D20))
    #expect(
      sequence(.trueColor, StepperColor(0xD92D20), StepperColor(0xD92D20), times: 3) == once + once
        + once)
  }

  @Test func setsNoColorWithoutColor() {
    #expect(sequence(.none, StepperColor(0x155DFC), StepperColor(0xFFFFFF)) == "\u{1B}[0m")
  }

  @Test func theLongestSequenceFits() {
    let longest = sequence(.trueColor, StepperColor(0xFFFFFF), StepperColor(0xFFFFFF))
    #expect(longest.utf8.count == TerminalEscapes.maximumLength)
  }

  @Test func resets() {
    var out = TextWriter(capacity: 8)
    TerminalEscapes.writeReset(to: &out)
    let reset = out.text
    #expect(reset == "\u{1B}[0m")
  }
}
