import StepperKit
import Testing

@Suite struct StepperTokenNamesTests {
  @Test func pathsSplitIntoGroups() {
    #expect(StepperToken.stepperBg.pathComponents == ["stepper", "color", "bg"])
    #expect(StepperToken.bgWhite0.pathComponents == ["bg", "white-0"])
  }

  @Test func cssCustomPropertiesJoinThePathWithDashes() {
    #expect(StepperToken.stepperTrack.cssCustomProperty == "--stepper-color-bg-track")
    #expect(StepperToken.textDisabled400.cssCustomProperty == "--text-disabled-400")
    let names = Set(StepperToken.allCases.map(\.cssCustomProperty))
    #expect(names.count == StepperToken.allCases.count)
  }

  @Test func everyTokenSaysWhatItPaints() {
    for token in StepperToken.allCases {
      #expect(!token.purpose.isEmpty)
      #expect(!token.purpose.hasSuffix("."))
    }
  }
}
