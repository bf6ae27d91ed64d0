import StepperArbitrary
import Testing

@Suite struct ArbitraryArgumentsTests {
  @Test func readsTheFlagNamesAHelpTextLists() {
    let help = """
      USAGE: stepper render [--style dash|bullet] [--total N] [--step-state STEP=STATE]...

      OPTIONS:
        --style dash|bullet|circular  The visual form.
        --all-steps                   Show the "All steps" control.
        --no-scroll                   Clip the row.
        --help                        Show this help.
      """
    #expect(
      ArbitraryArguments.flags(inHelp: help) == [
        "style", "total", "step-state", "all-steps", "no-scroll", "help",
      ])
  }

  @Test func commandLinesUseTheFlagsGivenAndStayShort() {
    var arbitrary = Arbitrary(SplitMix64(seed: 13))
    var seenFlag = false
    for _ in 0..<500 {
      let words = ArbitraryArguments.arguments(&arbitrary, flags: ["total"], maximumWords: 6)
      #expect(words.count <= 7)
      #expect(!words.contains { $0.hasPrefix("--style") || $0.hasPrefix("--length") })
      seenFlag = seenFlag || words.contains("--total")
    }
    #expect(seenFlag)
  }
}
