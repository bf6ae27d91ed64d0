import Foundation
import StepperKit
import Testing

@testable import StepperCLI

/// The flags' earlier names (docs/Options.md) still parse, to the very option their new flag
/// gives, but are hidden: help, did-you-mean suggestions and messages name only the new flag.
@Suite struct ConfigurationFlagsAliasesTests {
  /// Every earlier name, with its flag and a value each takes.
  static let aliases: [(alias: String, flag: String, value: String?)] = [
    ("state", "step-state", "2=error"),
    ("name", "step-name", "2=Cart"),
    ("labels", "step-names", "Cart,Address,Payment"),
    ("description", "step-description", "2=3 documents"),
    ("icon", "step-icon", "2=truck"),
    ("optional", "optional-step", "2"),
    ("title", "header", nil),
    ("estimated-total", "total-estimated", nil),
    ("offset", "scroll-offset", "-40"),
  ]

  /// The options a command line gives, before the configuration checks them.
  private func options(_ arguments: [String]) throws -> StepperConfiguration.Options {
    let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
    return try ConfigurationFlags.options(from: flags)
  }

  private func words(_ name: String, _ value: String?) -> [String] {
    ["--" + name] + (value.map { [$0] } ?? [])
  }

  @Test func everyAliasIsDeclaredOnItsFlagAndNoOther() {
    let declared = ConfigurationFlags.specs.flatMap { spec in spec.aliases.map { ($0, spec.name) } }
    #expect(declared.count == Self.aliases.count)
    for (alias, flag, _) in Self.aliases {
      #expect(declared.filter { $0.0 == alias }.map(\.1) == [flag], "--\(alias)")
    }
  }

  @Test(arguments: aliases.map(\.alias))
  func anAliasGivesWhatItsFlagGives(alias: String) throws {
    let (_, flag, value) = try #require(Self.aliases.first { $0.alias == alias })
    let base = ["--total", "4", "--viewport", "200"]
    let byFlag = try options(base + words(flag, value))
    #expect(byFlag != (try options(base)), "--\(flag) changes nothing")
    #expect(try options(base + words(alias, value)) == byFlag)
    // The `--name=value` form too.
    if let value {
      #expect(try options(base + ["--\(alias)=\(value)"]) == byFlag)
    }
  }

  @Test func aliasesAreReadAsTheirFlagWhenBothAreGiven() throws {
    let both = try options(["--labels", "A,B,C", "--step-name", "2=Bee", "--name", "3=Sea"])
    #expect(both.stepNames == [1: "A", 2: "Bee", 3: "Sea"])
    let run = Run(["render", "--labels", "A,B", "--step-names", "C,D"])
    #expect(run.status == 64)
    #expect(run.err == "stepper: --step-names is given more than once; it takes one value\n")
  }

  @Test func messagesNameTheNewFlag() {
    let state = Run(["render", "--state", "2=bogus"])
    #expect(state.status == 64)
    #expect(state.err.hasPrefix("stepper: --step-state accepts a state of "), "\(state.err)")
    let optional = Run(["render", "--optional", "two"])
    #expect(optional.err.hasPrefix("stepper: --optional-step accepts a step number"))
    let title = Run(["render", "--title=yes"])
    #expect(title.err == "stepper: --header takes no value\n")
  }

  @Test(arguments: ["render", "lint"])
  func helpShowsNoAlias(command: String) throws {
    let run = Run([command, "--help"])
    #expect(run.status == 0)
    for (alias, flag, _) in Self.aliases {
      #expect(run.out.range(of: "--\(flag)") != nil, "--\(flag) is missing from help")
      let pattern = "(?<![\\w-])--\(alias)(?![\\w-])"
      #expect(
        run.out.range(of: pattern, options: .regularExpression) == nil,
        "help shows the alias --\(alias)")
    }
  }

  @Test func suggestionsNameOnlyFlags() {
    let run = Run(["render", "--titl"])
    #expect(run.status == 64)
    #expect(!run.err.contains("--title"), "\(run.err)")
    let labels = Run(["render", "--label", "A,B"])
    #expect(!labels.err.contains("--labels"), "\(labels.err)")
  }

  /// A near miss of an earlier name, a script's typo, is pointed at the flag that name now reads
  /// as, never at the earlier name.
  @Test(arguments: aliases.map(\.alias))
  func aNearMissOfAnAliasSuggestsItsFlag(alias: String) {
    let flag = Self.aliases.first { $0.alias == alias }?.flag ?? ""
    let missed = alias.dropLast()
    let run = Run(["render", "--\(missed)", "2"])
    #expect(run.status == 64)
    #expect(
      run.err == "stepper: unknown flag --\(missed); did you mean --\(flag)? (see --help)\n")
  }

  @Test func aNameStillWinsATieWithAnAlias() {
    #expect(
      Run(["render", "--totl"]).err
        == "stepper: unknown flag --totl; did you mean --total? (see --help)\n")
    #expect(
      Run(["render", "-titel"]).err
        == "stepper: unexpected argument '-titel'; flags start with --; did you mean --header? "
        + "(see --help)\n")
  }

  @Test func increaseContrastIsContrastHigh() throws {
    let high = try options(["--contrast", "high"])
    #expect(high.increaseContrast)
    #expect(try options(["--increase-contrast"]) == high)
    #expect(!(try options(["--contrast", "standard"])).increaseContrast)
  }

  @Test func tappableStepNamesTheTappableSteps() throws {
    #expect(try options(["--tappable"]).tappableSteps == nil)
    let given = try options(["--tappable", "--tappable-step", "4", "--tappable-step", "2.1"])
    #expect(given.tappableSteps == [4, StepperStepID(2, substep: 1)])
    let run = Run(["render", "--tappable-step", "two"])
    #expect(run.status == 64)
    #expect(
      run.err
        == "stepper: --tappable-step accepts a step number or a sub-step such as 2.1; got 'two'\n")
  }
}
