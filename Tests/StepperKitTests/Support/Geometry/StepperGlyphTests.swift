import StepperKit
import Testing

@Suite struct GlyphTests {
  @Test func placesTheCheckInAMarker() {
    let glyph = StepperGlyph.check.placed(in: StepperRect(x: 100, y: 10, width: 24, height: 24))
    #expect(
      glyph.polylines == [
        [
          StepperPoint(x: 107, y: 22.5), StepperPoint(x: 110.5, y: 26),
          StepperPoint(x: 117, y: 18.5),
        ]
      ])
    #expect(glyph.lineWidth == 2)
    #expect(glyph.dots.isEmpty)
  }

  @Test func scalesWithTheMarker() {
    let glyph = StepperGlyph.error.placed(in: StepperRect(x: 0, y: 0, width: 12, height: 12))
    #expect(glyph.polylines == [[StepperPoint(x: 6, y: 3.25), StepperPoint(x: 6, y: 6.5)]])
    #expect(glyph.lineWidth == 1)
    #expect(
      glyph.dots == [StepperPlacedGlyph.Dot(center: StepperPoint(x: 6, y: 8.5), radius: 0.625)])
  }

  @Test(arguments: StepperGlyph.allCases)
  func staysInsideTheMarkersInnerCircle(_ glyph: StepperGlyph) {
    // Inside the 2 pt outline of an active marker: radius 10 around the center.
    let placed = glyph.placed(in: StepperRect(x: 0, y: 0, width: 24, height: 24))
    let points = placed.polylines.joined() + placed.dots.map(\.center)
    for point in points {
      let distance = ((point.x - 12) * (point.x - 12) + (point.y - 12) * (point.y - 12))
        .squareRoot()
      #expect(distance + placed.lineWidth / 2 <= 10)
    }
  }
}
