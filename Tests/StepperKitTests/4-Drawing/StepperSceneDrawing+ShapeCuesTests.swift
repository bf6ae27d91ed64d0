import StepperKit
import Testing

@Suite struct StepperSceneDrawingShapeCuesTests {
  private func shapes(
    _ style: StepperStyle, step: Int, options: StepperAccessibilityOptions
  ) throws -> [StepperDrawCommand.Shape] {
    let configuration = try StepperConfiguration(
      style: style, total: 4, current: 3, status: .error
    ).replacing(\.stepStates, with: [1: .error]).unchecked { $0.accessibilityOptions = options }
    var found: [StepperDrawCommand.Shape] = []
    StepperSceneDrawing.forEachElement(of: StepperScene(configuration)) { tag, commands in
      guard tag?.step == StepperStepID(step), tag?.roleName == style.rawValue else { return }
      for command in commands {
        if case .shape(let shape) = command.primitive { found.append(shape) }
      }
    }
    return found
  }

  @Test(arguments: [1, 3])
  func aFailedDashIsBrokenInTwo(step: Int) throws {
    let plain = try shapes(.dash, step: step, options: [])
    let cued = try shapes(.dash, step: step, options: .differentiateWithoutColor)
    #expect(plain.count == 1)
    #expect(cued.count == 2)
    let whole = try #require(plain.first?.frame)
    let gap = cued[1].frame.x - cued[0].frame.maxX
    #expect(abs(gap - whole.height) < 1e-9)
    #expect(abs(cued[0].frame.width * 2 + gap - whole.width) < 1e-9)
    #expect(cued.allSatisfy { $0.fill == plain[0].fill })
  }

  @Test func aFailedBulletHasSquareCorners() throws {
    let plain = try shapes(.bullet, step: 1, options: [])
    let cued = try shapes(.bullet, step: 1, options: .differentiateWithoutColor)
    #expect(plain.first?.path.cornerRadius == 4)
    #expect(cued.first?.path.cornerRadius == 0)
  }

  @Test func otherStatesAndMarkersKeepTheirShapes() throws {
    for (style, step) in [(StepperStyle.dash, 2), (.bullet, 4), (.circular, 1), (.circular, 3)] {
      #expect(
        try shapes(style, step: step, options: .differentiateWithoutColor)
          == shapes(style, step: step, options: []))
    }
  }
}
