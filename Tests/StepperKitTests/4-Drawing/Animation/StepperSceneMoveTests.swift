import StepperKit
import Testing

@Suite struct StepperSceneMoveTests {
  private func configuration(_ current: Int, total: Int = 6) throws -> StepperConfiguration {
    try StepperConfiguration(
      style: .dash, total: total, current: StepperStepID(current),
      scrolling: total > 6 ? StepperScrolling(viewport: 375) : nil)
  }

  @Test func aMoveBuildsTheStepsItPassesOnceAndFramesBuildNothing() throws {
    let target = try configuration(4)
    var builds = 0
    let move = StepperSceneMove(
      from: StepperScene(try configuration(1)), to: StepperScene(target),
      configuration: target
    ) {
      builds += 1
      return StepperScene($0)
    }
    #expect(builds == 2)
    #expect(move.progresses.count == 4)
    // Sixty frames, as a second of animation draws: no scene is built for any of them.
    for frame in 0...60 { _ = move.scene(at: Double(frame) / 60) }
    #expect(builds == 2)
  }

  @Test func framesMatchTheMovesDrawnStepByStep() throws {
    let target = try configuration(4)
    let move = StepperSceneMove(
      from: StepperScene(try configuration(1)), to: StepperScene(target), configuration: target)
    for (progress, position) in [(0.0, 1.0), (0.25, 1.75), (0.5, 2.5), (0.9, 3.7), (1, 4)] {
      #expect(
        move.scene(at: progress) == StepperInterpolatedScene(target, position: position),
        "at \(progress)")
    }
  }

  @Test func theEndsAreTheStillScenes() throws {
    let start = StepperScene(try configuration(2))
    let end = StepperScene(try configuration(3))
    let move = StepperSceneMove(from: start, to: end, configuration: try configuration(3))
    #expect(move.stops.count == 2)
    #expect(move.scene(at: 0) == StepperInterpolatedScene(start))
    #expect(move.scene(at: 1) == StepperInterpolatedScene(end))
    #expect(move.scene(at: -3) == StepperInterpolatedScene(start))
    #expect(move.scene(at: .nan) == StepperInterpolatedScene(end))
  }

  @Test func aLongJumpBuildsAtMostEightScenes() throws {
    let target = try configuration(1, total: 500)
    var builds = 0
    let move = StepperSceneMove(
      from: StepperScene(try configuration(500, total: 500)), to: StepperScene(target),
      configuration: target
    ) {
      builds += 1
      return StepperScene($0)
    }
    #expect(builds == StepperSceneMove.maximumStopsBetween)
    #expect(move.progresses == move.progresses.sorted())
    #expect(move.stops[1].accessibility.current.step < 500)
  }
}
