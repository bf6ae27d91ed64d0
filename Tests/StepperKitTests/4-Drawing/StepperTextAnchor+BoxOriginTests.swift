import StepperKit
import Testing

@Suite struct TextAnchorBoxOriginTests {
  @Test(arguments: [
    (StepperTextAnchor.left, StepperPoint(x: 12, y: 5)),
    (.center, StepperPoint(x: 8.5, y: 5)),
    (.right, StepperPoint(x: 5, y: 5)),
  ])
  func placesATextBoxByItsBaselineAnchor(_ anchor: StepperTextAnchor, _ origin: StepperPoint) {
    #expect(anchor.boxOrigin(anchor: StepperPoint(x: 12, y: 16), width: 7, ascent: 11) == origin)
  }
}
