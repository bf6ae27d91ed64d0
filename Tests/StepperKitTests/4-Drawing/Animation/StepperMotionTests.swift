import StepperKit
import Testing

@Suite struct StepperMotionTests {
  @Test func aMoveTakesItsDurationAndEases() {
    #expect(StepperMotion.duration == 0.3)
    #expect(StepperMotion.curve == .easeInOut)
    #expect(StepperMotion.progress(elapsed: 0) == 0)
    #expect(StepperMotion.progress(elapsed: StepperMotion.duration) == 1)
    // Ease in: a tenth of the time covers less than a tenth of the way.
    #expect(StepperMotion.progress(elapsed: StepperMotion.duration / 10) < 0.1)
  }

  @Test func positionsRunFromStartToEnd() {
    #expect(StepperMotion.position(from: 2, to: 5, elapsed: 0) == 2)
    #expect(
      isClose(StepperMotion.position(from: 2, to: 5, elapsed: StepperMotion.duration / 2), 3.5))
    #expect(StepperMotion.position(from: 2, to: 5, elapsed: 10) == 5)
    #expect(StepperMotion.position(from: 4, to: 1, elapsed: 10) == 1)
  }

  @Test func aMoveIsFinishedOnceItsDurationHasPassed() {
    #expect(!StepperMotion.isFinished(elapsed: 0))
    #expect(!StepperMotion.isFinished(elapsed: 0.29))
    #expect(StepperMotion.isFinished(elapsed: 0.3))
    #expect(StepperMotion.isFinished(elapsed: .nan))
  }
}
