import StepperKit
import Testing

@Suite struct DrawCommandTests {
  @Test func paintIsOpaqueUnlessToldOtherwise() {
    #expect(StepperDrawCommand.Paint(color: StepperColor(0x155DFC)).opacity == 1)
    #expect(StepperDrawCommand.Paint(color: StepperColor(0x155DFC), opacity: 0.25).opacity == 0.25)
  }
}
