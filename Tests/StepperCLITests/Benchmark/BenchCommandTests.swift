import Testing

@testable import StepperCLI

@Suite struct BenchCommandTests {
  /// The whole short run, in a debug build: every line, the memory check and the summary.
  @Test func aQuickRunTimesEveryWorkloadAndOperation() throws {
    let run = Run("bench", "--quick", "--style", "bullet")
    #expect(run.status == 0, "\(run.err)")
    #expect(run.err.isEmpty)
    // The table runs from its header to the first blank line.
    let lines = run.out.split(separator: "\n", omittingEmptySubsequences: false)
    let header = try #require(lines.firstIndex { $0.hasPrefix("workload ") })
    let table = lines[(header + 1)...].prefix { !$0.isEmpty }
    let workloads = try BenchmarkWorkload.standard(.bullet).count
    // Then the start-up line, which times a whole `stepper` process (the test runner is not
    // one), and the animation line: frames per scene build.
    #expect(table.count == workloads * (1 + BenchmarkSuite.renderers.count) + 2)
    #expect(
      table.dropLast().last
        == "process start-up: not measured: this process is not the stepper executable")
    #expect(table.last?.hasPrefix("animation: 61 frames from step 1 to 4, 4 scene builds") == true)
    for renderer in BenchmarkSuite.renderers {
      #expect(table.filter { $0.contains(" \(renderer.name) ") }.count == workloads)
    }
    #expect(run.out.contains("StepperKit benchmark: bullet rows"))
    #expect(run.out.contains("Peak memory (maxrss): "))
    #expect(run.out.contains("Targets: "))
  }

  @Test func strictExitsOneOnlyWhenATargetIsMissed() {
    let met = BenchmarkRow(
      workload: "w", operation: "svg", elements: 1, bytes: 1, nanoseconds: 1, baseline: .string,
      baselineNanoseconds: 1, limit: 2)
    let missed = BenchmarkRow(
      workload: "w", operation: "svg", elements: 1, bytes: 1, nanoseconds: 3, baseline: .string,
      baselineNanoseconds: 1, limit: 2)
    #expect(!BenchmarkSuite.Result(rows: [met]).missesATarget)
    #expect(BenchmarkSuite.Result(rows: [met, missed]).missesATarget)
  }

  @Test func helpListsTheFlags() {
    let run = Run("bench", "--help")
    #expect(run.status == 0)
    for flag in ["--quick", "--strict", "--style"] { #expect(run.out.contains(flag)) }
  }

  @Test func aBadStyleIsAUsageError() {
    let run = Run("bench", "--style", "round")
    #expect(run.status == 64)
    #expect(run.err == "stepper: --style accepts dash, bullet or circular; got 'round'\n")
  }
}
