import StepperKit
import Testing

@testable import StepperRendering

@Suite struct HTMLElementDrawingTests {
  /// The HTML of each element of `scene` with `role`.
  private func drawings(
    _ scene: StepperScene, _ role: StepperSceneElement.Role
  ) -> [String] {
    var drawings: [String] = []
    StepperSceneDrawing.forEachElement(of: scene) { tag, commands in
      guard let tag, tag.role == role else { return }
      var out = TextWriter(capacity: 256)
      HTMLElementDrawing.write(tag, commands, to: &out)
      drawings.append(out.text)
    }
    return drawings
  }

  /// An outlined marker is a box at its frame, not at its inset path: CSS draws the border
  /// inside the box.
  @Test func anOutlinedMarkerIsABoxAtItsFrameWithItsBorder() throws {
    let scene = try StepperScene(StepperConfiguration(total: 3, current: 2))
    let active = drawings(scene, .mark)[1]
    #expect(
      active.hasPrefix(
        "<span class=\"eb-stepper__shape\" aria-hidden=\"true\" data-role=\"marker\" "
          + "style=\"left:124px;top:0px;width:24px;height:24px;border-radius:12px;"))
    #expect(active.contains("border:2px solid var(--brand-base,#155DFC);"))
    #expect(
      active.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"eb-stepper__content\""))
    #expect(active.hasSuffix(">2</text></svg>"))
  }

  @Test func aDashIsABoxWithNoContent() throws {
    let scene = try StepperScene(StepperConfiguration(style: .dash, total: 3, current: 2))
    for dash in drawings(scene, .mark) {
      #expect(
        dash.hasPrefix("<span class=\"eb-stepper__shape\" aria-hidden=\"true\" data-role=\"dash\""))
      #expect(!dash.contains("<svg"))
    }
  }

  @Test func aConnectorIsABoxAndANameIsInlineText() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 2, current: 1, labels: StepperLabels(names: [1: "Cart"])))
    let connectors = drawings(scene, .connector)
    #expect(connectors.count == 1)
    #expect(connectors[0].hasPrefix("<span class=\"eb-stepper__connector\""))
    let names = drawings(scene, .label)
    #expect(names.count == 1)
    #expect(
      names[0].hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"eb-stepper__label\""))
    #expect(names[0].contains(" data-role=\"label\" viewBox=\""))
    #expect(names[0].hasSuffix(">Cart</text></svg>"))
  }
}
