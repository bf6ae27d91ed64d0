import StepperKit
import Testing

@testable import StepperCLI

@Suite struct BenchmarkAnimationTests {
  @Test(arguments: StepperStyle.allCases)
  func aMoveBuildsItsScenesOnce(style: StepperStyle) throws {
    let animation = try BenchmarkAnimation.measure(style)
    // The two still scenes and steps 2 and 3, for 61 frames.
    #expect(animation.builds == 4)
    #expect(animation.line.contains("61 frames from step 1 to 4, 4 scene builds (15.3 frames"))
    #expect(animation.builtOnceNanoseconds > 0)
  }
}
