import Foundation
import Testing

@testable import StepperCLI

/// A clock that moves only when an operation says so.
private final class FakeClock: @unchecked Sendable {
  private let lock = NSLock()
  private var nanoseconds: UInt64 = 0
  private(set) var reads = 0

  func advance(by amount: UInt64) { lock.withLock { nanoseconds += amount } }
  func read() -> UInt64 {
    lock.withLock {
      reads += 1
      return nanoseconds
    }
  }
}

@Suite struct BenchmarkTimerTests {
  @Test func measuresTheTimeOfOneRunOfEach() {
    let clock = FakeClock()
    let timer = BenchmarkTimer(
      repetitions: 7, minimumBatchNanoseconds: 1_000_000, now: { clock.read() })
    let times = timer.compare({ clock.advance(by: 3_000) }, with: { clock.advance(by: 40) })
    #expect(times.operation == 3_000)
    #expect(times.baseline == 40)
  }

  @Test func aBatchIsCalibratedToTakeAtLeastTheMinimumAfterAWarmUp() {
    let clock = FakeClock()
    let timer = BenchmarkTimer(
      repetitions: 1, minimumBatchNanoseconds: 1_000_000, now: { clock.read() })
    var runs = 0
    let batch = timer.calibrate {
      runs += 1
      clock.advance(by: 700)
    }
    #expect(batch * 700 >= 1_000_000)
    // Growth is at most ×100 a step but aims at the minimum: it overshoots by little.
    #expect(batch * 700 < 2_000_000)
    #expect(runs > batch)  // the warm-up and the shorter tries ran too
  }

  @Test func theMedianIgnoresAnOddSlowBatch() {
    let clock = FakeClock()
    let timer = BenchmarkTimer(
      repetitions: 5, minimumBatchNanoseconds: 1_000, now: { clock.read() })
    var call = 0
    let times = timer.compare(
      {
        call += 1
        // One run in the middle of the timed batches is a thousand times slower.
        clock.advance(by: call == 6 ? 1_000_000 : 1_000)
      }, with: { clock.advance(by: 10) })
    #expect(times.operation == 1_000)
  }

  @Test func theRealClocksMoveForward() {
    let first = BenchmarkTimer.threadCPUNanoseconds()
    var sum = 0
    for index in 0..<200_000 { sum &+= index &* index }
    blackHole(sum)
    #expect(BenchmarkTimer.threadCPUNanoseconds() > first)
  }
}
