/// Times an operation the way a careful benchmark does: one warm-up run, a batch size
/// calibrated until a batch takes long enough for the clock not to matter, then the median
/// time per operation over several batches.
struct BenchmarkTimer: Sendable {
  /// How many timed batches the median is taken over.
  let repetitions: Int
  /// The shortest a timed batch may be, in nanoseconds.
  let minimumBatchNanoseconds: UInt64
  /// Reads a monotonic clock, in nanoseconds.
  let now: @Sendable () -> UInt64

  /// The full run: the median of 15 batches of at least 20 ms each.
  static let full = BenchmarkTimer(
    repetitions: 15, minimumBatchNanoseconds: 20_000_000, now: monotonicNanoseconds)
  /// The short run: the median of 5 batches of at least 2 ms each.
  static let quick = BenchmarkTimer(
    repetitions: 5, minimumBatchNanoseconds: 2_000_000, now: monotonicNanoseconds)

  /// The median time of one run of `operation`, in nanoseconds, with the batch size used.
  func measure(_ operation: () -> Void) -> (nanoseconds: Double, batch: Int) {
    operation()  // Warm-up: first-touch page faults, lazy globals, caches.
    var batch = 1
    while true {
      let elapsed = time(batch, operation)
      guard elapsed < minimumBatchNanoseconds else { break }
      // Grow towards the size that would take the minimum, at least doubling, at most ×100.
      let wanted = Double(batch) * Double(minimumBatchNanoseconds) / Double(max(elapsed, 1))
      batch = Int(min(max(wanted * 1.1, Double(batch) * 2), Double(batch) * 100))
    }
    var times: [Double] = []
    for _ in 0..<max(1, repetitions) {
      times.append(Double(time(batch, operation)) / Double(batch))
    }
    return (BenchmarkStatistics.median(times) ?? 0, batch)
  }

  private func time(_ count: Int, _ operation: () -> Void) -> UInt64 {
    let start = now()
    for _ in 0..<count { operation() }
    let end = now()
    return end >= start ? end - start : 0
  }

  private static let origin = ContinuousClock.now

  /// Nanoseconds since the first reading, from the monotonic clock.
  @Sendable static func monotonicNanoseconds() -> UInt64 {
    let (seconds, attoseconds) = origin.duration(to: .now).components
    return UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds) / 1_000_000_000)
  }
}

/// Keeps a value alive as far as the optimizer can tell, so the work that made it is not
/// removed as dead code. The function is opaque to the optimizer (`@_optimize(none)`), so it
/// can neither be inlined nor proven to do nothing.
@_optimize(none)
func blackHole<T>(_ value: T) {}
