import Foundation
import StepperKit
import StepperTestSupport
import Testing

@testable import StepperCLI

/// The click-through page in Debian's headless Chromium: a real mouse click on a step
/// (`Input.dispatchMouseEvent`) moves the flow there, forward and back, and so do the arrows
/// and Enter; axe finds nothing on it.
@Suite(.requires(.chromium, .pngtopnm), .serialized, .timeLimit(.minutes(5)))
struct GallerySiteClickThroughBrowserTests {
  /// The step the live stepper marks current, its announcement on the page, how many steppers
  /// are live, and the step whose button has focus.
  private static let readFlow = """
    (() => {
      const live = document.querySelectorAll('.walk .eb-stepper');
      const current = document.querySelector('.walk li[aria-current="step"]');
      return [current ? current.dataset.step : '', document.getElementById('where').textContent,
        String(live.length), document.activeElement.dataset.step || ''];
    })()
    """

  private func center(of step: StepperStepID, in browser: HeadlessChromium) throws -> [Double] {
    try #require(
      try browser.evaluate(
        """
        (r => [r.x + r.width / 2, r.y + r.height / 2])(
          document.querySelector('.walk button[data-step="\(step)"]').getBoundingClientRect())
        """) as? [Double])
  }

  private func announcement(_ step: StepperStepID) throws -> String {
    StepperScene(try GallerySite.clickThroughConfiguration(at: step)).accessibility.announcement
  }

  @Test(.requiresAxeCore) func aClickOnAStepMovesTheFlowToIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("stepper-gallery-click-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = Run("gallery", "--output", folder.path)
    #expect(run.status == 0, "\(run.err)")
    let browser = try HeadlessChromium(width: 1000, height: 700)
    defer { browser.close() }
    try browser.navigate(to: folder.appendingPathComponent("click-through.html"))
    let start = GallerySite.clickThroughStart
    #expect(
      try browser.evaluate(Self.readFlow) as? [String]
        == [start.description, try announcement(start), "1", ""])
    // Forward past the current step, then back to the first, then to the one before last.
    for step: StepperStepID in [4, 1, 3] {
      let point = try center(of: step, in: browser)
      try browser.click(x: point[0], y: point[1])
      #expect(
        try browser.evaluate(Self.readFlow) as? [String]
          == [step.description, try announcement(step), "1", step.description], "\(step)")
    }
    // A click beside the stepper moves nothing.
    let beside = try #require(
      try browser.evaluate(
        "(r => [r.x + 4, r.bottom - 4])(document.querySelector('.walk').getBoundingClientRect())")
        as? [Double])
    try browser.click(x: beside[0], y: beside[1])
    #expect((try browser.evaluate(Self.readFlow) as? [String])?.first == "3")
    // The keyboard too: focus is on step 3; Left reaches step 2 and Enter chooses it.
    _ = try browser.evaluate("document.querySelector('.walk button[data-step=\"3\"]').focus()")
    try browser.press(key: "ArrowLeft", code: "ArrowLeft", keyCode: 37)
    try browser.press(key: "Enter", code: "Enter", keyCode: 13, text: "\r")
    #expect(
      try browser.evaluate(Self.readFlow) as? [String]
        == ["2", try announcement(2), "1", "2"])
    let violations = try AxeCore.violations(in: browser)
    #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
  }
}
