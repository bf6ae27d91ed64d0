import StepperKit
import Testing

@testable import StepperRendering

@Suite struct SVGMarkupTests {
  private let frame = StepperRect(x: 0, y: 0, width: 24, height: 24)
  private let blue = StepperColor(red: 0x15, green: 0x5D, blue: 0xFC)

  /// The markup of the commands of a marker showing `content`: its shape writes nothing here.
  private func content(_ content: StepperSceneElement.Content, _ paint: SVGMarkup.Paint) -> String {
    let marker = StepperSceneElement(
      .init(role: .mark, markShape: .marker, step: 1, state: .active), frame: frame,
      paint: .init(fill: blue, content: content, tokens: .init(content: .brandBase)))
    var commands: [StepperDrawCommand] = []
    StepperSceneDrawing.appendCommands(
      of: marker, shift: StepperPoint(x: 0, y: 0), opacity: 1, to: &commands)
    var out = TextWriter(capacity: 0)
    SVGMarkup(paint: paint).write(commands[...], to: &out)
    return out.text
  }

  @Test func attributesCarryTheResolvedColor() {
    let number = content(.number("2", color: blue, style: .markerNumber), .attributes)
    #expect(number.hasPrefix("<text x=\"12\" y=\""))
    #expect(number.hasSuffix(" fill=\"#155DFC\">2</text>"))
    let check = content(.check(color: blue), .attributes)
    #expect(check.contains("\" fill=\"none\" stroke=\"#155DFC\" stroke-width=\""))
    #expect(!check.contains("style="))
  }

  @Test func customPropertiesReadTheTokenWithTheColorAsFallback() {
    let number = content(.number("2", color: blue, style: .markerNumber), .customProperties)
    #expect(number.hasSuffix(" style=\"fill:var(--brand-base,#155DFC)\">2</text>"))
    let error = content(.error(color: blue), .customProperties)
    #expect(error.contains(" style=\"fill:none;stroke:var(--brand-base,#155DFC);stroke-width:"))
    #expect(error.contains("<circle cx=\""))
    #expect(!error.contains(" fill=\""))
  }
}
