import StepperKit
import StepperRendering
import Testing

@Suite struct XTerm256PaletteTests {
  @Test(arguments: [
    (0x000000, 16), (0xFFFFFF, 231), (0xFF0000, 196), (0x00FF00, 46), (0x0000FF, 21),
    (0x808080, 244), (0x0E0E0F, 233), (0x155DFC, 27), (0xE9E9EA, 255),
  ])
  func findsTheNearestEntry(_ rgb: UInt32, _ index: Int) {
    #expect(XTerm256Palette.index(nearest: StepperColor(rgb)) == index)
  }

  @Test func everyEntryMapsToItself() {
    for index in 16...255 {
      let color = XTerm256Palette.color(at: index)
      #expect(XTerm256Palette.color(at: XTerm256Palette.index(nearest: color)) == color)
    }
  }
}
