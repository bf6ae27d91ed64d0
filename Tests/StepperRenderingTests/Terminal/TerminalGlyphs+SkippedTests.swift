import StepperKit
import Testing

@testable import StepperRendering

@Suite struct TerminalGlyphsSkippedTests {
  /// Without color a skipped dash, bullet and marker are told from every other state.
  @Test(arguments: StepperAxis.allCases)
  func aSkippedStepStaysApartWithoutColor(_ axis: StepperAxis) {
    let skipped = TerminalGlyphs.bar(.skipped, axis: axis)
    for state in StepperStepState.allCases where state != .skipped {
      #expect(TerminalGlyphs.bar(state, axis: axis) != skipped, "\(state)")
      #expect(TerminalGlyphs.bullet(state) != TerminalGlyphs.bullet(.skipped), "\(state)")
    }
    #expect(DisplayWidth.of(skipped) == 1)
    let mark = TerminalGlyphs.content(.skip(color: StepperColor(0)))
    #expect(mark == "–")
    #expect(DisplayWidth.of(mark) == 1)
    #expect(TerminalGlyphs.contentScalar(.skip(color: StepperColor(0))) == "–")
  }

  /// A terminal row: the skipped marker an outlined pair of brackets around its mark.
  @Test func aSkippedMarkerIsDrawnInTheTerminal() throws {
    let configuration = try StepperConfiguration(total: 4, current: 3)
      .replacing(\.stepStates, with: [2: .skipped])
    let text = StepperRenderer.ansi(colorMode: .none, columns: 80).render(
      StepperScene(configuration))
    #expect(text.contains("(–)"))
  }
}
