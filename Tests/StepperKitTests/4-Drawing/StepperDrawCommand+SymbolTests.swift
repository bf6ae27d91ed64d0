import StepperKit
import Testing

/// Where a symbol's image goes in its box: scaled to fit whole, proportions kept, centered.
@Suite struct StepperDrawCommandSymbolTests {
  private let symbol = StepperDrawCommand.Symbol(
    name: "person.fill", box: StepperRect(x: 10, y: 20, width: 16, height: 16),
    isMirrored: false, paint: StepperDrawCommand.Paint(color: StepperColor(0x123456)),
    number: StepperDrawCommand.TextRun(
      "1", .markerNumber, baseline: StepperPoint(x: 18, y: 32), alignment: .center,
      StepperDrawCommand.Paint(color: StepperColor(0x123456))))

  @Test func aWideImageFillsTheWidthAndIsCenteredVertically() {
    #expect(
      symbol.frame(fitting: StepperSize(width: 20, height: 10))
        == StepperRect(x: 10, y: 24, width: 16, height: 8))
  }

  @Test func aTallImageFillsTheHeightAndIsCenteredHorizontally() {
    #expect(
      symbol.frame(fitting: StepperSize(width: 6, height: 24))
        == StepperRect(x: 16, y: 20, width: 4, height: 16))
  }

  @Test func aSquareImageFillsTheBox() {
    #expect(symbol.frame(fitting: StepperSize(width: 17, height: 17)) == symbol.box)
  }

  @Test(arguments: [
    StepperSize(width: 0, height: 10), StepperSize(width: 10, height: 0),
    StepperSize(width: -4, height: 10), StepperSize(width: .nan, height: 10),
    StepperSize(width: .infinity, height: 10),
  ])
  func anEmptyOrNonFiniteImageFitsNothing(_ size: StepperSize) {
    let frame = symbol.frame(fitting: size)
    #expect(frame.width == 0 && frame.height == 0)
    #expect(frame.x == 18 && frame.y == 28)
  }
}
