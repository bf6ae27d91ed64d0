import StepperKit
import Testing

@testable import StepperCLI

@Suite("The benchmark's animation line counts scene builds per move")
struct BenchmarkAnimationTests {
  @Test(
    "a move builds its two still scenes and those of the steps it passes, once",
    arguments: StepperStyle.allCases)
  func buildsOncePerMove(style: StepperStyle) throws {
    let animation = try BenchmarkAnimation.measure(style: style)
    #expect(animation.frames == 36)
    #expect(animation.builds == 4)
    #expect(
      animation.line
        == "animation: a move from step 1 to step 4 of 5, 36 frames at 120 Hz: 4 scene builds, "
        + "9.0 frames per build")
  }

  @Test("a longer jump builds at most eight steps on the way")
  func boundedBuilds() throws {
    let animation = try BenchmarkAnimation.measure(style: .dash, from: 1, to: 30, total: 30)
    #expect(animation.builds == 2 + StepperSceneMove.maximumStopsBetween)
  }
}
