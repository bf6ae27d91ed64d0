import StepperKit
import Testing

@Suite struct GlyphTests {
  @Test func placesTheCheckInAMarker() {
    let glyph = Glyph.check.placed(in: Rect(x: 100, y: 10, width: 24, height: 24))
    #expect(
      glyph.polylines == [
        [Point(x: 107, y: 22.5), Point(x: 110.5, y: 26), Point(x: 117, y: 18.5)]
      ])
    #expect(glyph.lineWidth == 2)
    #expect(glyph.dots.isEmpty)
  }

  @Test func scalesWithTheMarker() {
    let glyph = Glyph.error.placed(in: Rect(x: 0, y: 0, width: 12, height: 12))
    #expect(glyph.polylines == [[Point(x: 6, y: 3.25), Point(x: 6, y: 6.5)]])
    #expect(glyph.lineWidth == 1)
    #expect(glyph.dots == [PlacedGlyph.Dot(center: Point(x: 6, y: 8.5), radius: 0.625)])
  }

  @Test(arguments: Glyph.allCases)
  func staysInsideTheMarkersInnerCircle(_ glyph: Glyph) {
    // Inside the 2 pt outline of an active marker: radius 10 around the center.
    let placed = glyph.placed(in: Rect(x: 0, y: 0, width: 24, height: 24))
    let points = placed.polylines.joined() + placed.dots.map(\.center)
    for point in points {
      let distance = ((point.x - 12) * (point.x - 12) + (point.y - 12) * (point.y - 12))
        .squareRoot()
      #expect(distance + placed.lineWidth / 2 <= 10)
    }
  }
}
