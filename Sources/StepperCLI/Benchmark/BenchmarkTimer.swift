import StepperSystemLibrary

/// Times an operation against its baseline the way a careful benchmark does: one warm-up run
/// of each, batch sizes calibrated until a batch takes long enough for the clock not to
/// matter, then batches of the two taken in turn, and the median time per run of each.
///
/// Taking the batches in turn means that a moment when the machine is busy slows both, and the
/// ratio between them holds better than two times measured apart.
struct BenchmarkTimer: Sendable {
  /// How many timed batches of each the medians are taken over.
  let repetitions: Int
  /// The shortest a timed batch may be, in nanoseconds.
  let minimumBatchNanoseconds: UInt64
  /// Reads the clock, in nanoseconds.
  let now: @Sendable () -> UInt64

  /// The full run: medians of 15 batches of at least 10 ms each.
  static let full = BenchmarkTimer(
    repetitions: 15, minimumBatchNanoseconds: 10_000_000, now: threadCPUNanoseconds)
  /// The short run: medians of 5 batches of at least 1 ms each.
  static let quick = BenchmarkTimer(
    repetitions: 5, minimumBatchNanoseconds: 1_000_000, now: threadCPUNanoseconds)

  /// The median time of one run of `operation` and of one run of `baseline`, in nanoseconds.
  func compare(
    _ operation: () -> Void, with baseline: () -> Void
  ) -> (operation: Double, baseline: Double) {
    let operationBatch = calibrate(operation)
    let baselineBatch = calibrate(baseline)
    var operationTimes: [Double] = []
    var baselineTimes: [Double] = []
    for _ in 0..<max(1, repetitions) {
      baselineTimes.append(Double(time(baselineBatch, baseline)) / Double(baselineBatch))
      operationTimes.append(Double(time(operationBatch, operation)) / Double(operationBatch))
    }
    return (
      BenchmarkStatistics.median(operationTimes) ?? 0,
      BenchmarkStatistics.median(baselineTimes) ?? 0
    )
  }

  /// The number of runs of `operation` a batch needs to take at least the minimum, found after
  /// a warm-up run (first-touch page faults, lazy globals, cold caches).
  func calibrate(_ operation: () -> Void) -> Int {
    operation()
    var batch = 1
    while true {
      let elapsed = time(batch, operation)
      guard elapsed < minimumBatchNanoseconds else { return batch }
      // Grow towards the size that would take the minimum: at least double, at most ×100.
      let wanted = Double(batch) * Double(minimumBatchNanoseconds) / Double(max(elapsed, 1))
      batch = Int(min(max(wanted * 1.1, Double(batch) * 2), Double(batch) * 100))
    }
  }

  private func time(_ count: Int, _ operation: () -> Void) -> UInt64 {
    let start = now()
    for _ in 0..<count { operation() }
    let end = now()
    return end >= start ? end - start : 0
  }

  /// The CPU time this thread has used, in nanoseconds: time the thread spends waiting while
  /// other processes run does not count, so a shared machine disturbs the figures less.
  @Sendable static func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }
}

/// Keeps a value alive as far as the optimizer can tell, so the work that made it is not
/// removed as dead code. The function is opaque to the optimizer (`@_optimize(none)`), so it
/// can neither be inlined nor proven to do nothing.
@_optimize(none)
func blackHole<T>(_ value: T) {}
