// targets: ios macos catalyst ios18
// stage: sil
// expect: sending 'log' risks causing data races
// A value that is not `Sendable` handed to the main actor and then used again here: Swift 6's
// region-based isolation (a mandatory SIL pass) refuses it; the type checker does not see it.

final class StepLog {
  var lines: [String] = []
}

@MainActor func show(_ log: StepLog) {
  print(log.lines.count)
}

func record() async {
  let log = StepLog()
  await show(log)
  log.lines.append("step 2")
}
