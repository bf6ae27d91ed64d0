import StepperKit
import StepperRendering
import Testing

@Suite struct TerminalGlyphsTests {
  /// Without color, states that look different must be drawn in different characters.
  @Test(arguments: StepperAxis.allCases)
  func barStatesStayApartWithoutColor(_ axis: StepperAxis) {
    let glyphs = [StepState.complete, .default, .error, .errorActive, .disabled].map {
      TerminalGlyphs.bar($0, axis: axis)
    }
    #expect(Set(glyphs).count == glyphs.count)
    #expect(TerminalGlyphs.bar(.active, axis: axis) == TerminalGlyphs.bar(.complete, axis: axis))
  }

  @Test func bulletStatesStayApartWithoutColor() {
    let glyphs = [StepState.complete, .default, .error, .errorActive, .disabled].map(
      TerminalGlyphs.bullet)
    #expect(Set(glyphs).count == glyphs.count)
  }

  @Test func markersShowTheirFormAndContent() {
    #expect(TerminalGlyphs.markerSides(.complete, isOutlined: false) == ("▐", "▌"))
    #expect(TerminalGlyphs.markerSides(.active, isOutlined: true) == ("(", ")"))
    #expect(TerminalGlyphs.markerSides(.disabled, isOutlined: true) == ("╎", "╎"))
    #expect(TerminalGlyphs.content(.check(color: RGBColor(0))) == "✓")
    #expect(TerminalGlyphs.content(.error(color: RGBColor(0))) == "!")
  }

  @Test func everyGlyphTakesOneColumn() {
    for state in StepState.allCases {
      for axis in StepperAxis.allCases {
        #expect(DisplayWidth.of(TerminalGlyphs.bar(state, axis: axis)) == 1)
        #expect(DisplayWidth.of(TerminalGlyphs.connector(state, axis: axis)) == 1)
      }
      #expect(DisplayWidth.of(TerminalGlyphs.bullet(state)) == 1)
    }
  }
}
