import StepperKit
import Testing

@testable import StepperRendering

/// Which names a plan shows along a row, and the room each takes.
@Suite struct TerminalCellPlanNamesTests {
  /// A bar names only the current step.
  @Test func aBarNamesOnlyTheCurrentStep() throws {
    let total = 200
    let names = Dictionary(
      uniqueKeysWithValues: (1...total).map { (StepperStepID($0), "Step \($0)") })
    let scene = StepperScene(
      try StepperConfiguration(
        style: .bullet, total: total, current: 120, labels: StepperLabels(names: names)))
    let plan = TerminalCellPlanTests.plan(scene)
    #expect(plan.mode == .bar)
    #expect(plan.names.map(\.step) == [StepperStepID(120)])
    #expect(plan.descriptions.isEmpty)
  }

  /// Each name along a row may take the columns up to a cell short of halfway to its
  /// neighbors': rooms hold their anchors and keep a blank between them.
  @Test func namesAlongARowKeepABlankBetweenNeighbors() throws {
    let names: [StepperStepID: String] = [
      1: "Cart", 2: "Shipping address", 3: "Payment", 4: "Review",
    ]
    let scene = StepperScene(
      try StepperConfiguration(
        total: 4, current: 3,
        labels: StepperLabels(names: names, showsHeader: true, showsAllSteps: true)))
    let plan = TerminalCellPlanTests.plan(scene)
    #expect(plan.nameCells == plan.names.map(plan.anchorCell(of:)))
    let anchors = plan.nameCells
    #expect(anchors.count == 4)
    let rooms = anchors.map(plan.territory(of:))
    for (anchor, room) in zip(anchors, rooms) { #expect(room.contains(anchor)) }
    for (room, next) in zip(rooms, rooms.dropFirst()) {
      #expect(room.upperBound < next.lowerBound, "\(room) \(next)")
    }
    #expect(rooms.first?.lowerBound == 0)
    #expect(rooms.last?.upperBound == plan.width)
    #expect(plan.nameLines == plan.names.map { $0.text?.lines.count ?? 0 }.max())
  }
}
