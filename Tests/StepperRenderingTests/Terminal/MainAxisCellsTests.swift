import Testing

@testable import StepperKit
@testable import StepperRendering

@Suite struct MainAxisCellsTests {
  @Test func mapsPointsOntoCellsOfAFixedSize() {
    let cells = MainAxisCells(start: 10, end: 110, pointsPerCell: 4, limit: 80)
    #expect(cells.count == 25)
    #expect(cells.cell(ofMain: 10) == 0)
    #expect(cells.cell(ofMain: 13.9) == 0)
    #expect(cells.cell(ofMain: 14) == 1)
    #expect(cells.cell(ofMain: 109.9) == 24)
  }

  @Test func scalesALongAxisDownToTheLimit() {
    let cells = MainAxisCells(start: 0, end: 8_000, pointsPerCell: 8, limit: 80)
    #expect(cells.count == 80)
    #expect(cells.cell(ofMain: 4_000) == 40)
  }

  @Test func keepsPositionsOutsideOnTheEdgeCells() {
    let cells = MainAxisCells(start: 0, end: 100, pointsPerCell: 4, limit: 80)
    #expect(cells.cell(ofMain: -50) == 0)
    #expect(cells.cell(ofMain: 500) == 24)
    #expect(cells.cell(ofMain: .nan) == 0)
    #expect(cells.span(from: -50, to: -40) == 0..<1)
    #expect(cells.span(from: 500, to: 600) == 24..<25)
    #expect(cells.span(from: .nan, to: .nan) == 0..<1)
  }

  @Test func aSpanCoversAtLeastOneCell() {
    let cells = MainAxisCells(start: 0, end: 100, pointsPerCell: 4, limit: 80)
    #expect(cells.span(from: 8, to: 20) == 2..<5)
    #expect(cells.span(from: 9, to: 9.5) == 2..<3)
  }

  /// The span rounds as `Double.rounded()` does, halves away from zero.
  @Test func roundsSpansToTheNearestCellEdge() {
    let cells = MainAxisCells(start: -3, end: 97, pointsPerCell: 1, limit: 100)
    let halves = (-20...220).map { Double($0) / 2 }
    let between = stride(from: -10.0, through: 110, by: 0.37).map { $0 }
    let nearHalves = [0.5, -0.5, 2.5, -2.5].flatMap { [$0.nextDown, $0.nextUp] }
    for lower in halves + between + nearHalves.map({ $0 - 3 }) {
      let upper = lower + 3.5
      let from = (lower + 3).rounded()
      let to = (upper + 3).rounded()
      let first = min(99, max(0, Int(max(-1, min(from, 100)))))
      let last = max(first + 1, min(100, Int(max(0, min(to, 100)))))
      #expect(cells.span(from: lower, to: upper) == first..<last, "\(lower)")
    }
  }
}
