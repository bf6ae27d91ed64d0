import Foundation
import StepperKit
import StepperTestSupport
import Testing

@testable import StepperCLI

@Suite struct ConfigurationFlagsTests {
  private func json(_ arguments: String...) throws -> [String: Any] {
    let run = Run(["render", "--format", "json"] + arguments)
    #expect(run.status == 0, "\(run.err)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
  }

  private func elements(_ root: [String: Any]) -> [[String: Any]] {
    root["elements"] as? [[String: Any]] ?? []
  }

  @Test func labelsNameStepsFromOne() throws {
    let root = try json("--labels", "Cart, Address ,Pay\\, then review,", "--name", "4=Done")
    let labels = elements(root).filter { $0["role"] as? String == "label" }
    #expect(labels.map { $0["step"] as? String } == ["1", "2", "3", "4"])
    #expect(
      labels.map { ($0["lines"] as? [String])?.joined(separator: " ") } == [
        "Cart", "Address", "Pay, then review", "Done",
      ])
  }

  @Test func titleAndAllSteps() throws {
    let roles = elements(try json("--title", "--all-steps")).compactMap { $0["role"] as? String }
    #expect(roles.prefix(2) == ["title", "allSteps"])
  }

  @Test func viewportAndOffset() throws {
    let paged = try json("--total", "20", "--current", "16", "--viewport", "375")
    #expect((paged["viewport"] as? [String: Double])?["offset"] == 1028.4)
    let dragged = try json("--total", "20", "--viewport", "375", "--offset", "-40")
    #expect((dragged["viewport"] as? [String: Double])?["offset"] == 0)
  }

  @Test func substepsAndASubstepAsCurrent() throws {
    let root = try json("--substeps", "2=2", "--current", "2.1", "--length", "400")
    #expect((root["accessibility"] as? [String: Any])?["label"] as? String == "Step 2.1 of 4")
    let steps = elements(root).filter { $0["role"] as? String == "marker" }.compactMap {
      $0["step"] as? String
    }
    #expect(steps == ["1", "2", "2.1", "2.2", "3", "4"])
  }

  @Test func tappable() throws {
    let markers = elements(try json("--tappable", "--current", "2")).filter {
      $0["role"] as? String == "marker"
    }
    #expect(markers.map { $0["hitArea"] != nil } == [true, true, false, false])
  }

  @Test(arguments: [
    (["--substeps", "2"], 64, "stepper: --substeps accepts STEP=COUNT, such as 2=2; got '2'\n"),
    (
      ["--substeps", "2.1=1"], 64,
      "stepper: --substeps accepts STEP=COUNT, such as 2=2; got '2.1=1'\n"
    ),
    (
      ["--current", "two"], 64,
      "stepper: --current accepts a step number or a sub-step such as 2.1; got 'two'\n"
    ),
    (
      ["--name", "x=Cart"], 64,
      "stepper: --name accepts STEP=NAME, such as 2.1=Scan ID; got 'x=Cart'\n"
    ),
    (
      ["--current", "2.1"], 65,
      "stepper: sub-step 2.1 does not exist: step 2 reveals no sub-steps\n"
    ),
    (
      ["--offset", "5"], 65,
      "stepper: offset scrolls a row shown in a viewport; give a viewport too\n"
    ),
    (
      ["--viewport", "40", "--total", "9"], 65,
      "stepper: a scrolling circular row needs a viewport of at least 74 points, to show one whole step and half of the next; got 40\n"
    ),
    (["--labels", "a,b,c,d,e"], 65, "stepper: step 5 does not exist: steps run from 1 to 4\n"),
  ])
  func badFlowFlags(arguments: [String], status: Int32, message: String) {
    let run = Run(["render"] + arguments)
    #expect(run.status == status)
    #expect(run.err == message)
  }

  @Test func helpDocumentsTheFlowFlags() {
    let help = Run("render", "--help").out
    for flag in [
      "--labels", "--name", "--title", "--all-steps", "--substeps", "--viewport", "--offset",
      "--no-scroll", "--tappable",
    ] {
      #expect(help.contains(flag), "\(flag)")
    }
  }
}

@Suite struct ConfigurationFlagsArgumentsTests {
  /// The flags a configuration is written back as parse into the same configuration.
  @Test func argumentsRoundTripEveryGalleryVariant() throws {
    for variant in GalleryVariant.all {
      let arguments = ConfigurationFlags.arguments(for: variant.configuration)
      let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
      #expect(try ConfigurationFlags.configuration(from: flags) == variant.configuration)
    }
  }

  @Test func argumentsLeaveDefaultsOut() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2)
    #expect(
      ConfigurationFlags.arguments(for: configuration) == [
        "--style", "circular", "--total", "4", "--current", "2", "--theme", "light",
      ])
  }

  @Test func namesWithCommasAndQuotesSurviveTheShell() throws {
    let configuration = try StepperConfiguration(
      total: 3, current: 1, length: 400, names: [1: "Pay, then review", 2: "O'Brien's"])
    let arguments = ConfigurationFlags.arguments(for: configuration)
    #expect(arguments.contains("1=Pay, then review"))
    let line = arguments.map(ConfigurationFlags.shellQuoted).joined(separator: " ")
    let result = try ExternalTool.run("printf '%s\\n' " + line)
    #expect(
      String(decoding: result.output, as: UTF8.self) == arguments.joined(separator: "\n") + "\n")
  }
}
