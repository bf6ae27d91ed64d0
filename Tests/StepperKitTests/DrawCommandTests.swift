import StepperKit
import Testing

@Suite struct DrawCommandTests {
  @Test func paintIsOpaqueUnlessToldOtherwise() {
    #expect(DrawCommand.Paint(color: RGBColor(0x155DFC)).opacity == 1)
    #expect(DrawCommand.Paint(color: RGBColor(0x155DFC), opacity: 0.25).opacity == 0.25)
  }
}
