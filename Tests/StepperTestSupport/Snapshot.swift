import Foundation
import Testing

/// Compares `text` with the golden file `Snapshots/<name>`, beside the test sources.
///
/// A mismatch records an issue with a line diff. A missing golden file, or any file when
/// `STEPPER_RECORD_SNAPSHOTS=1` is set, is written and also records an issue, so a baseline is
/// never recorded silently: run the tests again to see them pass.
public func expectSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  let file = folder.appendingPathComponent(name)
  let recording = ProcessInfo.processInfo.environment["STEPPER_RECORD_SNAPSHOTS"] == "1"
  guard !recording, let golden = try? String(contentsOf: file, encoding: .utf8) else {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
      Issue.record(
        "Recorded the snapshot \(name); check it in and run the tests again.",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("Cannot record the snapshot \(name): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  if golden != text {
    Issue.record(
      """
      \(name) differs from its golden file (- golden, + now); \
      run with STEPPER_RECORD_SNAPSHOTS=1 to record the new output:
      \(lineDiff(golden, text))
      """, sourceLocation: sourceLocation)
  }
}

/// A readable line diff: the lines only in `old` with `-`, only in `new` with `+`, in order.
public func lineDiff(_ old: String, _ new: String) -> String {
  let a = old.split(separator: "\n", omittingEmptySubsequences: false)
  let b = new.split(separator: "\n", omittingEmptySubsequences: false)
  // Longest common subsequence over lines; files here are small.
  var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
    }
  }
  var lines: [String] = []
  var (i, j) = (0, 0)
  while i < a.count || j < b.count {
    if i < a.count, j < b.count, a[i] == b[j] {
      (i, j) = (i + 1, j + 1)
    } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
      lines.append("+ \(b[j])")
      j += 1
    } else {
      lines.append("- \(a[i])")
      i += 1
    }
  }
  return lines.joined(separator: "\n")
}
