import StepperRendering
import Testing

@testable import StepperCLI

@Suite struct TerminalSettingsTests {
  @Test(arguments: [
    ([String: String](), nil as Int?, 80), (["COLUMNS": "120"], 100, 120), ([:], 100, 100),
    (["COLUMNS": "0"], 90, 90), (["COLUMNS": "wide"], nil, 80), (["COLUMNS": "-5"], nil, 80),
  ])
  func columnsComeFromCOLUMNSThenTheTerminal(
    _ environment: [String: String], _ reported: Int?, _ expected: Int
  ) {
    let settings = TerminalSettings.resolve(
      environment: environment, isTerminal: true, reportedColumns: reported)
    #expect(settings.columns == expected)
  }

  @Test func colorFollowsTheTerminalAndNO_COLOR() {
    let truecolor = ["COLORTERM": "truecolor"]
    #expect(
      TerminalSettings.resolve(environment: truecolor, isTerminal: true, reportedColumns: nil)
        .colorMode == .trueColor)
    #expect(
      TerminalSettings.resolve(environment: truecolor, isTerminal: false, reportedColumns: nil)
        .colorMode == .none)
    #expect(
      TerminalSettings.resolve(
        environment: truecolor.merging(["NO_COLOR": "1"]) { $1 }, isTerminal: true,
        reportedColumns: nil
      ).colorMode == .none)
  }
}
