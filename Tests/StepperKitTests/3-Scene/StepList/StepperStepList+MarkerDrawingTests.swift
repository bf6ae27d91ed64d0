import StepperKit
import Testing

/// The "All steps" list's markers are drawn from the commands a stepper's marker is drawn from.
@Suite struct StepperStepListMarkerDrawingTests {
  private let frame = StepperRect(x: 0, y: 0, width: 24, height: 24)

  /// A list row's marker has the very commands of the stepper's marker of its step, in its
  /// frame: the circle and outline, and the number on the baseline the core computes, the check
  /// or the error mark.
  @Test(arguments: [StepperStatus.default, .error])
  func drawsAsTheSteppersMarkerOfItsStep(_ status: StepperStatus) throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, status: status)
      .replacing(\.stepStates, with: [4: .disabled])
    let scene = StepperScene(configuration)
    let list = StepperStepList(configuration)
    let elements = scene.elements
    for row in list {
      let position = try #require(elements.markPosition(of: row.step, in: elements.indices))
      let marker = elements[position]
      var expected: [StepperDrawCommand] = []
      StepperSceneDrawing.appendCommands(
        of: marker, shift: StepperPoint(x: 0, y: 0), opacity: 1, to: &expected)
      #expect(list.markerCommands(of: row, in: marker.frame) == expected, "\(row.step)")
    }
  }

  /// The number sits on the baseline the core computes for its style in the frame, centered;
  /// the circle lies inside the frame, its outline too.
  @Test func setsTheNumberOnTheCoresBaseline() throws {
    let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
    let commands = list.markerCommands(of: list[1], in: frame)
    #expect(commands.count == 2)
    guard case .shape(let shape) = commands.first?.primitive,
      case .text(let run) = commands.last?.primitive
    else {
      Issue.record("expected a shape and a line of text: \(commands)")
      return
    }
    #expect(shape.path.rect == StepperRect(x: 1, y: 1, width: 22, height: 22))
    #expect(shape.path.cornerRadius == 11)
    #expect(shape.stroke?.lineWidth == StyleMetrics.outlineWidth)
    #expect(run.text == "2")
    #expect(run.alignment == .center)
    #expect(run.baseline == StepperTextStyle.markerNumber.baselineOrigin(centeredIn: frame))
    #expect(run.baseline.y != 16)
  }

  /// A marker drawn twice as large has its number twice as large, centered on the same rule.
  @Test func scalesTheNumberWithTheMarker() throws {
    let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
    let large = StepperRect(x: 0, y: 0, width: 48, height: 48)
    guard case .text(let run) = list.markerCommands(of: list[2], in: large).last?.primitive else {
      Issue.record("expected a number")
      return
    }
    #expect(run.style.size == 2 * StepperTextStyle.markerNumber.size)
    #expect(run.baseline == run.style.baselineOrigin(centeredIn: large))
  }

  /// A sub-step's longer number is set in the smaller sub-step style.
  @Test func setsASubstepsNumberSmaller() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 4, current: StepperStepID(2, substep: 1),
      substeps: StepperSubsteps([2: 2]))
    let list = StepperStepList(configuration)
    let row = try #require(list.first { $0.number == "2.1" })
    guard case .text(let run) = list.markerCommands(of: row, in: frame).last?.primitive else {
      Issue.record("expected a number")
      return
    }
    #expect(run.style == .substepNumber)
  }

  /// The colors are the theme's the view asks for: a view that follows the appearance draws in
  /// the other theme without making the list again.
  @Test func paintsInTheThemeAskedFor() throws {
    let list = StepperStepList(try StepperConfiguration(total: 3, current: 1))
    let light = list.markerCommands(of: list[1], in: frame)
    let dark = list.markerCommands(of: list[1], in: frame, theme: .dark)
    guard case .shape(let lightShape) = light.first?.primitive,
      case .shape(let darkShape) = dark.first?.primitive
    else {
      Issue.record("expected shapes")
      return
    }
    #expect(lightShape.fill?.color == StepperTheme.light[.bgSoft100])
    #expect(darkShape.fill?.color == StepperTheme.dark[.bgSoft100])
    #expect(darkShape.fill?.token == .bgSoft100)
  }
}
