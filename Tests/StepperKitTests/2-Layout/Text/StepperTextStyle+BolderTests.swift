import StepperKit
import Testing

@Suite struct StepperTextStyleBolderTests {
  @Test func eachWeightGoesOneStepHeavier() {
    #expect(StepperTextStyle.stepName.bolder.weight == 600)
    #expect(StepperTextStyle.allSteps.bolder.weight == 700)
    #expect(StepperTextStyle.header.bolder.weight == 700)
    #expect(StepperTextStyle.header.bolder.bolder.weight == 800)
    #expect(StepperTextStyle.header.bolder.bolder.bolder.bolder.weight == 900)
  }

  @Test func sizeAndLineHeightStay() {
    let bold = StepperTextStyle.stepName.bolder
    #expect(bold.size == StepperTextStyle.stepName.size)
    #expect(bold.lineHeight == StepperTextStyle.stepName.lineHeight)
  }
}
