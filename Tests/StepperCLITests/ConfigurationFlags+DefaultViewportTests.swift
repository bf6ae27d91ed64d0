import Testing

@testable import StepperCLI

@Suite struct DefaultViewportTests {
  /// `stepper render --total 12`: twelve circular steps do not fit the default 272 points, so
  /// the row scrolls in a 375-point viewport (Specification#minimum-connector), said on stderr.
  @Test func aLongRowWithNoLengthScrollsInThePhonesWidth() {
    let run = Run("render", "--total", "12")
    #expect(run.status == 0)
    #expect(
      run.err
        == "stepper: 12 circular steps need 706 points, more than the default length of 272; "
        + "drawn scrolling in a 375-point viewport, as --viewport 375 draws it; --max-visible 5 "
        + "collapses it instead\n")
    #expect(run.out.hasPrefix("<svg"))
    #expect(run.out == Run("render", "--total", "12", "--viewport", "375").out)
    #expect(Run("render", "--total", "12", "--max-visible", "5").status == 0)
  }

  @Test func moreStepsThanARowDrawnWholeHoldsScrollToo() {
    let run = Run("render", "--total", "200000", "--format", "json")
    #expect(run.status == 0)
    #expect(run.err.hasPrefix("stepper: 200000 steps are more than the 100000 a row drawn whole"))
  }

  /// A length, viewport, collapse or --no-scroll given is taken at its word.
  @Test(arguments: [
    ["--length", "272"], ["--viewport", "40"], ["--max-visible", "3"], ["--no-scroll"],
  ])
  func aGivenLengthIsTakenAtItsWord(_ given: [String]) {
    let run = Run(["render", "--total", "12"] + given)
    #expect(run.status == 65)
    #expect(run.out.isEmpty)
  }

  /// A row that fits is drawn as ever, without a word on stderr.
  @Test func aRowThatFitsIsUntouched() {
    let run = Run("render", "--total", "5")
    #expect(run.status == 0)
    #expect(run.err.isEmpty)
    #expect(run.out.contains("viewBox=\"0 0 272 24\""))
  }

  /// Lint reports the app's configuration: a row too long for its length breaks the guideline,
  /// and the hint names the flags that draw it.
  @Test func lintStillReportsTheRowAndNamesTheFix() {
    let run = Run("lint", "--total", "12")
    #expect(run.status == 1)
    #expect(run.out.hasPrefix("warning: connectors-at-least-22: "))
    #expect(
      run.out.hasSuffix(
        "hint: to draw it, give --length 706, or without --length, scroll in --viewport 375 or "
          + "collapse to --max-visible 5\n"))
  }
}
