import StepperKit
import Testing

@Suite struct GeometryTests {
  private let square = StepperRect(x: 0, y: 0, width: 10, height: 10)

  @Test func theIntersectionIsThePartBothCover() {
    #expect(
      square.intersection(StepperRect(x: 5, y: -5, width: 10, height: 10))
        == StepperRect(x: 5, y: 0, width: 5, height: 5))
    #expect(
      square.intersection(StepperRect(x: 2, y: 2, width: 3, height: 3))
        == StepperRect(x: 2, y: 2, width: 3, height: 3))
    #expect(square.intersection(square) == square)
  }

  @Test func rectanglesThatOnlyTouchOrLieApartShareNothing() {
    #expect(square.intersection(StepperRect(x: 10, y: 0, width: 5, height: 5)) == nil)
    #expect(square.intersection(StepperRect(x: 0, y: 10, width: 5, height: 5)) == nil)
    #expect(square.intersection(StepperRect(x: 20, y: 20, width: 5, height: 5)) == nil)
  }

  @Test func containsItsEdges() {
    #expect(square.contains(StepperPoint(x: 10, y: 0)))
    #expect(!square.contains(StepperPoint(x: 10.5, y: 0)))
  }
}
