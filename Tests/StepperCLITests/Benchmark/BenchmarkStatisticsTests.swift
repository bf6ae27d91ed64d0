import Testing

@testable import StepperCLI

@Suite struct BenchmarkStatisticsTests {
  @Test(
    arguments: [
      ([5], 5), ([3, 1, 2], 2), ([4, 1, 3, 2], 2.5), ([9, 1, 1000, 2, 3], 3), ([7, 7], 7),
    ] as [([Double], Double)])
  func theMedianIsTheMiddleValueOrTheMeanOfTheMiddleTwo(values: [Double], median: Double) {
    #expect(BenchmarkStatistics.median(values) == median)
  }

  @Test func noValuesHaveNoMedian() {
    #expect(BenchmarkStatistics.median([]) == nil)
  }

  @Test func aRatioIsTheValueOverTheBaseline() {
    #expect(BenchmarkStatistics.ratio(6, to: 2) == 3)
    #expect(BenchmarkStatistics.ratio(1, to: 4) == 0.25)
  }

  @Test(arguments: [0.0, -1, .nan, .infinity])
  func aRatioToNothingIsNone(baseline: Double) {
    #expect(BenchmarkStatistics.ratio(1, to: baseline) == nil)
  }
}
