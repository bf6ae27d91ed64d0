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
    ).replacing(\.stepIcons, with: [1: .person, 2: .home, 3: .card, 4: .truck]).unchecked {
      $0.direction = direction
    }
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
    ).unchecked { $0.direction = direction }
    #expect(
      StepperRenderer.ansi.render(StepperScene(withIcons))
        == StepperRenderer.ansi.render(StepperScene(plain)))
  }

  /// Generated configurations with icons stay well formed and finite.
  @Test(.requires(.xmllint)) func generatedIconsGiveWellFormedSVGAndHTML() throws {
    let cases = GeneratedSteppers.named(seed: 41, count: 24, icons: true)
    #expect(cases.contains { !$0.configuration.options.stepIcons.isEmpty })
    for (recipe, configuration) in cases {
      let scene = StepperScene(configuration)
      #expect(try xmllintProblems(StepperRenderer.svg.render(scene)) == nil, "\(recipe)")
      #expect(try xmllintProblems(StepperRenderer.html.render(scene)) == nil, "\(recipe)")
    }
  }

  /// The numbers of the `<path d>` in the line of step `step`'s marker, as (x, y) pairs.
  private func pathPoints(_ markup: String, step: Int, marker: String) throws -> [StepperPoint] {
    let lines = markup.split(separator: "\n").map(String.init)
    let start = try #require(
      lines.firstIndex { $0.contains(marker) && $0.contains("data-step=\"\(step)\"") })
    let line = try #require(lines[start...].first { $0.contains("<path d=\"") })
    let data = try #require(
      line.split(separator: "d=\"").dropFirst().first?.split(separator: "\"").first)
    let numbers = data.split(whereSeparator: { " ,MLCZ".contains($0) }).compactMap { Double($0) }
    return stride(from: 0, to: numbers.count - 1, by: 2).map {
      StepperPoint(x: numbers[$0], y: numbers[$0 + 1])
    }
  }

  /// In SVG and HTML a right-to-left row draws the truck, which points the way the flow goes,
  /// as the left-to-right truck flipped about its marker's center, and the card upright: the
  /// same shape moved, not flipped. No renderer adds a transform of its own.
  @Test(arguments: ["svg", "html"])
  func rightToLeftMirrorsOnlyTheDirectionalIcon(_ format: String) throws {
    let renderer: StepperRenderer = format == "svg" ? .svg : .html
    let marker = format == "svg" ? "data-role=\"marker\"" : "eb-stepper__step"
    let ltrScene = StepperScene(try checkout(current: 1))
    let rtlScene = StepperScene(try checkout(.rightToLeft, current: 1))
    let ltr = renderer.render(ltrScene)
    let rtl = renderer.render(rtlScene)
    #expect(!rtl.contains("scale(-1") && !rtl.contains("matrix("))
    func center(_ scene: StepperScene, _ step: Int) throws -> StepperPoint {
      try #require(scene.elements.first { $0.role == .mark && $0.step == StepperStepID(step) })
        .frame.center
    }
    for step in [3, 4] {
      let forward = try pathPoints(ltr, step: step, marker: marker)
      let backward = try pathPoints(rtl, step: step, marker: marker)
      #expect(forward.count == backward.count && !forward.isEmpty)
      let from = try center(ltrScene, step)
      let to = try center(rtlScene, step)
      for (a, b) in zip(forward, backward) {
        // Written to three decimals.
        let x = step == 4 ? to.x - (a.x - from.x) : to.x + (a.x - from.x)
        #expect(abs(b.x - x) < 0.002, "step \(step): \(a) → \(b)")
        #expect(abs(b.y - a.y) < 0.002, "step \(step): \(a) → \(b)")
      }
    }
  }

  /// Painted, the right-to-left truck has its cab on the left: the cab's roof, (16, 9) on its
  /// grid, is painted at the mirrored point and not at the unmirrored one.
  @Test(.requires(.rsvgConvert, .pngtopnm)) func librsvgPaintsTheMirroredTruck() throws {
    let scene = StepperScene(try checkout(.rightToLeft, current: 1))
    let image = try RasterImage(svg: StepperRenderer.svg.render(scene))
    let marker = try #require(scene.elements.first { $0.role == .mark && $0.step == 4 })
    let side = marker.frame.width * 2 / 3
    let icon = StepperRect(
      x: marker.frame.x + side / 4, y: marker.frame.y + side / 4, width: side, height: side)
    let scale = side / 24
    #expect(
      image.color(at: StepperPoint(x: icon.x + 8 * scale, y: icon.y + 9 * scale))
        == marker.content?.color)
    #expect(
      image.color(at: StepperPoint(x: icon.x + 16 * scale, y: icon.y + 9 * scale))
        == marker.fill)
  }

  /// A platform symbol (the Apple views' option, set through the view input) has no artwork
  /// outside the Apple views: SVG and HTML draw the step's number in its place, JSON names it
  /// and says it is a symbol, the terminal keeps the number.
  @Test(.requires(.xmllint)) func otherOutputsShowASymbolsNumber() throws {
    var options = StepperConfiguration.Options(style: .circular, total: 4, current: 1)
    options.direction = .rightToLeft
    let plain = StepperScene(try StepperConfiguration(options))
    options.stepIcons = [
      2: StepperIcon(symbol: "creditcard"),
      4: StepperIcon(symbol: StepperSymbol("car.side", isDirectional: true)),
    ]
    let scene = StepperScene(try StepperConfiguration(options))
    let svg = StepperRenderer.svg.render(scene)
    #expect(try xmllintProblems(svg) == nil)
    #expect(svg == StepperRenderer.svg.render(plain))
    let html = StepperRenderer.html.render(scene)
    #expect(try xmllintProblems(html) == nil)
    #expect(html == StepperRenderer.html.render(plain))
    let json = StepperRenderer.json.render(scene)
    #expect(
      json.contains(
        #""icon": "car.side", "mirrored": true, "text": "4", "symbol": true"#))
    #expect(json.contains(#""icon": "creditcard", "mirrored": false, "text": "2", "symbol": true"#))
    #expect(!StepperRenderer.json.render(StepperScene(try checkout())).contains("\"symbol\""))
    #expect(StepperRenderer.ansi.render(scene) == StepperRenderer.ansi.render(plain))
  }
}
