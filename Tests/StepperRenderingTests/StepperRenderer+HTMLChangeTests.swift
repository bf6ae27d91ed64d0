import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// A change of total in the HTML fragment: the core's `StepperAccessibility.change` in one
/// visually hidden polite live region, escaped, and nothing when the scene says no change.
@Suite struct HTMLRendererChangeTests {
  /// The golden sample of a flow that branched: step 3 of 4, then of 6.
  private var branched: StepperScene {
    get throws {
      let name = "circular-total-change"
      let sample = try #require(SampleSteppers.named.first { $0.name == name })
      return SampleSteppers.scene(name, sample.configuration)
    }
  }

  @Test(.requires(.xmllint)) func speaksTheChangeOnceInAPoliteLiveRegion() throws {
    let scene = try branched
    let change = try #require(scene.accessibility.change)
    #expect(change == "2 steps added. Step 3 of 6, Card & <PIN>")
    let html = StepperRenderer.html.render(scene)
    #expect(try xmllintProblems(html) == nil)
    #expect(try htmlParserProblems(html) == nil)
    #expect(try xpathCount("//*[@role=\"status\"]", in: html) == 1)
    #expect(try xpathCount("//*[@aria-live]", in: html) == 1)
    #expect(
      html.contains(
        "<div class=\"eb-stepper__text eb-stepper__change\" role=\"status\" aria-live=\"polite\" "
          + "aria-atomic=\"true\">2 steps added. Step 3 of 6, Card &amp; &lt;PIN&gt;</div>\n"))
    // Right after the progress bar, which keeps its own text.
    #expect(
      html.contains(
        "aria-valuetext=\"\(MarkupEscaping.escape(scene.accessibility.announcement))\"></div>\n"
          + "<div class=\"eb-stepper__text eb-stepper__change\""))
    // The page carries the fragment, its stylesheet in the head.
    let page = StepperRenderer.page.render(scene)
    #expect(pageHolds(page, html))
    #expect(try xmllintProblems(page) == nil)
  }

  @Test func noComparisonOrNoChangeWritesNoLiveRegion() throws {
    let configuration = try StepperConfiguration(total: 6, current: 3, length: 360)
    let alone = StepperRenderer.html.render(StepperScene(configuration))
    let same = StepperRenderer.html.render(
      StepperScene(configuration).announcingChange(from: configuration))
    for html in [alone, same] {
      #expect(!html.contains("role=\"status\""))
      #expect(!html.contains("aria-live"))
    }
  }

  /// The text is the core's in the scene's language, a move of the current step alone is the
  /// announcement (`StepperAccessibility.announcement(from:to:)`).
  @Test func theTextIsTheCoresInTheScenesLanguage() throws {
    let before = try StepperConfiguration(total: 4, current: 3)
    let after = try StepperConfiguration(total: 3, current: 3)
    let german = StepperScene(after, strings: .german).announcingChange(from: before)
    #expect(
      StepperRenderer.html.render(german).contains(
        "aria-atomic=\"true\">1 Schritt entfernt. Schritt 3 von 3</div>"))
    let moved = StepperScene(try StepperConfiguration(total: 4, current: 4))
      .announcingChange(from: before)
    let text = try #require(moved.accessibility.change)
    #expect(StepperRenderer.html.render(moved).contains("aria-atomic=\"true\">\(text)</div>"))
  }

  /// In Chromium the region is a live status in the accessibility tree, named by nothing but
  /// holding the text, and takes no room on screen.
  @Test(.requires(.chromium)) func theBrowserExposesAPoliteStatusThatTakesNoRoom() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-change-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("page.html")
    try Data(StepperRenderer.page.render(try branched).utf8).write(to: file)
    let browser = try HeadlessChromium(width: 600, height: 400)
    defer { browser.close() }
    try browser.navigate(to: file)
    let box = try #require(
      try browser.evaluate(
        "(r => [r.width, r.height])(document.querySelector('[role=status]').getBoundingClientRect())"
      ) as? [Double])
    #expect(box.allSatisfy { $0 <= 1 })
    #expect(
      try browser.evaluate("document.querySelector('[role=status]').textContent") as? String
        == "2 steps added. Step 3 of 6, Card & <PIN>")
    let tree = try browser.send("Accessibility.getFullAXTree")
    let nodes = (tree["nodes"] as? [[String: Any]] ?? []).filter { $0["ignored"] as? Bool != true }
    let status = nodes.filter {
      ($0["role"] as? [String: Any])?["value"] as? String == "status"
    }
    #expect(status.count == 1)
    let live = (status.first?["properties"] as? [[String: Any]])?.first {
      $0["name"] as? String == "live"
    }
    #expect((live?["value"] as? [String: Any])?["value"] as? String == "polite")
  }
}
