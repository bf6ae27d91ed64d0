import StepperKit
import Testing

@Suite struct SceneDrawingElementCommandsTests {
  private let origin = StepperPoint(x: 0, y: 0)

  @Test func anUnseenLayerHasATagButNoCommands() throws {
    let scene = try StepperScene(StepperConfiguration(total: 3, current: 2))
    var commands: [StepperDrawCommand] = []
    let tag = StepperSceneDrawing.appendCommands(
      of: scene.elements[2], shift: origin, opacity: 0, to: &commands)
    #expect(commands.isEmpty)
    #expect(tag.role == .mark && tag.step == 2 && tag.state == .active)
    #expect(tag.roleName == "marker")
  }

  /// A name is a run a line, on the layout's baselines, in its color and token; no shape.
  @Test func aNameIsOneRunALineWithItsToken() throws {
    let scene = try StepperScene(
      StepperConfiguration(
        total: 3, current: 2, labels: StepperLabels(names: [1: "Shipping and billing address"])
      ).unchecked { $0.axis = .vertical })
    let name = try #require(scene.elements.first { $0.role == .label })
    let text = try #require(name.text)
    var commands: [StepperDrawCommand] = []
    StepperSceneDrawing.appendCommands(of: name, shift: origin, opacity: 1, to: &commands)
    let runs = commands.compactMap { command -> StepperDrawCommand.TextRun? in
      if case .text(let run) = command.primitive { run } else { nil }
    }
    #expect(runs.count == commands.count)
    #expect(runs.map(\.text) == text.lines)
    #expect(runs.map(\.baseline) == text.baselines)
    #expect(
      runs.allSatisfy { $0.paint.token == name.tokens.content && $0.paint.color == text.color })
  }

  /// A shift moves every position, and nothing else.
  @Test func aShiftMovesFramesPathsAndBaselines() throws {
    let scene = try StepperScene(StepperConfiguration(total: 3, current: 2))
    let shift = StepperPoint(x: -10, y: 5)
    var still: [StepperDrawCommand] = []
    var moved: [StepperDrawCommand] = []
    StepperSceneDrawing.appendCommands(
      of: scene.elements[2], shift: origin, opacity: 1, to: &still)
    let tag = StepperSceneDrawing.appendCommands(
      of: scene.elements[2], shift: shift, opacity: 1, to: &moved)
    #expect(tag.frame.x == scene.elements[2].frame.x - 10)
    guard case .shape(let a) = still[0].primitive, case .shape(let b) = moved[0].primitive,
      case .text(let first) = still[1].primitive, case .text(let second) = moved[1].primitive
    else {
      Issue.record("expected a shape and a number, got \(still)")
      return
    }
    #expect(b.path.rect.x == a.path.rect.x - 10 && b.path.rect.y == a.path.rect.y + 5)
    #expect(b.frame.y == a.frame.y + 5)
    #expect(second.baseline.x == first.baseline.x - 10)
    #expect(b.fill == a.fill && b.stroke == a.stroke && second.text == first.text)
  }
}
