import StepperKit
import Testing

@testable import StepperRendering

@Suite struct TerminalGlyphsTests {
  /// Without color, states that look different must be drawn in different characters.
  @Test(arguments: StepperAxis.allCases)
  func barStatesStayApartWithoutColor(_ axis: StepperAxis) {
    let glyphs = [StepperStepState.complete, .default, .error, .errorActive, .disabled].map {
      TerminalGlyphs.bar($0, axis: axis)
    }
    #expect(Set(glyphs).count == glyphs.count)
    #expect(TerminalGlyphs.bar(.active, axis: axis) == TerminalGlyphs.bar(.complete, axis: axis))
  }

  @Test func bulletStatesStayApartWithoutColor() {
    // Every state, the current step's apart from the done ones (the pill of the bullet
    // style).
    let glyphs = StepperStepState.allCases.map(TerminalGlyphs.bullet)
    #expect(Set(glyphs).count == glyphs.count)
    #expect(TerminalGlyphs.bullet(.active) == "◉")
  }

  @Test func markersShowTheirFormAndContent() {
    #expect(TerminalGlyphs.markerSides(.complete, isOutlined: false) == ("▐", "▌"))
    #expect(TerminalGlyphs.markerSides(.active, isOutlined: true) == ("(", ")"))
    #expect(TerminalGlyphs.markerSides(.disabled, isOutlined: true) == ("╎", "╎"))
    #expect(TerminalGlyphs.content(.check(color: StepperColor(0))) == "✓")
    #expect(TerminalGlyphs.content(.error(color: StepperColor(0))) == "!")
  }

  @Test func everyGlyphTakesOneColumn() {
    for state in StepperStepState.allCases {
      for axis in StepperAxis.allCases {
        #expect(DisplayWidth.of(TerminalGlyphs.bar(state, axis: axis)) == 1)
        #expect(DisplayWidth.of(TerminalGlyphs.connector(state, axis: axis)) == 1)
      }
      #expect(DisplayWidth.of(TerminalGlyphs.bullet(state)) == 1)
    }
  }

  @Test func markersSidesAndSignsTakeOneColumn() {
    for state in StepperStepState.allCases {
      for isOutlined in [false, true] {
        let (leading, trailing) = TerminalGlyphs.markerSides(state, isOutlined: isOutlined)
        #expect(DisplayWidth.of(leading) == 1 && DisplayWidth.of(trailing) == 1)
      }
    }
    for content in [
      StepperSceneElement.Content.check(color: StepperColor(0)), .error(color: StepperColor(0)),
    ] {
      #expect(DisplayWidth.of(TerminalGlyphs.content(content)) == 1)
    }
  }

  /// The canvas draws the scalars without measuring them: they are the characters, one each.
  @Test func theScalarsTheCanvasDrawsAreTheGlyphs() {
    for state in StepperStepState.allCases {
      for axis in StepperAxis.allCases {
        #expect(
          Character(TerminalGlyphs.barScalar(state, axis: axis))
            == TerminalGlyphs.bar(state, axis: axis))
        #expect(
          Character(TerminalGlyphs.connectorScalar(state, axis: axis))
            == TerminalGlyphs.connector(state, axis: axis))
      }
      #expect(Character(TerminalGlyphs.bulletScalar(state)) == TerminalGlyphs.bullet(state))
    }
    let black = StepperColor(0)
    for content in [StepperSceneElement.Content.check(color: black), .error(color: black)] {
      #expect(
        TerminalGlyphs.contentScalar(content).map { String($0) } == TerminalGlyphs.content(content))
    }
    #expect(
      TerminalGlyphs.contentScalar(.number("3", color: black, style: .markerNumber)) == nil)
  }

  /// A part done is a pie in quarters, rounded down, any part above nothing at least a quarter;
  /// each is one column wide, as the loading mark is.
  @Test func aPartDoneIsAPieInQuarters() {
    #expect(
      [0, 0.01, 0.25, 0.49, 0.5, 0.74, 0.75, 0.99, 1].map { TerminalGlyphs.pie($0) } == [
        "○", "◔", "◔", "◔", "◑", "◑", "◕", "◕", "●",
      ])
    for glyph in ["○", "◔", "◑", "◕", "●", String(TerminalGlyphs.loadingScalar)] {
      #expect(DisplayWidth.of(glyph) == 1, "\(glyph)")
    }
  }
}
