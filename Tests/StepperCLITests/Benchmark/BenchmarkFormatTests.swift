import Testing

@testable import StepperCLI

@Suite struct BenchmarkFormatTests {
  @Test(arguments: [
    (0.0, "0.00 ns"), (6.084, "6.08 ns"), (812, "812 ns"), (999.4, "999 ns"), (999.6, "1.00 µs"),
    (1_234, "1.23 µs"), (45_600_000, "45.6 ms"), (2e9, "2.00 s"), (.nan, "—"), (-1, "—"),
  ])
  func durationsHaveThreeSignificantDigitsAndAUnit(nanoseconds: Double, text: String) {
    #expect(BenchmarkFormat.duration(nanoseconds) == text)
  }

  @Test(arguments: [
    (0, "0"), (999, "999"), (1_000, "1,000"), (19_999, "19,999"), (1_000_000, "1,000,000"),
    (-12_345, "-12,345"),
  ])
  func countsHaveThousandsSeparators(value: Int, text: String) {
    #expect(BenchmarkFormat.count(value) == text)
  }

  @Test(arguments: [
    (0.874, "0.87×"), (2.1, "2.10×"), (9.994, "9.99×"), (12.34, "12.3×"), (1434.6, "1434.6×"),
  ])
  func ratiosHaveTwoDecimalsBelowTenAndOneAbove(value: Double, text: String) {
    #expect(BenchmarkFormat.ratio(value) == text)
  }

  @Test func aMissingRatioIsADash() {
    #expect(BenchmarkFormat.ratio(nil) == "—")
    #expect(BenchmarkFormat.ratio(.infinity) == "—")
  }

  @Test(arguments: [
    (0, "0 B"), (812, "812 B"), (4_096, "4.0 KB"), (21_626_880, "20.6 MB"),
    (3 * 1_073_741_824, "3.0 GB"),
  ])
  func sizesUseBinaryUnits(bytes: Int, text: String) {
    #expect(BenchmarkFormat.bytes(bytes) == text)
  }

  @Test(arguments: [(3.0, "3"), (2, "2"), (1.5, "1.50")])
  func limitsAreWrittenBriefly(value: Double, text: String) {
    #expect(BenchmarkFormat.limit(value) == text)
  }

  @Test func fixedRoundsHalfAwayFromZeroAndKeepsItsDecimals() {
    #expect(BenchmarkFormat.fixed(2.5, decimals: 0) == "3")
    #expect(BenchmarkFormat.fixed(-1.25, decimals: 1) == "-1.3")
    #expect(BenchmarkFormat.fixed(1.05, decimals: 3) == "1.050")
    #expect(BenchmarkFormat.fixed(-0.0001, decimals: 2) == "0.00")
  }

  @Test func padAlignsLeftOrRight() {
    #expect(BenchmarkFormat.pad("ab", 4) == "ab  ")
    #expect(BenchmarkFormat.pad("ab", 4, leading: true) == "  ab")
    #expect(BenchmarkFormat.pad("abcdef", 4) == "abcdef")
  }
}
