import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

/// Icons in every renderer: SVG and HTML draw them as `<path d>`, librsvg paints them, JSON
/// names them, and the terminal keeps the number.
@Suite struct StepperRendererIconsTests {
  private func checkout(
    _ direction: StepperLayoutDirection = .leftToRight, current: Int = 3
  ) throws -> StepperConfiguration {
    try StepperConfiguration(
      total: 4, current: StepperStepID(current),
      labels: StepperLabels(names: [1: "Account", 2: "Address", 3: "Payment", 4: "Delivery"])
    ).icons([1: .person, 2: .home, 3: .card, 4: .truck]).direction(direction)
  }

  @Test(.requires(.xmllint)) func svgDrawsEachIconAsAStrokedPathInItsMarker() throws {
    let svg = StepperRenderer.svg.render(StepperScene(try checkout()))
    #expect(try xmllintProblems(svg) == nil)
    // Steps 3 and 4 show icons (the card, the truck with its cubic wheels); 1 and 2 checks.
    let markers = svg.split(separator: "\n").filter { $0.contains("data-role=\"marker\"") }
    #expect(markers.count == 4)
    #expect(markers[2].contains("<path d=\"M") && markers[2].contains("stroke-linecap=\"round\""))
    #expect(markers[3].contains(" C"))
    #expect(!markers[3].contains("<text"))
  }

  @Test(.requires(.rsvgConvert, .pngtopnm)) func librsvgPaintsTheIconInItsContentColor() throws {
    let configuration = try checkout(current: 1)
    let scene = StepperScene(configuration)
    let image = try RasterImage(svg: StepperRenderer.svg.render(scene))
    let marker = try #require(scene.elements.first { $0.role == .mark && $0.step == 4 })
    let color = try #require(marker.content?.color)
    // The middle of the truck's roof, (8, 5.5) on its grid, in the 16-point icon square.
    let side = marker.frame.width * 2 / 3
    let icon = StepperRect(
      x: marker.frame.x + side / 4, y: marker.frame.y + side / 4, width: side, height: side)
    let scale = side / 24
    let roof = StepperPoint(x: icon.x + 8 * scale, y: icon.y + 5.5 * scale)
    #expect(image.color(at: roof) == color)
    // Between the roof and the wheels the marker's fill shows through.
    let inside = StepperPoint(x: icon.x + 8 * scale, y: icon.y + 10.5 * scale)
    #expect(image.color(at: inside) == marker.fill)
  }

  @Test(.requires(.xmllint)) func htmlDrawsTheIconInsideItsMarker() throws {
    let html = StepperRenderer.html.render(StepperScene(try checkout()))
    #expect(try xmllintProblems(html) == nil)
    #expect(html.contains("<path d=\"M"))
    #expect(html.contains("stroke-linejoin:round"))
  }

  @Test func jsonNamesTheIconAndWhetherItIsMirrored() throws {
    let ltr = StepperRenderer.json.render(StepperScene(try checkout()))
    #expect(ltr.contains(#""content": "icon", "icon": "truck", "mirrored": false, "text": "4""#))
    let rtl = StepperRenderer.json.render(StepperScene(try checkout(.rightToLeft)))
    #expect(rtl.contains(#""icon": "truck", "mirrored": true"#))
    #expect(rtl.contains(#""icon": "card", "mirrored": false"#))
  }

  /// The terminal has no vector drawing: a marker with an icon shows its number, as it would
  /// without one.
  @Test(arguments: StepperLayoutDirection.allCases)
  func theTerminalKeepsTheNumber(_ direction: StepperLayoutDirection) throws {
    let withIcons = try checkout(direction, current: 1)
    let plain = try StepperConfiguration(
      total: 4, current: 1,
      labels: StepperLabels(names: [1: "Account", 2: "Address", 3: "Payment", 4: "Delivery"])
    ).direction(direction)
    #expect(
      StepperRenderer.ansi.render(StepperScene(withIcons))
        == StepperRenderer.ansi.render(StepperScene(plain)))
  }

  /// Generated configurations with icons stay well formed and finite.
  @Test(.requires(.xmllint)) func generatedIconsGiveWellFormedSVGAndHTML() throws {
    let cases = GeneratedSteppers.named(seed: 41, count: 24, icons: true)
    #expect(cases.contains { !$0.configuration.icons.isEmpty })
    for (recipe, configuration) in cases {
      let scene = StepperScene(configuration)
      #expect(try xmllintProblems(StepperRenderer.svg.render(scene)) == nil, "\(recipe)")
      #expect(try xmllintProblems(StepperRenderer.html.render(scene)) == nil, "\(recipe)")
    }
  }
}
