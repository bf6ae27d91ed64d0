import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@testable import StepperCLI

/// `stepper render --list`: the "All steps" list in HTML, terminal text or JSON.
@Suite struct RenderCommandListTests {
  private let checkout = [
    "render", "--list", "--total", "4", "--current", "2.1", "--substeps", "2=2", "--step-names",
    "Cart,Address,Payment,Review", "--step-description", "1=3 items", "--tappable", "--viewport",
    "320",
  ]

  @Test func ansiListsEveryStepInTheTerminalsWidthAndColors() {
    let plain = Run(checkout + ["--format", "ansi"], environment: ["COLUMNS": "30"])
    #expect(plain.status == 0, "\(plain.err)")
    #expect(plain.out.hasPrefix("All steps\n  ● 1    Cart · completed\n"))
    #expect(plain.out.contains("›   ◉ 2.1  Step 2.1 of 4\n"))
    #expect(!plain.out.contains("\u{1B}"))
    #expect(plain.out.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 30 })
    let colored = Run(
      checkout + ["--format", "ansi"], environment: ["COLORTERM": "truecolor", "TERM": "xterm"],
      isTerminal: true)
    #expect(colored.status == 0)
    #expect(colored.out.contains("\u{1B}[0;38;2;"))
    let noColor = Run(
      checkout + ["--format", "ansi"],
      environment: ["COLORTERM": "truecolor", "TERM": "xterm", "NO_COLOR": "1"], isTerminal: true)
    #expect(!noColor.out.contains("\u{1B}"))
  }

  @Test(.requires(.xmllint)) func htmlIsTheDialog() throws {
    let run = Run(checkout + ["--format", "html", "--locale", "de"])
    #expect(run.status == 0, "\(run.err)")
    #expect(try xmllintProblems(run.out) == nil)
    #expect(run.out.hasPrefix("<dialog class=\"eb-steps-list\" dir=\"ltr\" lang=\"de\""))
    #expect(try xpathCount("//li[@aria-current=\"step\"][@data-step=\"2.1\"]", in: run.out) == 1)
    #expect(run.out.contains(">Alle Schritte</h2>"))
    // Without --theme the dialog follows the reader's appearance.
    #expect(try xpathCount("/dialog[@data-theme]", in: run.out) == 0)
    let themed = Run(checkout + ["--format", "html", "--theme", "dark"])
    #expect(try xpathCount("/dialog[@data-theme=\"dark\"]", in: themed.out) == 1)
  }

  @Test func jsonIsTheRows() throws {
    let run = Run(checkout + ["--format", "json"])
    #expect(run.status == 0, "\(run.err)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    let rows = try #require(root["list"] as? [[String: Any]])
    #expect(rows.map { $0["step"] as? String } == ["1", "2", "2.1", "2.2", "3", "4"])
    #expect(rows.map { $0["isSelectable"] as? Bool } == [true, true, true, false, false, false])
  }

  @Test func svgAndPageHaveNoListAndSaySo() {
    for format in ["svg", "page"] {
      let run = Run(checkout + ["--format", format])
      #expect(run.status == 64)
      #expect(
        run.err.contains(
          "--list applies to --format html, ansi or json; '\(format)' draws the stepper only"))
      #expect(run.out.isEmpty)
    }
  }

  @Test func badInputIsStillAConfigurationError() {
    let run = Run(["render", "--list", "--format", "ansi", "--total", "3", "--current", "5"])
    #expect(run.status == 65)
    #expect(!run.err.isEmpty)
  }
}
