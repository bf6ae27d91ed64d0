import Foundation
import StepperKit
import StepperTestSupport
import Testing

@testable import StepperCLI

/// `--optional-step STEP` and `--step-state STEP=skipped` on every command that takes the
/// configuration flags.
@Suite struct ConfigurationFlagsOptionalTests {
  @Test func renderReadsOptionalStepsAndTheSkippedState() throws {
    let run = Run([
      "render", "--format", "json", "--total", "4", "--current", "3", "--optional-step", "2",
      "--optional-step", "4", "--step-state", "2=skipped",
    ])
    #expect(run.status == 0, "\(run.err)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    let labels = (accessibility["steps"] as? [[String: Any]] ?? []).map { $0["label"] as? String }
    #expect(labels[1] == "Step 2 of 4, optional, skipped")
    #expect(labels[3] == "Step 4 of 4, optional, upcoming")
    let captions = (root["elements"] as? [[String: Any]] ?? []).filter {
      $0["role"] as? String == "description"
    }
    #expect(captions.map { $0["lines"] as? [String] } == [["Optional"], ["Optional"]])
  }

  @Test func aStepThatIsNotANumberIsAUsageError() {
    let run = Run(["render", "--optional-step", "two"])
    #expect(run.status == 64)
    #expect(
      run.err.contains("--optional-step accepts a step number or a sub-step such as 2.1; got 'two'")
    )
  }

  @Test func aStepThatDoesNotExistIsAConfigurationError() {
    let run = Run(["render", "--total", "3", "--optional-step", "4"])
    #expect(run.status == 65)
    #expect(run.err.contains("step 4 does not exist"))
  }

  @Test func aWrongStateListsSkipped() {
    let run = Run(["render", "--step-state", "2=passed"])
    #expect(run.status == 64)
    #expect(run.err.contains("skipped"))
  }

  @Test func lintNamesASkippedStepAhead() {
    let run = Run(["lint", "--total", "4", "--current", "2", "--step-state", "3=skipped"])
    #expect(run.status == 1)
    #expect(run.out.contains("skipped-steps-before-current: step 3 is skipped"))
  }

  @Test func theArgumentsOfAConfigurationWriteItsOptionalStepsBack() throws {
    let configuration = try StepperConfiguration(total: 4, current: 3)
      .replacing(\.optionalSteps, with: [4, 2]).replacing(\.stepStates, with: [2: .skipped])
    let arguments = ConfigurationFlags.arguments(for: configuration)
    #expect(arguments.suffix(4) == ["--optional-step", "2", "--optional-step", "4"])
    #expect(arguments.contains("2=skipped"))
    let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
    #expect(try ConfigurationFlags.configuration(from: flags) == configuration)
  }
}
