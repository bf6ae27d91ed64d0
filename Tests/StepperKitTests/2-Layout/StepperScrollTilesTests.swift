import StepperKit
import Testing

@Suite struct StepperScrollTilesTests {
  private func scene(
    at offset: Double, axis: StepperAxis = .horizontal,
    direction: StepperLayoutDirection = .leftToRight
  ) throws -> StepperScene {
    var input = StepperViewInput(style: .circular, current: 1, total: 12, axis: axis)
    input.options.viewport = 300
    input.options.direction = direction
    input.options.scrollOffset = offset
    let configuration = try input.configuration()
    return StepperScene(configuration)
  }

  /// The marks a drawing shows inside `clip`, moved by `shift`, by step.
  private func marks(
    of scene: StepperScene, shift: StepperPoint = StepperPoint(x: 0, y: 0),
    clip: StepperRect? = nil
  ) -> [StepperStepID: StepperRect] {
    var marks: [StepperStepID: StepperRect] = [:]
    for command in StepperSceneDrawing(scene).commands {
      guard let tag = command.tag, tag.role == .mark, let step = tag.step else { continue }
      let frame = StepperRect(
        x: tag.frame.x + shift.x, y: tag.frame.y + shift.y, width: tag.frame.width,
        height: tag.frame.height)
      if let clip, frame.intersection(clip) == nil { continue }
      marks[step] = frame
    }
    return marks
  }

  @Test func aDragBuildsATileAViewportOfTravelNotOneAnEvent() throws {
    let still = try scene(at: 0)
    let viewport = try #require(still.viewport)
    var tiles = StepperScrollTiles(
      viewport: viewport, axis: .horizontal, direction: .leftToRight, still: still)
    var builds = 0
    let steps = StepperRect(x: 0, y: 0, width: still.size.width, height: still.size.height)
    // Sixty touch events across 250 points, then back: one tile built, for the next stretch.
    for event in Array(0...60) + Array((0...60).reversed()) {
      _ = tiles.pieces(at: Double(event) * 250 / 60, stepsRect: steps) { offset in
        builds += 1
        return try! scene(at: offset)
      }
    }
    #expect(builds == 1)
    // A drag across the whole row builds one tile per viewport's length.
    for event in 0...240 {
      _ = tiles.pieces(at: viewport.maximumOffset * Double(event) / 240, stepsRect: steps) {
        builds += 1
        return try! scene(at: $0)
      }
    }
    #expect(builds == Int((viewport.contentLength / viewport.length).rounded(.up)) - 1)
  }

  @Test(arguments: [
    (StepperAxis.horizontal, StepperLayoutDirection.leftToRight),
    (.horizontal, .rightToLeft), (.vertical, .leftToRight),
  ])
  func tilesMovedToAnOffsetDrawItsScene(
    axis: StepperAxis, direction: StepperLayoutDirection
  )
    throws
  {
    let still = try scene(at: 40, axis: axis, direction: direction)
    let viewport = try #require(still.viewport)
    var tiles = StepperScrollTiles(
      viewport: viewport, axis: axis, direction: direction, still: still)
    let steps = StepperRect(x: 0, y: 0, width: still.size.width, height: still.size.height)
    for offset in [40.0, 130.5, 355, viewport.maximumOffset] {
      var drawn: [StepperStepID: StepperRect] = [:]
      for piece in tiles.pieces(
        at: offset, stepsRect: steps,
        build: { try! scene(at: $0, axis: axis, direction: direction) })
      {
        drawn.merge(marks(of: piece.tile, shift: piece.shift, clip: piece.clip)) { $1 }
      }
      let expected = marks(of: try scene(at: offset, axis: axis, direction: direction))
      #expect(!expected.isEmpty)
      #expect(Set(drawn.keys) == Set(expected.keys), "at \(offset)")
      for (step, frame) in expected {
        let moved = try #require(drawn[step])
        #expect(abs(moved.x - frame.x) < 1e-9 && abs(moved.y - frame.y) < 1e-9, "\(step)")
      }
    }
  }

  @Test func pastTheEndsThereIsNothingToBuild() throws {
    let still = try scene(at: 0)
    let viewport = try #require(still.viewport)
    var tiles = StepperScrollTiles(
      viewport: viewport, axis: .horizontal, direction: .leftToRight, still: still)
    let steps = StepperRect(x: 0, y: 0, width: still.size.width, height: still.size.height)
    let pulled = tiles.pieces(at: -120, stepsRect: steps) { _ in
      Issue.record("built past the leading end")
      return still
    }
    #expect(pulled.count == 1)
    #expect(pulled.first?.shift == StepperPoint(x: 120, y: 0))
    #expect(tiles.pieces(at: .nan, stepsRect: steps) { _ in still }.isEmpty)
  }

  @Test func aMovementScrollsTheRowTheWayTheFingerPullsIt() {
    let distance = StepperScrollViewport.scrollDistance
    #expect(distance(StepperPoint(x: -100, y: 5), .horizontal, .leftToRight) == 100)
    #expect(distance(StepperPoint(x: 300, y: 0), .horizontal, .rightToLeft) == 300)
    #expect(distance(StepperPoint(x: 40, y: -60), .vertical, .rightToLeft) == 60)
    #expect(distance(StepperPoint(x: .nan, y: 0), .horizontal, .leftToRight) == 0)
  }
}
