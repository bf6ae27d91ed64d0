import StepperKit
import StepperRendering
import Testing

/// The HTML page's pressed and focused rules use the figures and token of the core's
/// `StepperInteractionLook`, which the Apple views paint, so every interactive renderer looks
/// the same.
@Suite struct HTMLInteractionTests {
  private func html() throws -> String {
    StepperRenderer.html.render(
      StepperScene(try StepperConfiguration(total: 4, current: 3, interaction: .reachedSteps)))
  }

  private func points(_ value: Double) -> String { "\(Int(value))px" }

  @Test func theFocusRingIsTheCoresRing() throws {
    let html = try html()
    let token = StepperInteractionLook.token.cssCustomProperty
    #expect(
      html.contains(
        "outline:\(points(StepperInteractionLook.ringWidth)) solid var(\(token));"
          + "outline-offset:\(points(StepperInteractionLook.ringOffset))"))
  }

  @Test func thePressedTintIsTheCoresTint() throws {
    let html = try html()
    let token = StepperInteractionLook.token.cssCustomProperty
    let percent = Int((StepperInteractionLook.pressedOpacity * 100).rounded())
    #expect(html.contains("color-mix(in srgb,var(\(token)) \(percent)%,transparent)"))
    #expect(html.contains("border-radius:\(points(StepperInteractionLook.cornerRadius))"))
  }
}
