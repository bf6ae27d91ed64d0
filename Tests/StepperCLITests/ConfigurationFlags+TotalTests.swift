import Foundation
import StepperKit
import StepperTestSupport
import Testing

@testable import StepperCLI

/// `--total-estimated` and `--from CURRENT/TOTAL`: an estimated total on every command that
/// takes the configuration flags, and the announcement of a change of total in JSON and HTML.
@Suite struct ConfigurationFlagsTotalTests {
  private func accessibility(_ arguments: [String]) throws -> [String: Any] {
    let run = Run(["render", "--format", "json", "--style", "dash"] + arguments)
    #expect(run.status == 0, "\(run.err)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
    return try #require(root["accessibility"] as? [String: Any])
  }

  @Test func fromAnnouncesTheStepsAddedOrRemoved() throws {
    let added = try accessibility(["--current", "3", "--total", "6", "--from", "3/4"])
    #expect(added["change"] as? String == "2 steps added. Step 3 of 6")
    let removed = try accessibility(["--current", "3", "--total", "4", "--from", "3/5"])
    #expect(removed["change"] as? String == "1 step removed. Step 3 of 4")
    let german = try accessibility([
      "--current", "4", "--total", "6", "--from", "3/4", "--locale", "de",
    ])
    #expect(german["change"] as? String == "2 Schritte hinzugefügt. Schritt 4 von 6")
  }

  @Test func fromWithNothingChangedIsNullAndWithoutFromThereIsNoKey() throws {
    let same = try accessibility(["--current", "3", "--total", "6", "--from", "3/6"])
    #expect(same.keys.contains("change"))
    #expect(same["change"] is NSNull)
    let none = try accessibility(["--current", "3", "--total", "6"])
    #expect(!none.keys.contains("change"))
  }

  @Test func fromKeepsNamesOfTheStepsTheEarlierTotalHas() throws {
    let named = try accessibility([
      "--current", "3", "--total", "6", "--from", "3/4", "--step-names", "A,B,Pay,D,E,F",
    ])
    #expect(named["change"] as? String == "2 steps added. Step 3 of 6, Pay")
  }

  @Test func aMalformedFromSaysTheForm() {
    for text in ["3", "3/", "/4", "a/4", "3/4/5", "3/four"] {
      let run = Run(["render", "--format", "json", "--style", "dash", "--from", text])
      #expect(run.status == 64, "\(text)")
      #expect(run.err.contains("--from accepts CURRENT/TOTAL"), "\(text)")
      #expect(run.err.contains("such as 3/4; got '\(text)'"), "\(text)")
    }
  }

  @Test func aFromThatDescribesNoStepperIsATypedError() {
    let outside = Run(["render", "--format", "json", "--style", "dash", "--from", "7/6"])
    #expect(outside.status == 65)
    #expect(outside.err.contains("--from 7/6: current must be between 1 and 6"))
    let tooFew = Run(["render", "--format", "json", "--style", "dash", "--from", "1/1"])
    #expect(tooFew.status == 65)
    #expect(tooFew.err.contains("--from 1/1: total must be at least 2"))
  }

  @Test func fromAppliesToJSONHTMLAndPageOnly() {
    for format in ["svg", "ansi"] {
      let run = Run(["render", "--format", format, "--style", "dash", "--from", "2/4"])
      #expect(run.status == 64, "\(format)")
      #expect(run.err.contains("--from applies to --format json"), "\(format)")
    }
  }

  /// HTML and the page speak the change in a polite live region; without `--from`, or with
  /// nothing changed, there is none.
  @Test func fromSpeaksTheChangeInHTMLAndThePage() {
    let region =
      "<div class=\"eb-stepper__text eb-stepper__change\" role=\"status\" aria-live=\"polite\" "
      + "aria-atomic=\"true\">2 steps added. Step 3 of 6</div>"
    for format in ["html", "page"] {
      let base = [
        "render", "--format", format, "--style", "dash", "--current", "3", "--total", "6",
      ]
      let run = Run(base + ["--from", "3/4"])
      #expect(run.status == 0, "\(format): \(run.err)")
      #expect(run.out.contains(region), "\(format)")
      let same = Run(base + ["--from", "3/6"])
      #expect(same.status == 0, "\(format): \(same.err)")
      #expect(!same.out.contains("role=\"status\""), "\(format)")
      #expect(!Run(base).out.contains("role=\"status\""), "\(format)")
    }
  }

  @Test func anEstimatedTotalReadsAboutInJSONAndTheHeader() throws {
    let axs = try accessibility(["--current", "2", "--total", "6", "--total-estimated"])
    #expect(axs["label"] as? String == "Step 2 of about 6")
    #expect(axs["value"] as? String == "about 33%")
    #expect(axs["totalEstimated"] as? Bool == true)
    let terminal = Run([
      "render", "--format", "ansi", "--style", "dash", "--total", "6", "--current", "2",
      "--total-estimated", "--header", "--locale", "fr",
    ])
    #expect(terminal.status == 0, "\(terminal.err)")
    #expect(terminal.out.contains("Étape 2 sur environ 6"))
  }

  @Test func theArgumentsOfAConfigurationWriteTheEstimateBack() throws {
    let configuration = try StepperConfiguration(style: .dash, total: 6, current: 2)
      .unchecked { $0.isTotalEstimated = true }
    let arguments = ConfigurationFlags.arguments(for: configuration)
    #expect(arguments.last == "--total-estimated")
    let flags = try ParsedFlags(arguments[...], specs: ConfigurationFlags.specs)
    #expect(try ConfigurationFlags.configuration(from: flags) == configuration)
  }
}
