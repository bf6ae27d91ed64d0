import StepperKit
import Testing

/// The loading mark's motion: the ring turns once a second, the segment swings along the part
/// of its bar not done, and nothing else in the drawing moves.
@Suite struct StepperSceneDrawingLoadingMotionTests {
  private func drawing(
    _ style: StepperStyle, axis: StepperAxis = .horizontal
  ) throws
    -> StepperSceneDrawing
  {
    StepperSceneDrawing(
      StepperScene(
        try StepperConfiguration(style: style, total: 4, current: 2).unchecked { $0.axis = axis }
          .replacing(\.activity, with: .loading)))
  }

  private func loadingCommands(_ drawing: StepperSceneDrawing) -> [StepperDrawCommand] {
    drawing.commands.filter { $0.tag?.role == .loading }
  }

  @Test func aDrawingWithoutALoadingMarkDoesNotMove() throws {
    let still = StepperSceneDrawing(StepperScene(try StepperConfiguration(total: 4, current: 2)))
    #expect(!still.hasLoadingMark)
    #expect(still.moving(loadingAt: 0.3) == still)
  }

  @Test func theRingTurnsOnceAPeriod() throws {
    let drawing = try drawing(.circular)
    #expect(drawing.hasLoadingMark)
    #expect(drawing.moving(loadingAt: 0) == drawing)
    #expect(drawing.moving(loadingAt: StepperLoadingMotion.ringPeriod) == drawing)
    let quarter = drawing.moving(loadingAt: StepperLoadingMotion.ringPeriod / 4)
    #expect(quarter != drawing)
    // Only the loading mark moved.
    #expect(
      quarter.commands.filter { $0.tag?.role != .loading }
        == drawing.commands.filter { $0.tag?.role != .loading })
    guard case .path(let still) = loadingCommands(drawing).first?.primitive,
      case .path(let turned) = loadingCommands(quarter).first?.primitive,
      let tag = loadingCommands(drawing).first?.tag,
      let from = still.path.subpaths.first?.start, let to = turned.path.subpaths.first?.start
    else {
      Issue.record("the ring is one path")
      return
    }
    // A quarter turn clockwise takes the top of the ring to its right.
    let center = tag.frame.center
    #expect(abs(from.x - center.x) < 1e-9 && from.y < center.y)
    #expect(abs(to.y - center.y) < 1e-9 && to.x > center.x)
  }

  @Test(arguments: StepperAxis.allCases)
  func theSegmentSwingsByItsLengthAlongTheBar(_ axis: StepperAxis) throws {
    let drawing = try drawing(.dash, axis: axis)
    let quarter = drawing.moving(loadingAt: StepperLoadingMotion.sweepPeriod / 4)
    guard case .shape(let still) = loadingCommands(drawing).first?.primitive,
      case .shape(let moved) = loadingCommands(quarter).first?.primitive
    else {
      Issue.record("the segment is one shape")
      return
    }
    if axis == .horizontal {
      #expect(abs(moved.frame.x - (still.frame.x + still.frame.width)) < 1e-9)
      #expect(moved.frame.y == still.frame.y)
    } else {
      #expect(abs(moved.frame.y - (still.frame.y + still.frame.height)) < 1e-9)
      #expect(moved.frame.x == still.frame.x)
    }
    #expect(StepperLoadingMotion.sweepOffset(at: .nan) == 0)
    #expect(StepperLoadingMotion.ringTurn(at: .infinity) == 0)
  }
}
