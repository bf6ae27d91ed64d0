import StepperKit
import Testing

@testable import StepperCLI

@Suite struct BenchmarkWorkloadTests {
  @Test(arguments: StepperStyle.allCases)
  func theStandardRunHasTheCountsTheTargetsNeed(style: StepperStyle) throws {
    let workloads = try BenchmarkWorkload.standard(style)
    #expect(
      workloads.map(\.name) == [
        "10 steps, scrolling", "1,000,000 steps, scrolling", "3 steps", "5 steps", "10 steps",
        "100 steps", "10,000 steps",
      ])
    #expect(workloads.map(\.steps) == [10, 1_000_000, 3, 5, 10, 100, 10_000])
    #expect(
      workloads.map(\.pipelineTarget) == [
        nil, BenchmarkTarget(baseline: .pipeline(of: "10 steps, scrolling", steps: 10), limit: 2),
        nil, nil, nil, nil, BenchmarkTarget(baseline: .frames, limit: 3),
      ])
  }

  @Test(arguments: StepperStyle.allCases, BenchmarkWorkload.wholeRowTotals)
  func aWholeRowPutsEveryStepInTheScene(style: StepperStyle, total: Int) throws {
    let workload = try BenchmarkWorkload.wholeRow(style, total: total)
    let scene = StepperScene(workload.configuration)
    let steps = scene.elements.filter { $0.role != .connector }.count
    #expect(steps == total)
    #expect(scene.viewport == nil)
    #expect(try workload.make() == workload.configuration)
  }

  @Test(arguments: StepperStyle.allCases)
  func aScrollingRowHoldsOnlyTheStepsOnScreenWhateverItsTotal(style: StepperStyle) throws {
    let thousand = StepperScene(
      try BenchmarkWorkload.scrollingRow(style, total: 1_000).configuration)
    let million = StepperScene(
      try BenchmarkWorkload.scrollingRow(style, total: 1_000_000).configuration)
    #expect(million.viewport?.length == 375)
    #expect(million.elements.count == thousand.elements.count)
    // No more than fit 375 points at the style's shortest pitch (dash: 8), and the next.
    #expect(million.elements.count <= 2 * (375 / 8 + 2))
  }
}
