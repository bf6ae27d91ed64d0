import Testing

@testable import StepperKit

@Suite struct AxisMappingTests {
  private func mapping(
    _ axis: StepperAxis, _ direction: StepperLayoutDirection = .leftToRight
  ) -> AxisMapping {
    AxisMapping(axis: axis, direction: direction, mainExtent: 200, crossExtent: 50)
  }

  @Test func aHorizontalRowRunsAlongXAndAVerticalColumnAlongY() {
    let span = (main: 10.0, length: 24.0, cross: 3.0, thickness: 8.0)
    #expect(
      mapping(.horizontal).rect(
        main: span.main, length: span.length, cross: span.cross, thickness: span.thickness)
        == StepperRect(x: 10, y: 3, width: 24, height: 8))
    #expect(
      mapping(.vertical).rect(
        main: span.main, length: span.length, cross: span.cross, thickness: span.thickness)
        == StepperRect(x: 3, y: 10, width: 8, height: 24))
    #expect(mapping(.horizontal).size == StepperSize(width: 200, height: 50))
    #expect(mapping(.vertical).size == StepperSize(width: 50, height: 200))
  }

  @Test func rightToLeftMirrorsXOnly() {
    #expect(
      mapping(.horizontal, .rightToLeft).rect(main: 10, length: 24, cross: 3, thickness: 8)
        == StepperRect(x: 166, y: 3, width: 24, height: 8))
    #expect(
      mapping(.vertical, .rightToLeft).rect(main: 10, length: 24, cross: 3, thickness: 8)
        == StepperRect(x: 39, y: 10, width: 8, height: 24))
  }

  /// Every span maps to a frame inside the drawing, and the two axes' frames are each other's
  /// transpose, whatever the direction's mirroring.
  @Test(arguments: [StepperLayoutDirection.leftToRight, .rightToLeft])
  func theAxesAreTransposesInsideTheDrawing(direction: StepperLayoutDirection) {
    var checked = 0
    for main in stride(from: 0.0, through: 150, by: 25) {
      for cross in stride(from: 0.0, through: 40, by: 10) {
        let row = mapping(.horizontal, direction).rect(
          main: main, length: 50, cross: cross, thickness: 10)
        let column = mapping(.vertical, direction).rect(
          main: main, length: 50, cross: cross, thickness: 10)
        #expect(row.width == column.height && row.height == column.width)
        #expect(row.x >= 0 && row.maxX <= 200 && row.maxY <= 50)
        #expect(column.x >= 0 && column.maxX <= 50 && column.maxY <= 200)
        if direction == .leftToRight {
          #expect(row.x == column.y && row.y == column.x)
        } else {
          #expect(200 - row.maxX == column.y && 50 - column.maxX == row.y)
        }
        checked += 1
      }
    }
    #expect(checked == 35)
  }

  @Test func textRunsAlongXEitherWay() {
    let row = mapping(.horizontal)
    let column = mapping(.vertical)
    #expect(row.textRunsAlongMain && !column.textRunsAlongMain)
    // A text box keeps its width along x in both.
    #expect(
      row.textRect(main: 10, cross: 4, width: 60, height: 20)
        == StepperRect(x: 10, y: 4, width: 60, height: 20))
    #expect(
      column.textRect(main: 10, cross: 4, width: 60, height: 20)
        == StepperRect(x: 4, y: 10, width: 60, height: 20))
    // Placed along and across its lines, the same box lands at the same point in both.
    #expect(
      row.textRect(along: 10, across: 4, width: 60, height: 20)
        == column.textRect(along: 10, across: 4, width: 60, height: 20))
    #expect(row.textCoordinates(main: 7, cross: 2) == (along: 7, across: 2))
    #expect(column.textCoordinates(main: 7, cross: 2) == (along: 2, across: 7))
  }

  @Test func growsAlongTheMainAxisOnly() {
    let frame = StepperRect(x: 20, y: 30, width: 8, height: 8)
    #expect(
      mapping(.horizontal).grownAlongMain(frame, by: 4)
        == StepperRect(x: 16, y: 30, width: 16, height: 8))
    #expect(
      mapping(.vertical).grownAlongMain(frame, by: 4)
        == StepperRect(x: 20, y: 26, width: 8, height: 16))
  }

  @Test func theLeadingEndIsLeftInLeftToRightAndRightInRightToLeft() {
    #expect(mapping(.horizontal).anchor(atLeadingEnd: true) == .left)
    #expect(mapping(.horizontal).anchor(atLeadingEnd: false) == .right)
    #expect(mapping(.vertical, .rightToLeft).anchor(atLeadingEnd: true) == .right)
    #expect(mapping(.vertical, .rightToLeft).anchor(atLeadingEnd: false) == .left)
  }
}
