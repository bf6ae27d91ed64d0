import StepperKit
import Testing

@Suite struct ContrastRatioTests {
  @Test func blackOnWhiteIs21AndAColorOnItselfIs1() {
    let black = StepperColor(0x000000)
    let white = StepperColor(0xFFFFFF)
    #expect(isClose(black.contrastRatio(with: white), 21))
    #expect(isClose(white.contrastRatio(with: black), 21))
    #expect(isClose(StepperColor(0x155DFC).contrastRatio(with: StepperColor(0x155DFC)), 1))
  }

  @Test func relativeLuminanceFollowsWCAG() {
    #expect(isClose(StepperColor(0xFFFFFF).relativeLuminance, 1))
    #expect(isClose(StepperColor(0x000000).relativeLuminance, 0))
    // #808080: each channel 0.2158605 after linearisation.
    #expect(abs(StepperColor(0x808080).relativeLuminance - 0.2158605) < 1e-6)
  }

  @Test func brandOnTrackIsWhatTheFormulaGivesNotTheSeedsFigure() {
    // Specification#contrast-figure: the design says 3.1:1; WCAG's formula gives 4.48:1.
    let ratio = StepperTheme.light[.stepperBg].contrastRatio(
      with: StepperTheme.light[.stepperTrack])
    #expect(abs(ratio - 4.48) < 0.005)
  }
}
