import Foundation
import Testing

@testable import StepperKit

struct StepperIconPathTests {
  private func point(_ x: Double, _ y: Double) -> StepperPoint { StepperPoint(x: x, y: y) }

  @Test func readsAbsoluteAndRelativeLinesWithImplicitRepeats() throws {
    let path = try StepperIconPath(pathData: "M2 3 4 5 l1 1 1,1 H10 v2 h-1 V1z")
    #expect(path.subpaths.count == 1)
    let subpath = path.subpaths[0]
    #expect(subpath.start == point(2, 3))
    #expect(subpath.isClosed)
    #expect(
      subpath.segments.map(\.end) == [
        point(4, 5), point(5, 6), point(6, 7), point(10, 7), point(10, 9), point(9, 9),
        point(9, 1),
      ])
  }

  @Test func readsNumbersAsSVGWritesThem() throws {
    // "1.5.5" is 1.5 then .5; a sign starts a number; exponents are read.
    let path = try StepperIconPath(pathData: "M1.5.5L-1-2 2e1,1E0")
    #expect(path.subpaths[0].start == point(1.5, 0.5))
    #expect(path.subpaths[0].segments.map(\.end) == [point(-1, -2), point(20, 1)])
  }

  @Test func reflectsTheLastControlPointForSmoothCurves() throws {
    let path = try StepperIconPath(pathData: "M0 0 C0 4 4 4 4 0 S8 -4 8 0")
    guard case .cubic(let end, let first, let second) = path.subpaths[0].segments[1] else {
      Issue.record("S is not a cubic")
      return
    }
    #expect(end == point(8, 0))
    #expect(first == point(4, -4))
    #expect(second == point(8, -4))
  }

  @Test func writesQuadraticsAsTheCubicsThatDrawThem() throws {
    let path = try StepperIconPath(pathData: "M0 0 Q3 6 6 0 T12 0")
    guard case .cubic(_, let first, let second) = path.subpaths[0].segments[0],
      case .cubic(let end, let reflected, _) = path.subpaths[0].segments[1]
    else {
      Issue.record("Q and T are not cubics")
      return
    }
    #expect(first == point(2, 4))
    #expect(second == point(4, 4))
    // T reflects Q's control (3, 6) through (6, 0) to (9, -6): the cubic's first control is
    // two thirds of the way there from (6, 0).
    #expect(end == point(12, 0))
    #expect(abs(reflected.x - 8) < 1e-12 && abs(reflected.y + 4) < 1e-12)
  }

  @Test func turnsArcsIntoCubicsOnTheCircle() throws {
    // A whole circle of radius 5 around (12, 12), drawn as two half arcs.
    let path = try StepperIconPath(pathData: "M17 12 A5 5 0 1 1 7 12 A5 5 0 1 1 17 12 Z")
    let segments = path.subpaths[0].segments
    #expect(segments.count == 4)
    var start = path.subpaths[0].start
    for segment in segments {
      guard case .cubic(let end, let first, let second) = segment else {
        Issue.record("an arc piece is not a cubic")
        return
      }
      // The curve's midpoint lies on the circle, within a hundredth of a point.
      let midX = (start.x + 3 * first.x + 3 * second.x + end.x) / 8
      let midY = (start.y + 3 * first.y + 3 * second.y + end.y) / 8
      let radius = ((midX - 12) * (midX - 12) + (midY - 12) * (midY - 12)).squareRoot()
      #expect(abs(radius - 5) < 0.01)
      start = end
    }
    #expect(start == point(17, 12))
  }

  @Test func scalesRadiiThatCannotReachTheEndPoint() throws {
    let path = try StepperIconPath(pathData: "M0 0 A1 1 0 0 1 10 0")
    #expect(path.subpaths[0].segments.last?.end == point(10, 0))
    #expect(path.subpaths[0].segments.count == 2)
  }

  @Test func drawsAZeroRadiusArcAsALine() throws {
    let path = try StepperIconPath(pathData: "M0 0 A0 3 0 0 1 10 0")
    #expect(path.subpaths[0].segments == [.line(to: point(10, 0))])
  }

  @Test func startsANewSubpathAtEachMove() throws {
    let path = try StepperIconPath(pathData: "M0 0 L1 1 M5 5 L6 6 Z L7 7")
    #expect(path.subpaths.map(\.start) == [point(0, 0), point(5, 5), point(5, 5)])
    #expect(path.subpaths.map(\.isClosed) == [false, true, false])
  }

  @Test(
    arguments: [
      ("", StepperIconError.empty),
      ("   ", .empty),
      ("M3 3", .empty),
      ("L1 1", .missingMoveTo(command: "L")),
      ("M1 1 L2", .missingNumber(command: "L", offset: 7)),
      ("M1 1 X2 2", .unexpectedCharacter("X", offset: 5)),
      ("M1 1 L2 2 <script>", .unexpectedCharacter("<", offset: 10)),
      ("M1 1 A2 2 0 2 0 4 4", .invalidArcFlag(offset: 12)),
      ("M1 1 A2 2 0 1", .missingNumber(command: "A", offset: 13)),
      ("M100 1 L2 2", .coordinateOutOfRange(100)),
      ("M1 1 L1e999 2", .coordinateOutOfRange(.nan)),
      ("M1 1 l30 30 l30 30", .coordinateOutOfRange(61)),
    ])
  func refusesBadDataWithATypedError(data: String, expected: StepperIconError) {
    #expect {
      _ = try StepperIconPath(pathData: data)
    } throws: { error in
      guard let error = error as? StepperIconError else { return false }
      if case .coordinateOutOfRange(let value) = expected, value.isNaN {
        if case .coordinateOutOfRange(let got) = error { return got.isNaN }
        return false
      }
      return error == expected
    }
  }

  @Test func refusesMoreThanTheMostCommands() {
    let data = "M1 1" + String(repeating: " L2 2", count: StepperIconPath.maximumCommands)
    #expect(throws: StepperIconError.tooManyCommands(maximum: StepperIconPath.maximumCommands)) {
      _ = try StepperIconPath(pathData: data)
    }
  }

  @Test func everyErrorSaysWhatIsAllowed() {
    let errors: [StepperIconError] = [
      .empty, .unexpectedCharacter("X", offset: 3), .missingNumber(command: "L", offset: 2),
      .missingMoveTo(command: "C"), .invalidArcFlag(offset: 4), .tooManyCommands(maximum: 512),
      .coordinateOutOfRange(99),
      .unknownIcon("rocket"),
    ]
    for error in errors {
      #expect(!error.description.isEmpty)
    }
    #expect(StepperIconError.coordinateOutOfRange(99).description.contains("-24...48"))
    #expect(StepperIconError.unknownIcon("rocket").description.contains("person, document"))
  }

  @Test func placesTheGridInAFrameAndMirrorsWhenAsked() throws {
    let path = try StepperIconPath(pathData: "M6 0 L24 12")
    let frame = StepperRect(x: 100, y: 10, width: 12, height: 12)
    let placed = path.placed(in: frame)
    #expect(placed.subpaths[0].start == point(103, 10))
    #expect(placed.subpaths[0].segments[0].end == point(112, 16))
    let mirrored = path.placed(in: frame, mirrored: true)
    #expect(mirrored.subpaths[0].start == point(109, 10))
    #expect(mirrored.subpaths[0].segments[0].end == point(100, 16))
  }
}
