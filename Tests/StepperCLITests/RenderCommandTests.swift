import StepperKit
import StepperRendering
import Testing

/// `stepper render` writes HTML from the whole row, for the browser to scroll, and every other
/// format from the steps on screen, as before.
@Suite struct RenderCommandTests {
  @Test func htmlAndPageHoldTheWholeRowAndJSONTheStepsOnScreen() throws {
    let flags = ["--total", "40", "--current", "22", "--viewport", "375"]
    let configuration = try StepperConfiguration(
      total: 40, current: 22, scrolling: StepperScrolling(viewport: 375))
    let html = Run(["render", "--format", "html"] + flags)
    #expect(html.status == 0, "\(html.err)")
    // Without a theme asked for, HTML follows the reader's.
    let system = StepperRenderer.html(colorScheme: .system)
    #expect(html.out == system.render(StepperScene(wholeRowOf: configuration)))
    #expect(html.out.contains("<div class=\"eb-stepper__scroller\""))
    #expect(html.out.components(separatedBy: "<li class=\"eb-stepper__step\"").count - 1 == 40)
    let page = Run(["render", "--format", "page"] + flags)
    #expect(page.out.contains("<div class=\"eb-stepper__scroller\""))
    let json = Run(["render", "--format", "json"] + flags)
    #expect(json.out == StepperRenderer.json.render(StepperScene(configuration)))
  }
}
