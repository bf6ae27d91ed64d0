import Foundation
import StepperKit
import StepperTestSupport
import Testing

@testable import StepperCLI

/// `--loading` and `--step-progress FRACTION` on every command that takes the configuration
/// flags: read into the configuration, written back by the arguments that describe it, and a
/// typed error for a fraction that is not one.
@Suite struct ConfigurationFlagsLoadingTests {
  @Test func renderSaysTheActivityInJSON() throws {
    let run = Run([
      "render", "--format", "json", "--total", "4", "--current", "2", "--loading",
      "--step-progress", "0.5",
    ])
    #expect(run.status == 0, "\(run.err)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["announcement"] as? String == "Step 2 of 4, 37.5%, loading")
    #expect(accessibility["loading"] as? Bool == true)
    #expect(accessibility["stepProgress"] as? Double == 0.5)
  }

  @Test(arguments: ["nan", "-0.1", "1.5", "inf"])
  func aFractionOutsideZeroToOneIsAConfigurationError(_ text: String) {
    let run = Run(["render", "--step-progress", text])
    #expect(run.status == 65)
    #expect(
      run.err.hasPrefix(
        "stepper: --step-progress must be a fraction of the current step from 0 to 1"))
  }

  @Test func textThatIsNoNumberIsAUsageError() {
    let run = Run(["render", "--step-progress", "half"])
    #expect(run.status == 64)
    #expect(run.err.contains("--step-progress accepts a fraction of the current step from 0 to 1"))
  }

  @Test func theArgumentsDescribeTheActivityAndReadBackTheSame() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2)
      .changing {
        $0.isLoading = true
        $0.stepProgress = 1.0 / 3
      }
    let arguments = ConfigurationFlags.arguments(for: configuration)
    #expect(arguments.contains("--loading"))
    let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
    #expect(
      try ConfigurationFlags.configuration(from: flags).options.activity
        == configuration.options.activity)
    let plain = ConfigurationFlags.arguments(for: try StepperConfiguration(total: 4, current: 2))
    #expect(!plain.contains("--loading") && !plain.contains("--step-progress"))
  }

  @Test func theHelpListsBothFlags() {
    let run = Run(["render", "--help"])
    #expect(run.out.contains("--loading"))
    #expect(run.out.contains("--step-progress FRACTION"))
  }
}
