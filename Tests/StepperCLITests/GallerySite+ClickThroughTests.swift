import StepperKit
import StepperRendering
import Testing

@testable import StepperCLI

@Suite struct GallerySiteClickThroughTests {
  /// The page holds the checkout live at its first step and drawn at every step in a template
  /// named for the step, each with its announcement; every step can be tapped, reached or not.
  @Test func everyStepIsDrawnBeforehandAndCanBeTapped() throws {
    let body = GallerySite.clickThrough()
    for step in GallerySite.clickThroughSteps {
      let scene = StepperScene(try GallerySite.clickThroughConfiguration(at: step))
      let announcement = MarkupEscaping.escape(scene.accessibility.announcement)
      #expect(
        body.contains(
          "<template data-step=\"\(step)\" data-announcement=\"\(announcement)\">\n"
            + StepperRenderer.html.render(scene) + "</template>"))
      #expect(scene.tapTargets().map(\.step) == GallerySite.clickThroughSteps)
      #expect(scene.tapTargets().allSatisfy { $0.isSelectable })
    }
    let start = StepperScene(
      try GallerySite.clickThroughConfiguration(at: GallerySite.clickThroughStart))
    #expect(body.hasPrefix("<p>"))
    #expect(body.contains("<div class=\"walk\">\n" + StepperRenderer.html.render(start)))
  }

  /// The listener an app needs and the page's own script are shown; the script shown is the one
  /// that runs.
  @Test func theListenerAndThePagesScriptAreShownAndTheScriptRuns() {
    let body = GallerySite.clickThrough()
    #expect(GallerySite.selectListener.contains("addEventListener('eb-stepper-select'"))
    #expect(body.contains(MarkupEscaping.escape(GallerySite.selectListener)))
    #expect(body.contains(MarkupEscaping.escape(GallerySite.clickThroughScript)))
    let script = "<script>//<![CDATA[\n" + GallerySite.clickThroughScript + "//]]></script>"
    #expect(body.contains(script))
  }
}
