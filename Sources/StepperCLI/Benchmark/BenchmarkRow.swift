/// One line of the benchmark: an operation's median time beside its baseline's.
struct BenchmarkRow: Sendable, Hashable {
  /// The workload's name.
  let workload: String
  /// `pipeline`, or the renderer's name.
  let operation: String
  /// The number of elements in the scene; `nil` for a whole process.
  let elements: Int?
  /// The number of bytes a renderer wrote; `nil` for the pipeline.
  let bytes: Int?
  /// The median time of one operation, in nanoseconds.
  let nanoseconds: Double
  /// What the time is divided by.
  let baseline: BenchmarkBaseline
  /// The baseline's median time, in nanoseconds.
  let baselineNanoseconds: Double
  /// The largest ratio that meets the line's target, or `nil` for a line without one.
  let limit: Double?

  /// The time as a multiple of the baseline's.
  var ratio: Double? { BenchmarkStatistics.ratio(nanoseconds, to: baselineNanoseconds) }

  /// Whether the line meets its target; `nil` for a line without one. A ratio that cannot be
  /// computed does not meet a target.
  var meetsTarget: Bool? {
    guard let limit else { return nil }
    guard let ratio else { return false }
    return ratio <= limit
  }
}

/// Whether a workload allocates memory per step: the peak resident memory after it, beside the
/// peak after a shorter workload that ran just before.
struct BenchmarkMemoryCheck: Sendable, Hashable {
  /// The workload checked.
  let workload: String
  /// Its step count.
  let steps: Int
  /// The shorter workload it is compared with.
  let reference: String
  /// That workload's step count.
  let referenceSteps: Int
  /// The peak resident memory after the reference ran, in bytes.
  let referencePeak: Int
  /// The peak resident memory after the workload ran, in bytes.
  let peak: Int

  /// How much the workload raised the peak, in bytes.
  var growth: Int { max(0, peak - referencePeak) }

  /// Whether the workload stayed under one byte for each step it added: any per-step storage
  /// (a flag, an index, a frame) would cost more.
  var meetsTarget: Bool { growth < max(1, steps - referenceSteps) }
}
