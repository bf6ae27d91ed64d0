import StepperCLI
import Testing

@Suite struct LintCommandTests {
  @Test func aStepperWithinTheGuidelinesPasses() {
    let run = Run("lint")
    #expect(run.status == 0)
    #expect(run.out == "No guideline warnings.\n")
  }

  @Test(arguments: [
    (["--style", "dash", "--total", "12"], "at-most-ten-dashes"),
    (["--total", "1", "--current", "1"], "at-least-two-steps"),
    (["--total", "6"], "connectors-at-least-22"),
    (["--step-names", "A,B,C", "--header"], "header-or-names"),
    (["--total", "4", "--step-names", "1,2,2.1 Scan ID,3"], "substeps-not-counted"),
    (
      [
        "--total", "3", "--step-names",
        "Cart,Upload a photo of your identity document on both sides",
      ],
      "names-at-most-two-lines"
    ),
    (["--total", "10", "--viewport", "375", "--no-scroll"], "no-partial-step-without-scrolling"),
    (["--style", "bullet", "--step-icon", "2=truck"], "icons-need-circular-markers"),
    (["--total", "2", "--current", "1"], "circular-at-least-three-steps"),
    (["--total", "6", "--length", "400"], "circular-at-most-five-steps"),
    (["--total", "8", "--viewport", "600", "--no-scroll"], "circular-at-most-five-steps"),
    (
      ["--style", "dash", "--total", "5", "--step-names", "Cart,Address,Payment,Review,Done"],
      "names-show-first-word"
    ),
    (
      ["--style", "bullet", "--total", "30", "--viewport", "24", "--header"],
      "header-shows-a-word"
    ),
    (
      ["--style", "dash", "--total", "5", "--step-description", "2=Identification"],
      "descriptions-show-first-word"
    ),
    (
      ["--style", "dash", "--total", "4", "--current", "4", "--from", "5/6"],
      "change-keeps-current-step"
    ),
    (["--status", "success", "--step-progress", "0.5"], "step-progress-while-under-way"),
    (["--current", "2", "--status", "error", "--loading"], "loading-while-under-way"),
  ])
  func aBrokenRuleExits1AndNamesIt(arguments: [String], rule: String) {
    let run = Run(["lint"] + arguments)
    #expect(run.status == 1)
    #expect(run.out.hasPrefix("warning: \(rule): "))
  }

  @Test func anInvalidConfigurationThatIsNoGuidelineIsStillAnError() {
    let run = Run("lint", "--current", "9")
    #expect(run.status == 65)
    #expect(run.err == "stepper: --current must be between 1 and 3 (the total); got 9\n")
  }

  @Test func aScrollingRowOfManyCircularStepsPasses() {
    let run = Run("lint", "--total", "20", "--viewport", "375")
    #expect(run.status == 0)
    #expect(run.out == "No guideline warnings.\n")
  }

  /// A name that would clear the screen and forge a second warning is quoted cleaned, its line
  /// break written as `\n`: one warning, one line.
  @Test func aNameCannotForgeAWarningOrClearTheScreen() {
    let name = "2.1\n\u{1B}[2J\u{1B}[Hwarning: forged\u{1B}]0;title\u{7}\u{9B}31m"
    let run = Run("lint", "--total", "4", "--step-names", "Cart,\(name),Pay,Done")
    #expect(run.status == 1)
    let lines = run.out.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix("warning: ") })
    #expect(!lines.contains { $0.hasPrefix("warning: forged") })
    #expect(!run.out.contains("\u{1B}") && !run.out.contains("\u{9B}"))
    #expect(!run.out.contains("title"))
    #expect(run.out.contains("named \"2.1\\nwarning: forged\""))
  }
}
