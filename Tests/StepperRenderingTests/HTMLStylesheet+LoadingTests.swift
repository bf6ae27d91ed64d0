import StepperKit
import Testing

@testable import StepperRendering

/// The loading mark's motion in the HTML fragment: written only for a scene that loads, and
/// only inside `prefers-reduced-motion: no-preference`.
@Suite struct HTMLStylesheetLoadingTests {
  private func stylesheet(_ activity: StepperActivity) throws -> String {
    var out = TextWriter(capacity: 4_096)
    HTMLStylesheet.write(
      for: StepperScene(
        try StepperConfiguration(total: 3, current: 2).replacing(\.activity, with: activity)),
      to: &out)
    return out.text
  }

  @Test func theMotionIsWrittenOnlyForALoadingScene() throws {
    #expect(!(try stylesheet(.none)).contains("eb-stepper-spin"))
    #expect(!(try stylesheet(StepperActivity(stepProgress: 0.5))).contains("@keyframes"))
    #expect(try stylesheet(.loading).contains("@keyframes eb-stepper-spin"))
  }

  @Test func everyAnimationIsInsideTheReducedMotionQuery() throws {
    let css = try stylesheet(.loading)
    let query = try #require(css.range(of: "@media (prefers-reduced-motion:no-preference){"))
    let before = css[..<query.lowerBound]
    #expect(!before.contains("animation"))
    #expect(!before.contains("@keyframes"))
    let after = css[query.upperBound...]
    #expect(after.contains("svg.eb-stepper__loading{animation:eb-stepper-spin 1s linear infinite}"))
    #expect(after.contains("span.eb-stepper__loading{animation:eb-stepper-sweep 1.6s"))
    #expect(after.contains("[data-axis=\"vertical\"] span.eb-stepper__loading"))
  }
}
