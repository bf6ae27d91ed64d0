import StepperKit
import Testing

@Suite struct DrawCommandTests {
  @Test(arguments: [
    (DrawCommand.TextAnchor.left, Point(x: 12, y: 5)),
    (.center, Point(x: 8.5, y: 5)),
    (.right, Point(x: 5, y: 5)),
  ])
  func placesATextBoxByItsBaselineAnchor(_ anchor: DrawCommand.TextAnchor, _ origin: Point) {
    #expect(anchor.boxOrigin(anchor: Point(x: 12, y: 16), width: 7, ascent: 11) == origin)
  }

  @Test func paintIsOpaqueUnlessToldOtherwise() {
    #expect(DrawCommand.Paint(color: RGBColor(0x155DFC)).opacity == 1)
    #expect(DrawCommand.Paint(color: RGBColor(0x155DFC), opacity: 0.25).opacity == 0.25)
  }
}
