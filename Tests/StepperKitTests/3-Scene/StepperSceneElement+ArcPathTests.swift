import StepperKit
import Testing

/// Arcs as cubic segments: on the circle, from the top, clockwise for a positive sweep.
@Suite struct StepperSceneElementArcPathTests {
  private let center = StepperPoint(x: 12, y: 12)

  private func end(_ arc: StepperSceneElement.Arc) -> StepperPoint? {
    arc.path(center: center, radius: 11).subpaths.first?.segments.last?.end
  }

  private func near(_ a: StepperPoint?, _ x: Double, _ y: Double) -> Bool {
    guard let a else { return false }
    return abs(a.x - x) < 1e-9 && abs(a.y - y) < 1e-9
  }

  @Test func anArcStartsAtTheTopAndTurnsClockwise() throws {
    let quarter = StepperSceneElement.Arc(start: 0, sweep: 0.25)
    let path = quarter.path(center: center, radius: 11)
    #expect(near(path.subpaths.first?.start, 12, 1))
    #expect(near(end(quarter), 23, 12))
    #expect(near(end(.init(start: 0, sweep: -0.25)), 1, 12))
    #expect(near(end(.init(start: 0.25, sweep: 0.5)), 1, 12))
  }

  @Test(arguments: [0.1, 0.25, 0.3, 0.75, 1.0])
  func eachSegmentIsAtMostAQuarterTurnAndEveryPointLiesOnTheCircle(_ sweep: Double) throws {
    let path = StepperSceneElement.Arc(start: 0, sweep: sweep).path(center: center, radius: 11)
    let segments = try #require(path.subpaths.first?.segments)
    #expect(segments.count == Int((sweep * 4).rounded(.up)))
    for segment in segments {
      let end = segment.end
      let radius = ((end.x - 12) * (end.x - 12) + (end.y - 12) * (end.y - 12)).squareRoot()
      #expect(abs(radius - 11) < 1e-9)
    }
  }

  @Test func aFrameInsetsTheCircleByHalfTheLine() {
    let frame = StepperRect(x: 0, y: 0, width: 24, height: 24)
    let path = StepperSceneElement.Arc(start: 0, sweep: 0.5).path(in: frame, lineWidth: 2)
    #expect(near(path.subpaths.first?.start, 12, 1))
    #expect(near(path.subpaths.first?.segments.last?.end, 12, 23))
  }
}
