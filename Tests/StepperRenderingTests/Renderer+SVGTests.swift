import Foundation
import StepperKit
import StepperRendering
import StepperTestSupport
import Testing

@Suite struct SVGRendererTests {
  @Test(arguments: SampleSteppers.named.map(\.name))
  func matchesItsGoldenFile(_ name: String) throws {
    let configuration = try #require(SampleSteppers.named.first { $0.name == name }).configuration
    expectSnapshot(Renderer.svg.render(Scene(configuration)), named: "\(name).svg")
  }

  @Test func isWellFormedWithTheScenesViewBoxAndATitle() throws {
    let scene = Scene(SampleSteppers.make(.circular))
    let svg = Renderer.svg.render(scene)
    #expect(try xmllintProblems(svg) == nil)
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.contains("viewBox=\"0 0 272 24\""))
    #expect(svg.contains("role=\"img\""))
    #expect(svg.contains("<title>Step 2 of 4, 50%</title>"))
  }

  @Test func namesTheLanguageOfItsTitle() throws {
    let english = Renderer.svg.render(Scene(SampleSteppers.make(.circular)))
    #expect(english.contains(" role=\"img\" lang=\"en\">"))
    let strings = try #require(StepperStrings.forLanguage("ar-EG"))
    let arabic = Renderer.svg.render(Scene(SampleSteppers.make(.circular), strings: strings))
    #expect(try xmllintProblems(arabic) == nil)
    #expect(arabic.contains(" lang=\"ar-EG\">"))
    #expect(arabic.contains("<title>الخطوة ٢ من ٤، ٥٠٪\u{61C}</title>"))
    #expect(arabic.contains(">٢</text>"))
  }

  @Test(arguments: SampleSteppers.everyVariant.indices)
  func isWellFormed(_ index: Int) throws {
    let svg = Renderer.svg.render(Scene(SampleSteppers.everyVariant[index]))
    #expect(try xmllintProblems(svg) == nil)
  }

  @Test func xmllintCatchesAnUnclosedDocument() throws {
    // The check above must be able to fail: Foundation's XMLParser on Linux would accept this.
    #expect(try xmllintProblems("<svg xmlns=\"http://www.w3.org/2000/svg\"><g>") != nil)
  }

  @Test func drawsTheRealCheckGlyph() {
    let svg = Renderer.svg.render(Scene(SampleSteppers.make(.circular)))
    #expect(svg.contains("<path d=\"M7 12.5 L10.5 16 L17 8.5\" fill=\"none\" stroke=\"#FFFFFF\""))
  }

  @Test func drawsOutlinesInsideTheFrame() {
    let svg = Renderer.svg.render(Scene(SampleSteppers.make(.circular)))
    // The active marker of 24 at x 74.667 with a 2 pt outline: a circle of radius 11.
    #expect(
      svg.contains(
        "<circle cx=\"94.667\" cy=\"12\" r=\"11\" fill=\"#FFFFFF\" stroke=\"#155DFC\" stroke-width=\"2\"/>"
      ))
  }

  @Test func pixelChecksSeeAWrongColor() throws {
    // The pixel checks must be able to fail: paint the done marker red behind the scene's back.
    let scene = Scene(SampleSteppers.make(.circular))
    let svg = Renderer.svg.render(scene).replacingOccurrences(
      of: "r=\"12\" fill=\"#155DFC\"", with: "r=\"12\" fill=\"#FF0000\"")
    let image = try RasterImage(svg: svg)
    #expect(
      image.color(at: scene.elements[0].frame.center)?.isClose(to: RGBColor(0xFF0000)) == true)
    #expect(
      image.color(at: scene.elements[0].frame.center)?.isClose(to: RGBColor(0x155DFC)) == false)
  }

  /// Rasterizes every variant with librsvg and reads back the colors the scene promises.
  @Test(arguments: SampleSteppers.everyVariant.indices)
  func rendersTheScenesColors(_ index: Int) throws {
    let scene = Scene(SampleSteppers.everyVariant[index])
    let image = try RasterImage(svg: Renderer.svg.render(scene))
    #expect(abs(Double(image.width) - scene.size.width * 4) <= 1)
    let origin = Point(x: scene.visibleRect.x, y: scene.visibleRect.y)
    /// The color at a point in content coordinates, or nil off screen.
    func color(_ point: Point) -> RGBColor? {
      guard scene.visibleRect.insetBy(0.5).contains(point) else { return nil }
      return image.color(at: Point(x: point.x - origin.x, y: point.y - origin.y))
    }
    func onScreen(_ rect: Rect) -> Rect {
      Rect(x: rect.x - origin.x, y: rect.y - origin.y, width: rect.width, height: rect.height)
    }
    for element in scene.elements {
      let frame = element.frame
      if let text = element.text {
        // Text: its color shows somewhere in its box (anti-aliasing spares the glyph cores).
        let box = onScreen(frame)
        let clipped = Rect(
          x: max(box.x, 0), y: max(box.y, 0),
          width: min(box.maxX, scene.size.width) - max(box.x, 0),
          height: box.height)
        if clipped.width > 8 {
          #expect(image.contains(text.color, in: clipped, tolerance: 40), "\(element.role) text")
        }
        continue
      }
      let fill = try #require(element.fill)
      switch element.content {
      case nil:
        if let pixel = color(frame.center) {
          #expect(pixel.isClose(to: fill), "\(element.role) \(frame.center): \(pixel) vs \(fill)")
        }
      case .some(let content):
        guard color(frame.center) != nil else { continue }
        // The fill, between the outline and the content.
        let inside = Point(x: frame.center.x, y: frame.y + frame.height / 6)
        #expect(color(inside)?.isClose(to: fill) == true, "marker fill")
        if let stroke = element.stroke {
          let ring = Point(x: frame.center.x, y: frame.y + stroke.width / 2)
          #expect(color(ring)?.isClose(to: stroke.color) == true, "marker outline")
        }
        switch content {
        case .check:
          // The check passes beside the center, which stays the fill color.
          #expect(color(frame.center)?.isClose(to: fill) == true, "check marker center")
          #expect(image.contains(content.color, in: onScreen(frame).insetBy(frame.width / 4)))
        case .error:
          #expect(color(frame.center)?.isClose(to: content.color) == true, "error mark")
        case .number:
          #expect(image.contains(content.color, in: onScreen(frame).insetBy(frame.width / 4)))
        }
      }
    }
  }

  @Test func clipsAScrollingRowToItsViewport() throws {
    let scene = try Scene(StepperConfiguration(total: 20, current: 11, viewport: 375))
    let svg = Renderer.svg.render(scene)
    #expect(svg.contains("width=\"375\" height=\"24\" viewBox=\"726 0 375 24\""))
    // The partial step: marker 16 starts at 1089, 363 into the window, half of it showing.
    #expect(svg.contains("data-step=\"16\""))
    #expect(!svg.contains("data-step=\"17\""))
  }

  @Test func escapesNames() throws {
    let scene = try Scene(
      StepperConfiguration(
        total: 2, current: 1, length: 600,
        names: [1: "<b>Terms & \"Conditions\"</b>", 2: "O'Brien"]
      ))
    let svg = Renderer.svg.render(scene)
    #expect(svg.contains(">&lt;b&gt;Terms &amp; &quot;Conditions&quot;&lt;/b&gt;</text>"))
    #expect(svg.contains(">O&#39;Brien</text>"))
    #expect(!svg.contains("<b>"))
    #expect(try xmllintProblems(svg) == nil)
  }
}
