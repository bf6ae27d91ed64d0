import StepperKit
import Testing

@Suite struct DrawCommandPrimitivesTests {
  @Test func aRoundedSquareWhoseCornersMeetIsACircle() {
    let square = StepperRect(x: 1, y: 1, width: 22, height: 22)
    #expect(StepperDrawCommand.RoundedRect(rect: square, cornerRadius: 11).isCircle)
    #expect(!StepperDrawCommand.RoundedRect(rect: square, cornerRadius: 10).isCircle)
    let pill = StepperRect(x: 0, y: 0, width: 32, height: 24)
    #expect(!StepperDrawCommand.RoundedRect(rect: pill, cornerRadius: 12).isCircle)
  }

  @Test func aDotIsInscribedInItsBounds() {
    let dot = StepperDrawCommand.Dot(
      center: StepperPoint(x: 12, y: 17), radius: 1.25,
      StepperDrawCommand.Paint(color: StepperColor(0xFFFFFF)))
    #expect(dot.bounds == StepperRect(x: 10.75, y: 15.75, width: 2.5, height: 2.5))
  }
}
