/// The benchmark's text: a header, one line per measurement as it is taken, then the memory
/// check and the targets.
enum BenchmarkReport {
  /// The table's columns: title, width, and whether the text is right-aligned.
  private static let columns: [(title: String, width: Int, isNumber: Bool)] = [
    ("workload", 27, false), ("operation", 9, false), ("elements", 9, true), ("bytes", 11, true),
    ("median", 10, true), ("  baseline", 13, false), ("time", 9, true), ("ratio", 8, true),
    ("target", 7, true), ("", 5, true),
  ]

  /// The lines above the table: what runs, on what, how it is timed, and the baselines.
  static func header(
    style: String, timer: BenchmarkTimer, machine: String, build: String
  ) -> String {
    let batch = BenchmarkFormat.duration(Double(timer.minimumBatchNanoseconds))
    let piece = BenchmarkBaselines.piece.utf8.count
    return """
      StepperKit benchmark: \(style) rows, \(build), on \(machine).
      Each time is the median of \(timer.repetitions) batches, each at least \(batch) of this \
      thread's CPU time after a warm-up, taken in turn with the batches of its baseline:
        frames       a loop writing as many frames (4 doubles) as the scene has elements into a \
      preallocated buffer
        string       a loop appending as many bytes as the renderer wrote, \(piece) at a time, \
      to a string with room reserved
        N-step row   the pipeline of the shorter scrolling row
        plain Swift  (start-up) a plain Swift program printing one line, compiled with \
      swiftc -O, started in turn with a whole `stepper render`; each the median CPU time (user \
      and system) of its processes

      \(tableHeader)

      """
  }

  /// The column titles.
  static var tableHeader: String {
    cells(columns.map(\.title)).trimmingTrailingSpaces
  }

  /// One measurement.
  static func line(_ row: BenchmarkRow) -> String {
    let target = row.limit.map { "≤ \(BenchmarkFormat.limit($0))×" } ?? ""
    let verdict = row.meetsTarget.map { $0 ? "PASS" : "FAIL" } ?? ""
    return cells([
      row.workload, row.operation, row.elements.map(BenchmarkFormat.count) ?? "—",
      row.bytes.map(BenchmarkFormat.count) ?? "—", BenchmarkFormat.duration(row.nanoseconds),
      "  " + row.baseline.label, BenchmarkFormat.duration(row.baselineNanoseconds),
      BenchmarkFormat.ratio(row.ratio), target, verdict,
    ]).trimmingTrailingSpaces
  }

  /// The memory check, on one line.
  static func memory(_ check: BenchmarkMemoryCheck) -> String {
    let steps = BenchmarkFormat.count(check.steps)
    let referenceSteps = BenchmarkFormat.count(check.referenceSteps)
    return "Peak memory (maxrss): \(BenchmarkFormat.bytes(check.referencePeak)) after the "
      + "\(referenceSteps)-step row, \(BenchmarkFormat.bytes(check.peak)) after the "
      + "\(steps)-step row: +\(BenchmarkFormat.bytes(check.growth)) "
      + "(target: under one byte a step)  \(check.meetsTarget ? "PASS" : "FAIL")"
  }

  /// The closing lines: how many targets were met, and each one missed.
  static func summary(_ rows: [BenchmarkRow], memory: [BenchmarkMemoryCheck]) -> String {
    let checked = rows.filter { $0.limit != nil }
    let missed = checked.filter { $0.meetsTarget == false }
    let missedMemory = memory.filter { !$0.meetsTarget }
    let total = checked.count + memory.count
    let met = total - missed.count - missedMemory.count
    var text = "Targets: \(met) of \(total) met.\n"
    for row in missed {
      let limit = BenchmarkFormat.limit(row.limit ?? 0)
      text += "  FAIL \(row.workload), \(row.operation): \(BenchmarkFormat.ratio(row.ratio)) "
      text += "the \(row.baseline.label) baseline (target ≤ \(limit)×)\n"
    }
    for check in missedMemory {
      text += "  FAIL \(check.workload): the peak grew by \(BenchmarkFormat.bytes(check.growth))\n"
    }
    return text
  }

  private static func cells(_ texts: [String]) -> String {
    zip(texts, columns).map { text, column in
      BenchmarkFormat.pad(text, column.width, leading: column.isNumber)
    }.joined(separator: " ")
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
  }
}
