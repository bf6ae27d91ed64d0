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
    (["--labels", "A,B,C,D", "--title"], "header-or-names"),
    (["--labels", "1,2,2.1 Scan ID,3"], "substeps-not-counted"),
    (
      ["--labels", "Cart,Upload a photo of your identity document on both sides"],
      "names-at-most-two-lines"
    ),
    (["--total", "10", "--viewport", "375", "--no-scroll"], "no-partial-step-without-scrolling"),
    (
      ["--style", "dash", "--total", "5", "--labels", "Cart,Address,Payment,Review,Done"],
      "names-show-first-word"
    ),
    (
      ["--style", "bullet", "--total", "30", "--viewport", "24", "--title"],
      "header-shows-a-word"
    ),
  ])
  func aBrokenRuleExits1AndNamesIt(arguments: [String], rule: String) {
    let run = Run(["lint"] + arguments)
    #expect(run.status == 1)
    #expect(run.out.hasPrefix("warning: \(rule): "))
  }

  @Test func anInvalidConfigurationThatIsNoGuidelineIsStillAnError() {
    let run = Run("lint", "--current", "9")
    #expect(run.status == 65)
    #expect(run.err == "stepper: current must be between 1 and 4 (the total); got 9\n")
  }
}
