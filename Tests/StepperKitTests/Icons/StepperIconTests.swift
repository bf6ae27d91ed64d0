import Testing

@testable import StepperKit

struct StepperIconTests {
  @Test func shipsTheSevenIconsTheIssueNames() {
    #expect(
      StepperIcon.builtIn.map(\.name) == [
        "person", "document", "card", "truck", "lock", "check", "home",
      ])
  }

  @Test(arguments: StepperIcon.builtIn)
  func everyBuiltInIconIsReadAndStaysInsideItsGrid(icon: StepperIcon) {
    #expect(!icon.path.subpaths.isEmpty)
    // Inside the 24 × 24 grid with room for half the stroke on every side.
    let margin = StepperIcon.lineWidth / 2
    for subpath in icon.path.subpaths {
      for point in [subpath.start] + subpath.segments.map(\.end) {
        #expect((margin...24 - margin).contains(point.x), "\(icon.name) reaches x \(point.x)")
        #expect((margin...24 - margin).contains(point.y), "\(icon.name) reaches y \(point.y)")
      }
    }
  }

  @Test func findsIconsByNameAndNamesTheChoicesOtherwise() throws {
    #expect(try StepperIcon.named("lock") == .lock)
    #expect(throws: StepperIconError.unknownIcon("rocket")) { try StepperIcon.named("rocket") }
  }

  @Test func onlyDirectionalIconsMirrorRightToLeft() throws {
    let frame = StepperRect(x: 0, y: 0, width: 24, height: 24)
    #expect(StepperIcon.builtIn.filter(\.isDirectional).map(\.name) == ["truck"])
    #expect(
      StepperIcon.truck.placed(in: frame, direction: .rightToLeft)
        == StepperIcon.truck.path.placed(in: frame, mirrored: true))
    #expect(
      StepperIcon.truck.placed(in: frame, direction: .leftToRight) == StepperIcon.truck.path)
    #expect(StepperIcon.lock.placed(in: frame, direction: .rightToLeft) == StepperIcon.lock.path)
  }

  @Test func appsAddTheirOwnIcons() throws {
    let icon = try StepperIcon(
      name: "arrow", pathData: "M4 12 H20 M14 6 L20 12 L14 18",
      isDirectional: true)
    #expect(icon.path.subpaths.count == 2)
    #expect(throws: StepperIconError.self) { try StepperIcon(name: "bad", pathData: "Z9") }
  }
}
