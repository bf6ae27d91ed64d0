import StepperKit
import StepperRendering
import Testing

@Suite struct StepperTokenCSSTests {
  @Test func customPropertiesAreTheTokenPaths() {
    #expect(StepperToken.brandBase.cssCustomProperty == "--brand-base")
    #expect(StepperToken.stepperTrack.cssCustomProperty == "--stepper-color-bg-track")
    #expect(StepperToken.textDisabled400.cssCustomProperty == "--text-disabled-400")
    #expect(
      Set(StepperToken.allCases.map(\.cssCustomProperty)).count == StepperToken.allCases.count)
  }
}
