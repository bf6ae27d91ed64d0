import StepperKit
import StepperRendering

extension GallerySite {
  /// The steps of the checkout the click-through page walks, and the one it opens at.
  static let clickThroughSteps: [StepperStepID] = [1, 2, 3, 4]
  static let clickThroughStart: StepperStepID = 2

  /// The checkout at `step`: four named steps, each of which can be tapped, reached or not, so
  /// that a person can move forward as well as back.
  static func clickThroughConfiguration(
    at step: StepperStepID
  ) throws(StepperConfigurationError) -> StepperConfiguration {
    try StepperConfiguration(
      total: 4, current: step,
      labels: StepperLabels(
        names: [1: "Cart", 2: "Shipping address", 3: "Payment", 4: "Review"],
        descriptions: [1: "3 items", 2: "Home or office", 3: "Card or transfer"]),
      interaction: .tappable(steps: Set(clickThroughSteps)))
  }

  /// What an app adds to a page that shows a stepper whose steps can be tapped.
  static let selectListener = """
    document.addEventListener('eb-stepper-select', event => {
      const step = event.detail.step; // "2", or "2.1" for a sub-step
      // Move the flow to that step, then show its stepper drawn again:
      // stepper render --current STEP --format html, or StepperRenderer.html in Swift.
    });
    """

  /// The click-through page's own script: the listener above, which swaps in the stepper drawn
  /// beforehand for the chosen step, keeps the keyboard on that step and says where the flow
  /// is now.
  static let clickThroughScript = """
    document.addEventListener('eb-stepper-select', event => {
      const step = event.detail.step;
      const drawn = document.querySelector(`template[data-step="${step}"]`);
      const shown = event.target.closest('.eb-stepper');
      if (!drawn || !shown) return;
      const next = document.importNode(drawn.content, true).firstElementChild;
      shown.replaceWith(next);
      next.querySelector(`button[data-step="${step}"]`)?.focus();
      document.getElementById('where').textContent = drawn.dataset.announcement;
    });
    """

  /// The click-through page's body: the checkout, live; the checkout drawn at each step, in
  /// templates the script swaps in; the listener an app needs; and the page's own script, shown
  /// and run.
  static func clickThrough() -> String {
    let e: (String) -> String = { MarkupEscaping.escape($0) }
    var drawn: [(step: StepperStepID, scene: StepperScene)] = []
    for step in clickThroughSteps {
      guard let configuration = try? clickThroughConfiguration(at: step) else { continue }
      drawn.append((step, StepperScene(configuration)))
    }
    var out = "<p>Tap or click a step, or reach the steps with Tab and choose one with Enter or "
    out += "Space: the flow moves to it. Every step here can be chosen, reached or not.</p>\n"
    out += "<div class=\"walk\">\n"
    if let start = drawn.first(where: { $0.step == clickThroughStart }) {
      out += StepperRenderer.html.render(start.scene)
      out += "<p>Now at: <span id=\"where\" role=\"status\">"
      out += e(start.scene.accessibility.announcement) + "</span></p>\n"
    }
    out += "</div>\n"
    for (step, scene) in drawn {
      out += "<template data-step=\"\(step)\" "
      out += "data-announcement=\"\(e(scene.accessibility.announcement))\">\n"
      out += StepperRenderer.html.render(scene) + "</template>\n"
    }
    out += "<h2>What an app needs</h2>\n"
    out += "<p>The stepper's own script makes its steps buttons, one tab stop moved by the "
    out += "arrows, and dispatches <code>eb-stepper-select</code> (bubbling; "
    out += "<code>detail.step</code> is the step) when an enabled step is chosen, never for a "
    out += "disabled one. An app listens for it:</p>\n"
    out += "<pre class=\"listing\"><code>" + e(selectListener) + "</code></pre>\n"
    out += "<h2>This page's script</h2>\n"
    out += "<p>It has drawn the checkout at each step beforehand and swaps in the one chosen:</p>\n"
    out += "<pre class=\"listing\"><code>" + e(clickThroughScript) + "</code></pre>\n"
    out += "<script>//<![CDATA[\n" + clickThroughScript + "//]]></script>\n"
    return out
  }
}
