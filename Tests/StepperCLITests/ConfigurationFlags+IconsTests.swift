import Foundation
import StepperKit
import StepperTestSupport
import Testing

@testable import StepperCLI

/// `--step-icon STEP=NAME`: built-in icons by name on every command that takes the configuration
/// flags, a typed error listing the names for a wrong one.
@Suite struct ConfigurationFlagsIconsTests {
  @Test func renderShowsTheIconsInJSON() throws {
    let run = Run([
      "render", "--format", "json", "--total", "4", "--step-icon", "3=card", "--step-icon",
      "4=truck",
    ])
    #expect(run.status == 0, "\(run.err)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    let marks = (root["elements"] as? [[String: Any]] ?? []).filter {
      $0["role"] as? String == "marker"
    }
    #expect(marks.map { $0["icon"] as? String } == [nil, nil, "card", "truck"])
  }

  @Test func aNameThatIsNotBuiltInIsATypedErrorListingTheNames() {
    let run = Run(["render", "--step-icon", "2=rocket"])
    #expect(run.status == 64)
    #expect(
      run.err.contains(
        "no icon is named \"rocket\": the built-in icons are person, document, card, truck, "
          + "lock, check, home"))
  }

  @Test func aMalformedPairSaysTheForm() {
    let run = Run(["render", "--step-icon", "truck"])
    #expect(run.status == 64)
    #expect(run.err.contains("--step-icon accepts STEP=NAME, such as 3=truck"))
  }

  @Test func aStepThatDoesNotExistIsAConfigurationError() {
    let run = Run(["render", "--total", "3", "--step-icon", "4=truck"])
    #expect(run.status == 65)
    #expect(run.err.contains("step 4 does not exist"))
  }

  @Test func theArgumentsOfAConfigurationWriteItsIconsBack() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2)
      .replacing(\.stepIcons, with: [4: .truck, 1: .person])
    let arguments = ConfigurationFlags.arguments(for: configuration)
    #expect(arguments.suffix(4) == ["--step-icon", "1=person", "--step-icon", "4=truck"])
    let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
    #expect(try ConfigurationFlags.configuration(from: flags) == configuration)
  }
}
