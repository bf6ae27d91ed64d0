import Testing

@testable import StepperCLI

@Suite struct FlagParserTests {
  /// `--help` as the value of a flag is that flag's value, refused as the flag refuses any
  /// wrong value; it does not print help.
  @Test(arguments: [
    (
      ["render", "--style", "--help"],
      "stepper: --style accepts dash, bullet or circular; got '--help'\n"
    ),
    (["render", "--total", "--help"], "stepper: --total accepts a whole number; got '--help'\n"),
    (
      ["tokens", "--format", "--help"],
      "stepper: --format accepts dtcg, css or swift; got '--help'\n"
    ),
    (["--style", "--help"], "stepper: --style accepts dash, bullet or circular; got '--help'\n"),
  ])
  func helpAsAFlagValueIsAValue(arguments: [String], message: String) {
    let run = Run(arguments)
    #expect(run.status == 64)
    #expect(run.err == message)
    #expect(run.out.isEmpty)
  }

  /// Where a flag would stand, `--help` prints help, even after words that do not parse.
  @Test(arguments: [
    ["render", "--help"], ["render", "--style", "dash", "--help"], ["render", "--force", "--help"],
    ["render", "--bogus", "--help"], ["render", "--style=--help", "--help"],
  ])
  func helpWhereAFlagStandsPrintsHelp(arguments: [String]) {
    let run = Run(arguments)
    #expect(run.status == 0, "\(run.err)")
    #expect(run.out.hasPrefix("USAGE: stepper render"))
  }

  @Test func asksForHelpSkipsTheValuesOfFlagsThatTakeOne() {
    let specs = [FlagSpec("style", value: "STYLE", help: ""), FlagSpec("force", help: "")]
    #expect(!ParsedFlags.asksForHelp(["--style", "--help"], specs: specs))
    #expect(ParsedFlags.asksForHelp(["--force", "--help"], specs: specs))
    #expect(ParsedFlags.asksForHelp(["--style", "dash", "--help"], specs: specs))
  }
}
