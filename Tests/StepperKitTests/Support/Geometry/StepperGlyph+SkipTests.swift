import StepperKit
import Testing

@Suite struct StepperGlyphSkipTests {
  /// The skip mark is a short bar across the middle: the same mirrored (a right-to-left row
  /// needs no mirroring), and unlike the check and the exclamation mark.
  @Test func theSkipMarkIsASymmetricBar() {
    let placed = StepperGlyph.skip.placed(in: StepperRect(x: 0, y: 0, width: 24, height: 24))
    #expect(placed.polylines == [[StepperPoint(x: 7.5, y: 12), StepperPoint(x: 16.5, y: 12)]])
    #expect(placed.dots.isEmpty)
    let mirrored = placed.polylines.map {
      $0.map { StepperPoint(x: 24 - $0.x, y: $0.y) }.reversed()
    }
    #expect(mirrored.map(Array.init) == placed.polylines)
    let others = [StepperGlyph.check, .error].map {
      $0.placed(in: StepperRect(x: 0, y: 0, width: 24, height: 24))
    }
    #expect(!others.contains(placed))
  }
}
