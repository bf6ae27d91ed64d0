import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@Suite struct SVGRendererTests {
  @Test(.requires(.xmllint)) func isWellFormedWithTheScenesViewBoxAndATitle() throws {
    let scene = StepperScene(SampleSteppers.make(.circular))
    let svg = StepperRenderer.svg.render(scene)
    #expect(try xmllintProblems(svg) == nil)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("viewBox=\"0 0 272 24\""))
    #expect(svg.contains("role=\"img\""))
    #expect(svg.contains("<title>Step 2 of 4, 50%</title>"))
  }

  @Test(.requires(.xmllint)) func namesTheLanguageOfItsTitle() throws {
    let english = StepperRenderer.svg.render(StepperScene(SampleSteppers.make(.circular)))
    #expect(english.contains(" role=\"img\" lang=\"en\">"))
    let strings = try #require(StepperStrings.forLanguage("ar-EG"))
    let arabic = StepperRenderer.svg.render(
      StepperScene(SampleSteppers.make(.circular), strings: strings))
    #expect(try xmllintProblems(arabic) == nil)
    #expect(arabic.contains(" lang=\"ar-EG\">"))
    #expect(arabic.contains("<title>الخطوة ٢ من ٤، ٥٠٪\u{61C}</title>"))
    #expect(arabic.contains(">٢</text>"))
  }

  @Test(.requires(.xmllint), arguments: SampleSteppers.everyVariant.indices)
  func isWellFormed(_ index: Int) throws {
    let svg = StepperRenderer.svg.render(StepperScene(SampleSteppers.everyVariant[index]))
    #expect(try xmllintProblems(svg) == nil)
  }

  @Test(.requires(.xmllint)) func xmllintCatchesAnUnclosedDocument() throws {
    // The check above must be able to fail: Foundation's XMLParser on Linux would accept this.
    #expect(try xmllintProblems("<svg xmlns=\"http://www.w3.org/2000/svg\"><g>") != nil)
  }

  @Test func drawsTheRealCheckGlyph() {
    let svg = StepperRenderer.svg.render(StepperScene(SampleSteppers.make(.circular)))
    #expect(svg.contains("<path d=\"M7 12.5 L10.5 16 L17 8.5\" fill=\"none\" stroke=\"#FFFFFF\""))
  }

  @Test func drawsOutlinesInsideTheFrame() {
    let svg = StepperRenderer.svg.render(StepperScene(SampleSteppers.make(.circular)))
    // The active marker of 24 at x 74.667 with a 2 pt outline: a circle of radius 11.
    #expect(
      svg.contains(
        "<circle cx=\"94.667\" cy=\"12\" r=\"11\" fill=\"#FFFFFF\" stroke=\"#155DFC\" stroke-width=\"2\"/>"
      ))
  }

  @Test(.requires(.rsvgConvert, .pngtopnm)) func pixelChecksSeeAWrongColor() throws {
    // The pixel checks must be able to fail: paint the done marker red behind the scene's back.
    let scene = StepperScene(SampleSteppers.make(.circular))
    let svg = StepperRenderer.svg.render(scene).replacingOccurrences(
      of: "r=\"12\" fill=\"#155DFC\"", with: "r=\"12\" fill=\"#FF0000\"")
    let image = try RasterImage(svg: svg)
    #expect(
      image.color(at: scene.elements[0].frame.center)?.isClose(to: StepperColor(0xFF0000)) == true)
    #expect(
      image.color(at: scene.elements[0].frame.center)?.isClose(to: StepperColor(0x155DFC)) == false)
  }

  /// Rasterizes every variant with librsvg and reads back the colors the scene promises.
  @Test(.requires(.rsvgConvert, .pngtopnm), arguments: SampleSteppers.everyVariant.indices)
  func rendersTheScenesColors(_ index: Int) throws {
    let scene = StepperScene(SampleSteppers.everyVariant[index])
    let image = try RasterImage(svg: StepperRenderer.svg.render(scene))
    #expect(abs(Double(image.width) - scene.size.width * 4) <= 1)
    let origin = StepperPoint(x: scene.visibleRect.x, y: scene.visibleRect.y)
    func onScreen(_ rect: StepperRect) -> StepperRect {
      StepperRect(
        x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
    }
    for element in scene.elements {
      // The header shows in all of the visible part, the steps in their part of it.
      let shown = element.role.isHeader ? scene.visibleRect : scene.stepsRect
      /// The color at a point in content coordinates, or nil where the element is not shown.
      func color(_ point: StepperPoint) -> StepperColor? {
        guard shown.insetBy(0.5).contains(point) else { return nil }
        return image.color(at: StepperPoint(x: point.x - origin.x, y: point.y - origin.y))
      }
      let frame = element.frame
      if let text = element.text {
        // Text: its color shows somewhere in its box (anti-aliasing spares the glyph cores).
        let box = onScreen(frame)
        let area = onScreen(shown)
        let clipped = StepperRect(
          x: max(box.x, area.x), y: max(box.y, area.y),
          width: min(box.maxX, area.maxX) - max(box.x, area.x),
          height: min(box.maxY, area.maxY) - max(box.y, area.y))
        if clipped.width > 8, clipped.height > 8 {
          #expect(image.contains(text.color, in: clipped, tolerance: 40), "\(element.role) text")
        }
        continue
      }
      guard let fill = element.fill else {
        // A hollow (disabled) dash or bullet: its outline along its edge.
        let stroke = try #require(element.stroke)
        let ring = StepperPoint(x: frame.center.x, y: frame.y + stroke.width / 2)
        if let pixel = color(ring) {
          #expect(pixel.isClose(to: stroke.color), "hollow \(element.role): \(pixel)")
        }
        continue
      }
      switch element.content {
      case nil:
        if let pixel = color(frame.center) {
          #expect(pixel.isClose(to: fill), "\(element.role) \(frame.center): \(pixel) vs \(fill)")
        }
      case .some(let content):
        guard color(frame.center) != nil else { continue }
        // Read above the content, or below it in a marker cut at the top (under a header).
        func edge(_ distance: Double) -> StepperPoint {
          let top = StepperPoint(x: frame.center.x, y: frame.y + distance)
          return color(top) != nil ? top : StepperPoint(x: frame.center.x, y: frame.maxY - distance)
        }
        // The fill, between the outline and the content.
        #expect(color(edge(frame.height / 6))?.isClose(to: fill) == true, "marker fill")
        if let stroke = element.stroke {
          let ring = edge(stroke.width / 2)
          #expect(color(ring)?.isClose(to: stroke.color) == true, "marker outline")
        }
        switch content {
        case .check:
          // The check passes beside the center, which stays the fill color.
          #expect(color(frame.center)?.isClose(to: fill) == true, "check marker center")
          #expect(image.contains(content.color, in: onScreen(frame).insetBy(frame.width / 4)))
        case .error:
          #expect(color(frame.center)?.isClose(to: content.color) == true, "error mark")
        case .skip:
          // The skip mark is a bar across the center.
          #expect(color(frame.center)?.isClose(to: content.color) == true, "skip mark")
        case .ellipsis:
          // An overflow marker's middle dot sits on the center.
          #expect(color(frame.center)?.isClose(to: content.color) == true, "overflow dots")
        case .number, .icon:
          #expect(image.contains(content.color, in: onScreen(frame).insetBy(frame.width / 4)))
        }
      }
    }
  }

  @Test func clipsAScrollingRowToItsViewport() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 20, current: 11, scrolling: StepperScrolling(viewport: 375)))
    let svg = StepperRenderer.svg.render(scene)
    #expect(svg.contains("width=\"375\" height=\"24\" viewBox=\"726 0 375 24\""))
    // The partial step: marker 16 starts at 1089, 363 into the window, half of it showing.
    #expect(svg.contains("data-step=\"16\""))
    #expect(!svg.contains("data-step=\"17\""))
  }

  /// The bug's reproduction: a column dragged 20 points under its header. The steps sit in a
  /// group clipped to their part (from 64, under the 44-point header band that starts at 20);
  /// the header and "All steps" are outside it.
  @Test(.requires(.xmllint)) func clipsTheStepsOfAColumnBelowItsHeaderAndNotTheHeader() throws {
    let scene = StepperScene(try SampleSteppers.columnUnderItsHeader())
    let svg = StepperRenderer.svg.render(scene)
    #expect(try xmllintProblems(svg) == nil)
    let id = "eb-stepper-steps-0-64-78.058-400"
    #expect(
      svg.contains(
        "  <defs><clipPath id=\"\(id)\"><rect x=\"0\" y=\"64\" width=\"78.058\" height=\"400\"/>"
          + "</clipPath></defs>\n"))
    #expect(svg.contains("\n  <g clip-path=\"url(#\(id))\">\n    <g data-role=\"marker\""))
    let g = "*[local-name()=\"g\"]"
    let header = "@data-role=\"title\" or @data-role=\"allSteps\""
    // At the top level: the header, and the clipped group; in the group, every other element.
    #expect(try xpathCount("/*/\(g)[\(header)]", in: svg) == 2)
    #expect(try xpathCount("/*/\(g)[@data-role]", in: svg) == 2)
    #expect(try xpathCount("/*/\(g)[@clip-path]", in: svg) == 1)
    #expect(try xpathCount("//\(g)[@clip-path]//\(g)[\(header)]", in: svg) == 0)
    #expect(
      try xpathCount("/*/\(g)[@clip-path]/\(g)[@data-role]", in: svg) == scene.elements.count - 2)
  }

  /// Rasterized, the header band shows no step: above the band's end, where step 1's marker
  /// (44 to 68) used to cover it, the surface; below, the marker's fill.
  @Test(.requires(.rsvgConvert, .pngtopnm)) func theHeaderBandShowsNoStep() throws {
    let scene = StepperScene(try SampleSteppers.columnUnderItsHeader())
    let image = try RasterImage(svg: StepperRenderer.svg.render(scene))
    let marker = try #require(scene.elements.first { $0.role == .mark })
    #expect(marker.step == 1 && marker.frame.y == 44 && scene.stepsRect.y == 64)
    // In the drawing's coordinates, 20 points up: the band ends at 44.
    let x = marker.frame.center.x
    #expect(image.color(at: StepperPoint(x: x, y: 30))?.isClose(to: scene.background) == true)
    #expect(image.color(at: StepperPoint(x: x, y: 43))?.isClose(to: scene.background) == true)
    #expect(image.color(at: StepperPoint(x: x, y: 46))?.isClose(to: StepperColor(0x155DFC)) == true)
  }

  /// The clip's id names its rectangle: another drag, another id; the same rectangle, the same
  /// id, which then clips alike in any drawing on the page.
  @Test func theClipsIdNamesItsRectangle() throws {
    func id(offset: Double, theme: StepperTheme = .light) throws -> String? {
      let svg = StepperRenderer.svg.render(
        StepperScene(
          try StepperConfiguration(
            total: 20, current: 5, labels: StepperLabels(showsHeader: true),
            scrolling: StepperScrolling(viewport: 400, offset: offset)
          ).unchecked {
            $0.axis = .vertical
            $0.theme = theme
          }))
      return svg.firstMatch(of: /clipPath id="([^"]+)"/).map { String($0.1) }
    }
    let twenty = try id(offset: 20)
    #expect(twenty?.hasPrefix("eb-stepper-steps-0-64-") == true)
    #expect(try id(offset: 60) != twenty)
    #expect(try id(offset: 20, theme: .dark) == twenty)
  }

  /// Every other drawing is as it was: no clip, no definitions.
  @Test func nothingElseIsClipped() {
    for configuration in SampleSteppers.everyVariant {
      let scene = StepperScene(configuration)
      guard scene.stepsRect == scene.visibleRect else { continue }
      let svg = StepperRenderer.svg.render(scene)
      #expect(!svg.contains("clip") && !svg.contains("<defs>"), "\(configuration)")
    }
  }

  @Test(.requires(.xmllint)) func escapesNames() throws {
    let scene = try StepperScene(
      StepperConfiguration(total: 2, current: 1, length: 600).replacing(
        \.stepNames, with: [1: "<b>Terms & \"Conditions\"</b>", 2: "O'Brien"]))
    let svg = StepperRenderer.svg.render(scene)
    #expect(svg.contains(">&lt;b&gt;Terms &amp; &quot;Conditions&quot;&lt;/b&gt;</text>"))
    #expect(svg.contains(">O&#39;Brien</text>"))
    #expect(!svg.contains("<b>"))
    #expect(try xmllintProblems(svg) == nil)
  }

  @Test func aStandaloneDrawingPaintsTheThemesSurfaceFirst() throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .circular, total: 4, current: 2, theme: .dark))
    let svg = StepperRenderer.svg.render(scene)
    let lines = svg.split(separator: "\n")
    #expect(
      lines[2] == "  <rect x=\"0\" y=\"0\" width=\"272\" height=\"24\" fill=\"#0E0E0F\" "
        + "data-role=\"surface\"/>")
    #expect(svg.components(separatedBy: "data-role=\"surface\"").count == 2)
    let transparent = StepperRenderer.svg(paintsSurface: false).render(scene)
    #expect(!transparent.contains("data-role=\"surface\""))
    #expect(transparent == svg.replacingOccurrences(of: String(lines[2]) + "\n", with: ""))
    #expect(StepperRenderer.svg(paintsSurface: true).render(scene) == svg)
  }

  /// On a white page, a dark drawing's current marker keeps its dark fill inside a dark surface,
  /// and the surface is there around it: the marker no longer reads as a black disc on white.
  @Test(.requires(.rsvgConvert, .pngtopnm)) func aDarkDrawingOnAWhitePageShowsItsSurface() throws {
    let scene = StepperScene(
      try StepperConfiguration(style: .circular, total: 4, current: 2, theme: .dark))
    let current = try #require(scene.elements.first { $0.role == .mark && $0.state == .active })
    // Beside the marker, above the connector: the surface and nothing else.
    let outside = StepperPoint(x: current.frame.maxX + 4, y: 2)
    let corner = StepperPoint(x: 1, y: 1)
    let painted = try RasterImage(svg: StepperRenderer.svg.render(scene))
    #expect(painted.color(at: corner)?.isClose(to: StepperColor(0x0E0E0F)) == true)
    #expect(painted.color(at: outside)?.isClose(to: StepperColor(0x0E0E0F)) == true)
    let bare = try RasterImage(svg: StepperRenderer.svg(paintsSurface: false).render(scene))
    #expect(bare.color(at: corner)?.isClose(to: StepperColor(0xFFFFFF)) == true)
  }

  /// The document is the drawing's commands written out: one `<g>` per element, in the
  /// drawing's order, naming the element its commands carry, and each shape the command's
  /// path, a `<circle>` where the core says it is one and a `<rect>` otherwise.
  @Test func drawsTheCoresCommands() throws {
    let p = NumberText.points
    for configuration in SampleSteppers.everyVariant {
      let scene = StepperScene(configuration)
      var expected: [(group: String, shape: String?)] = []
      StepperSceneDrawing.forEachElement(of: scene) { tag, commands in
        guard let tag else { return }
        var group = "<g data-role=\"\(tag.roleName)\""
        if let step = tag.step { group += " data-step=\"\(step)\"" }
        if let next = tag.nextStep { group += " data-next-step=\"\(next)\"" }
        group += " data-state=\"\(tag.state.rawValue)\">"
        let shape = commands.lazy.compactMap { command -> String? in
          guard case .shape(let shape) = command.primitive else { return nil }
          let path = shape.path
          let c = path.rect.center
          return path.isCircle
            ? "<circle cx=\"\(p(c.x))\" cy=\"\(p(c.y))\" r=\"\(p(path.cornerRadius))\" fill="
            : "<rect x=\"\(p(path.rect.x))\" y=\"\(p(path.rect.y))\" width=\"\(p(path.rect.width))\""
              + " height=\"\(p(path.rect.height))\""
        }.first
        expected.append((group, shape))
      }
      let groups = StepperRenderer.svg.render(scene).split(separator: "\n")
        .map { $0.drop { $0 == " " } }
        .filter { $0.hasPrefix("<g data-role=") }
      #expect(groups.count == expected.count, "\(configuration)")
      #expect(groups.count == scene.elements.count, "\(configuration)")
      for (line, element) in zip(groups, expected) {
        #expect(line.hasPrefix(element.group), "\(line)")
        if let shape = element.shape {
          #expect(line.dropFirst(element.group.count).hasPrefix(shape), "\(line)")
        } else {
          #expect(line.dropFirst(element.group.count).hasPrefix("<text "), "\(line)")
        }
      }
    }
  }
}
