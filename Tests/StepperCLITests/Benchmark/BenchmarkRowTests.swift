import Testing

@testable import StepperCLI

@Suite struct BenchmarkRowTests {
  private func row(_ nanoseconds: Double, baseline: Double, limit: Double?) -> BenchmarkRow {
    BenchmarkRow(
      workload: "w", operation: "svg", elements: 1, bytes: 1, nanoseconds: nanoseconds,
      baseline: .string, baselineNanoseconds: baseline, limit: limit)
  }

  @Test func aLineMeetsItsTargetUpToTheLimitItself() {
    #expect(row(200, baseline: 100, limit: 2).meetsTarget == true)
    #expect(row(201, baseline: 100, limit: 2).meetsTarget == false)
    #expect(row(201, baseline: 100, limit: 2).ratio == 2.01)
  }

  @Test func aLineWithoutALimitHasNoVerdict() {
    #expect(row(500, baseline: 1, limit: nil).meetsTarget == nil)
  }

  @Test func aRatioThatCannotBeComputedMissesTheTarget() {
    #expect(row(5, baseline: 0, limit: 2).meetsTarget == false)
  }

  @Test func memoryGrowthUnderOneByteAStepMeetsTheTarget() {
    func check(growth: Int) -> BenchmarkMemoryCheck {
      BenchmarkMemoryCheck(
        workload: "big", steps: 1_000_010, reference: "small", referenceSteps: 10,
        referencePeak: 1_000, peak: 1_000 + growth)
    }
    #expect(check(growth: 0).meetsTarget)
    #expect(check(growth: 999_999).meetsTarget)
    #expect(!check(growth: 1_000_000).meetsTarget)
    #expect(check(growth: -4_096).growth == 0)
  }

  @Test func baselinesHaveShortLabels() {
    #expect(BenchmarkBaseline.frames.label == "frames")
    #expect(BenchmarkBaseline.string.label == "string")
    #expect(BenchmarkBaseline.pipeline(of: "10 steps, scrolling", steps: 10).label == "10-step row")
  }
}
