import Testing

@testable import StepperCLI

@Suite struct BenchmarkReportTests {
  private let pipeline = BenchmarkRow(
    workload: "10,000 steps", operation: "pipeline", elements: 19_999, bytes: nil,
    nanoseconds: 876_000, baseline: .frames, baselineNanoseconds: 8_040, limit: 3)
  private let svg = BenchmarkRow(
    workload: "3 steps", operation: "svg", elements: 5, bytes: 1_191, nanoseconds: 2_000,
    baseline: .string, baselineNanoseconds: 1_100, limit: 2)
  private let untargeted = BenchmarkRow(
    workload: "3 steps", operation: "pipeline", elements: 5, bytes: nil, nanoseconds: 8_450,
    baseline: .frames, baselineNanoseconds: 7.51, limit: nil)

  @Test func aLineAlignsItsColumnsUnderTheHeader() throws {
    let header = BenchmarkReport.tableHeader
    let line = BenchmarkReport.line(pipeline)
    #expect(
      header
        == "workload                    operation  elements       bytes     median   baseline"
        + "         time    ratio  target")
    #expect(
      line
        == "10,000 steps                pipeline     19,999           —     876 µs   frames"
        + "        8.04 µs   109.0×    ≤ 3×  FAIL")
    // Numbers end in the column where their titles end.
    let headerCharacters = Array(header)
    let lineCharacters = Array(line)
    for title in ["elements", "median", "time", "ratio", "target"] {
      let range = try #require(header.range(of: title))
      let end = header.distance(from: header.startIndex, to: range.upperBound)
      #expect(headerCharacters[end - 1] != " ")
      #expect(lineCharacters[end - 1] != " ", "\(title)")
      #expect(lineCharacters[end] == " ", "\(title)")
    }
  }

  @Test func aLineWithoutATargetHasNoVerdict() {
    let line = BenchmarkReport.line(untargeted)
    #expect(line.hasSuffix("1125.2×"))
    #expect(!line.contains("PASS") && !line.contains("FAIL"))
  }

  @Test func aRendererLineShowsItsBytesAndPasses() {
    let line = BenchmarkReport.line(svg)
    #expect(line.contains("     1,191 "))
    #expect(line.hasSuffix("1.82×    ≤ 2×  PASS"))
  }

  @Test func theSummaryCountsTargetsAndNamesEachMiss() {
    let memory = BenchmarkMemoryCheck(
      workload: "1,000,000 steps, scrolling", steps: 1_000_000, reference: "10 steps, scrolling",
      referenceSteps: 10, referencePeak: 20_000_000, peak: 20_000_000)
    let summary = BenchmarkReport.summary([pipeline, svg, untargeted], memory: [memory])
    #expect(
      summary == """
        Targets: 2 of 3 met.
          FAIL 10,000 steps, pipeline: 109.0× the frames baseline (target ≤ 3×)

        """)
  }

  @Test func theMemoryLineSaysWhatTheRowAdded() {
    let check = BenchmarkMemoryCheck(
      workload: "1,000,000 steps, scrolling", steps: 1_000_000, reference: "10 steps, scrolling",
      referenceSteps: 10, referencePeak: 21_626_880, peak: 21_626_880 + 8_192)
    #expect(
      BenchmarkReport.memory(check)
        == "Peak memory (maxrss): 20.6 MB after the 10-step row, 20.6 MB after the "
        + "1,000,000-step row: +8.0 KB (target: under one byte a step)  PASS")
  }

  @Test func theHeaderNamesTheBaselinesAndTheTiming() {
    let header = BenchmarkReport.header(
      style: "circular", timer: .quick, machine: "2 cores, AMD EPYC", build: "a release build")
    #expect(header.hasPrefix("StepperKit benchmark: circular rows, a release build, on 2 cores"))
    #expect(header.contains("median of 5 batches, each at least 1.00 ms"))
    #expect(header.contains("16 at a time"))
    #expect(header.hasSuffix(BenchmarkReport.tableHeader + "\n"))
  }
}
