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
    let root = try json(
      "--total", "4", "--step-names", "Cart, Address ,Pay\\, then review,", "--step-name", "4=Done")
    let labels = elements(root).filter { $0["role"] as? String == "label" }
    #expect(labels.map { $0["step"] as? String } == ["1", "2", "3", "4"])
    #expect(
      labels.map { ($0["lines"] as? [String])?.joined(separator: " ") } == [
        "Cart", "Address", "Pay, then review", "Done",
      ])
  }

  @Test func withoutATotalTheLabelsCountTheSteps() throws {
    let root = try json("--step-names", "Cart,Address,Payment,Review", "--header")
    let labels = elements(root).filter { $0["role"] as? String == "label" }
    #expect(labels.map { $0["step"] as? String } == ["1", "2", "3", "4"])
    let escaped = try json("--step-names", "Cart,,Pay\\, then review", "--current", "3")
    #expect(elements(escaped).filter { $0["role"] as? String == "marker" }.count == 3)
    let given = try json("--style", "dash", "--total", "6", "--step-names", "Cart,Address")
    #expect(elements(given).filter { $0["role"] as? String == "dash" }.count == 6)
    let one = Run(["render", "--step-names", "Cart"])
    #expect(one.status == 64)
    #expect(one.err.hasSuffix("give more names, or --total N\n"), "\(one.err)")
  }

  @Test func disabledDrawsEveryStepDisabled() throws {
    let root = try json("--total", "4", "--current", "2", "--disabled", "--tappable")
    let steps = elements(root).filter { $0["role"] as? String == "marker" }
    #expect(steps.count == 4)
    #expect(steps.allSatisfy { $0["state"] as? String == "disabled" }, "\(steps)")
    #expect(steps.allSatisfy { $0["hitArea"] == nil }, "\(steps)")
    var options = StepperConfiguration.Options(total: 4, current: 2)
    options.isEnabled = false
    let configuration = try StepperConfiguration(options)
    let arguments = ConfigurationFlags.arguments(for: configuration)
    #expect(arguments.contains("--disabled"))
    let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
    #expect(try ConfigurationFlags.configuration(from: flags) == configuration)
  }

  @Test func descriptionsSitUnderTheirSteps() throws {
    let root = try json(
      "--total", "4", "--step-names", "Cart,Address", "--step-description", "1=3 documents",
      "--step-description", "3=Optional", "--step-description", "1=2 documents")
    let descriptions = elements(root).filter { $0["role"] as? String == "description" }
    #expect(descriptions.map { $0["step"] as? String } == ["1", "3"])
    #expect(
      descriptions.map { ($0["lines"] as? [String])?.joined(separator: " ") } == [
        "2 documents", "Optional",
      ], "a later --step-description for a step wins")
  }

  @Test func titleAndAllSteps() throws {
    let roles = elements(try json("--header", "--all-steps")).compactMap { $0["role"] as? String }
    #expect(roles.prefix(2) == ["title", "allSteps"])
  }

  @Test func viewportAndOffset() throws {
    let paged = try json("--total", "20", "--current", "16", "--viewport", "375")
    #expect((paged["viewport"] as? [String: Double])?["offset"] == 1028.4)
    let dragged = try json("--total", "20", "--viewport", "375", "--scroll-offset", "-40")
    #expect((dragged["viewport"] as? [String: Double])?["offset"] == 0)
  }

  @Test func substepsAndASubstepAsCurrent() throws {
    let root = try json(
      "--total", "4", "--substeps", "2=2", "--current", "2.1", "--length", "400")
    #expect((root["accessibility"] as? [String: Any])?["label"] as? String == "Step 2.1 of 4")
    let steps = elements(root).filter { $0["role"] as? String == "marker" }.compactMap {
      $0["step"] as? String
    }
    #expect(steps == ["1", "2", "2.1", "2.2", "3", "4"])
  }

  @Test func tappable() throws {
    let markers = elements(try json("--tappable", "--total", "4", "--current", "2")).filter {
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
      ["--step-name", "x=Cart"], 64,
      "stepper: --step-name accepts STEP=NAME, such as 2.1=Scan ID; got 'x=Cart'\n"
    ),
    (
      ["--step-description", "Optional"], 64,
      "stepper: --step-description accepts STEP=TEXT, such as 2=3 documents; got 'Optional'\n"
    ),
    (
      ["--step-description", "9=Optional"], 65,
      "stepper: step 9 does not exist: steps run from 1 to 3; --total 9 adds it\n"
    ),
    (
      ["--current", "2.1"], 65,
      "stepper: sub-step 2.1 does not exist: step 2 reveals no sub-steps; --substeps 2=1 reveals it\n"
    ),
    (
      ["--scroll-offset", "5"], 65,
      "stepper: --scroll-offset scrolls a row shown in a --viewport; give a --viewport too\n"
    ),
    (
      ["--viewport", "40", "--total", "9"], 65,
      "stepper: a scrolling circular row needs a --viewport of at least 74 points, to show one whole step and half of the next; got 40; give --viewport 74\n"
    ),
    (
      ["--total", "3", "--step-names", "a,b,c,d"], 65,
      "stepper: step 4 does not exist: steps run from 1 to 3; --total 4 adds it\n"
    ),
  ])
  func badFlowFlags(arguments: [String], status: Int32, message: String) {
    let run = Run(["render"] + arguments)
    #expect(run.status == status)
    #expect(run.err == message)
  }

  @Test func circularDefaultsToThreeStepsWithTheFirstCurrent() throws {
    let root = try json()
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["announcement"] as? String == "Step 1 of 3, 33%")
    let markers = elements(root).filter { $0["role"] as? String == "marker" }
    #expect(markers.count == 3)
    #expect(markers.first?["state"] as? String == "active")
    // A step past the three default ones needs a total.
    #expect(Run("render", "--current", "4").status == 65)
  }

  @Test(arguments: ["dash", "bullet"])
  func dashAndBulletKeepFourStepsWithTheSecondCurrent(style: String) throws {
    let root = try json("--style", style)
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["announcement"] as? String == "Step 2 of 4, 50%")
  }

  @Test func successWithoutACurrentStepIsOnTheLastStep() throws {
    let root = try json("--status", "success", "--total", "5")
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["announcement"] as? String == "Step 5 of 5, 100%, success")
    let revealed = try json(
      "--status", "success", "--substeps", "3=2", "--current", "3.2", "--length", "400")
    #expect(
      (revealed["accessibility"] as? [String: Any])?["announcement"] as? String
        == "Step 3.2 of 3, 100%, success")
  }

  @Test func successBeforeTheLastStepIsRefused() {
    let run = Run("render", "--status", "success", "--current", "2", "--total", "5")
    #expect(run.status == 65)
    #expect(
      run.err
        == "stepper: --status success means the flow finished, so --current must be the last "
        + "step, 5 (the total); got 2 (use --status default or error while the flow is under "
        + "way)\n")
  }

  @Test func firstNumber() throws {
    let root = try json("--total", "5", "--current", "2", "--first-number", "3")
    let accessibility = try #require(root["accessibility"] as? [String: Any])
    #expect(accessibility["announcement"] as? String == "Step 4 of 7, 57%")
    #expect(accessibility["firstNumber"] as? Int == 3)
    let texts = elements(root).compactMap { $0["text"] as? String }
    #expect(texts == ["4", "5", "6", "7"])
    let zero = Run("render", "--first-number", "0")
    #expect(zero.status == 65)
    #expect(
      zero.err
        == "stepper: the --first-number must be between 1 and 99999998 for 3 steps, so that the "
        + "last step's number is at most 100000000; got 0\n")
    let words = Run("render", "--first-number", "three")
    #expect(words.status == 64)
    #expect(words.err == "stepper: --first-number accepts a whole number; got 'three'\n")
  }

  @Test func anOffsetNeedsAViewportAndIsCheckedLast() {
    let run = Run("render", "--scroll-offset", "10")
    #expect(run.status == 65)
    #expect(
      run.err
        == "stepper: --scroll-offset scrolls a row shown in a --viewport; give a --viewport too\n")
    let both = Run("render", "--total", "1", "--scroll-offset", "10")
    #expect(both.status == 65)
    #expect(both.err.hasPrefix("stepper: --total must be at least 2"), "\(both.err)")
  }

  @Test func aRowThatCannotScrollMustFitItsViewport() {
    let run = Run("render", "--total", "10", "--viewport", "375", "--no-scroll")
    #expect(run.status == 65)
    #expect(
      run.err
        == "stepper: a row that does not scroll must show every step whole, so 10 circular "
        + "steps need a --viewport of at least 582 points; got 375 (let the row scroll, or give "
        + "a longer --viewport); drop --no-scroll, or give --viewport 582\n")
    #expect(Run("render", "--total", "10", "--viewport", "582", "--no-scroll").status == 0)
  }

  @Test func helpDocumentsTheFlowFlags() {
    let help = Run("render", "--help").out
    for flag in [
      "--step-names", "--step-name", "--step-description", "--header", "--all-steps", "--substeps",
      "--viewport",
      "--scroll-offset",
      "--no-scroll", "--tappable", "--first-number",
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

  @Test func aFirstNumberRoundTrips() throws {
    let configuration = try StepperConfiguration(total: 5, current: 5, status: .success)
      .replacing(\.firstNumber, with: 12)
    let arguments = ConfigurationFlags.arguments(for: configuration)
    #expect(arguments.contains("--first-number"))
    let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
    #expect(try ConfigurationFlags.configuration(from: flags) == configuration)
  }

  @Test func namesWithCommasAndQuotesSurviveTheShell() throws {
    let configuration = try StepperConfiguration(total: 3, current: 1, length: 400).replacing(
      \.stepNames, with: [1: "Pay, then review", 2: "O'Brien's"])
    let arguments = ConfigurationFlags.arguments(for: configuration)
    #expect(arguments.contains("1=Pay, then review"))
    let line = arguments.map(ConfigurationFlags.shellQuoted).joined(separator: " ")
    let result = try ExternalTool.run("printf '%s\\n' " + line)
    #expect(
      String(decoding: result.output, as: UTF8.self) == arguments.joined(separator: "\n") + "\n")
  }
}
