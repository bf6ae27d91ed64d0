import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// Collapsed rows in every output: overflow markers drawn where the scene puts them, in their
/// colors (librsvg), as list items and roving buttons in HTML, "…" in the terminal, `overflow`
/// in JSON.
@Suite struct StepperRendererCollapseTests {
  static let samples = SampleSteppers.collapsed

  @Test(.requires(.rsvgConvert, .pngtopnm), arguments: samples.indices)
  func drawsEachOverflowMarkerInItsColor(_ index: Int) throws {
    let scene = StepperScene(Self.samples[index].configuration)
    let image = try RasterImage(svg: StepperRenderer.svg.render(scene))
    let markers = scene.elements.filter { $0.role == .overflow }
    #expect(!markers.isEmpty)
    for marker in markers {
      let content = try #require(marker.content)
      let pixel = try #require(image.color(at: marker.frame.center))
      #expect(pixel.isClose(to: content.color), "\(Self.samples[index].name): \(pixel)")
      if let fill = marker.fill {
        // Between the middle dot and the next, the marker's fill.
        let between = StepperPoint(
          x: marker.frame.center.x + marker.frame.width * 0.115, y: marker.frame.center.y)
        #expect(image.color(at: between)?.isClose(to: fill) == true)
      }
    }
  }

  @Test(.requires(.xmllint)) func aTappableMarkerIsARovingButtonThatAsksForAllSteps() throws {
    let sample = try #require(Self.samples.first { $0.name == "circular-collapsed-tappable-rtl" })
    let html = StepperRenderer.html.render(StepperScene(sample.configuration))
    #expect(html.contains("<li class=\"eb-stepper__step eb-stepper__overflow\" data-steps=\"2-9\""))
    #expect(
      html.contains(
        "<button type=\"button\" class=\"eb-stepper__target\" data-all-steps=\"\" data-roving=\"step\""
      ))
    #expect(html.contains(">8 more steps</span></button>"))
    #expect(html.contains("eb-stepper-all-steps"))
    #expect(try xmllintProblems(html) == nil)
  }

  @Test func aStillMarkerIsAListItemWithItsText() throws {
    let sample = try #require(Self.samples.first { $0.name == "circular-collapsed" })
    let html = StepperRenderer.html.render(StepperScene(sample.configuration))
    #expect(html.contains("<span class=\"eb-stepper__text\">3 more steps, 1 failed</span>"))
    #expect(!html.contains("data-all-steps"))
  }

  @Test func theTerminalWritesAnEllipsis() throws {
    for (name, configuration) in Self.samples {
      let text = StepperRenderer.ansi(colorMode: .none, columns: 80).render(
        StepperScene(configuration))
      #expect(text.contains("…"), "\(name)")
    }
  }

  @Test func jsonNamesTheRoleAndTheContent() throws {
    let sample = try #require(Self.samples.first { $0.name == "circular-collapsed" })
    let json = StepperRenderer.json.render(StepperScene(sample.configuration))
    #expect(json.contains("{\"role\": \"overflow\", \"step\": \"2\", \"state\": \"error\""))
    #expect(json.contains("\"content\": \"ellipsis\""))
    #expect(
      json.contains(
        "\"overflows\": [\n  {\"first\": \"2\", \"last\": \"4\", \"label\": \"3 more steps, 1 failed\", "
          + "\"state\": \"error\", \"button\": false},\n  {\"first\": \"8\""))
    let whole = StepperRenderer.json.render(
      StepperScene(try StepperConfiguration(total: 5, current: 2, maxVisible: 5)))
    #expect(!whole.contains("overflows"))
  }
}
