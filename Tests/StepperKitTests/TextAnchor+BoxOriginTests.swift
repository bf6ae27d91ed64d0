import StepperKit
import Testing

@Suite struct TextAnchorBoxOriginTests {
  @Test(arguments: [
    (TextAnchor.left, Point(x: 12, y: 5)),
    (.center, Point(x: 8.5, y: 5)),
    (.right, Point(x: 5, y: 5)),
  ])
  func placesATextBoxByItsBaselineAnchor(_ anchor: TextAnchor, _ origin: Point) {
    #expect(anchor.boxOrigin(anchor: Point(x: 12, y: 16), width: 7, ascent: 11) == origin)
  }
}
