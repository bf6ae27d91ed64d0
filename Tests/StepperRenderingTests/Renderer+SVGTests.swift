import Foundation
import StepperKit
import StepperRendering
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
    #expect(
      image.width == Int(scene.size.width * 4) || image.width == Int(scene.size.width * 4) + 1)
    for element in scene.elements {
      let frame = element.frame
      let fill = try #require(element.fill)
      switch element.content {
      case nil:
        #expect(
          image.color(at: frame.center)?.isClose(to: fill) == true,
          "\(element.role) \(element.step) center: \(String(describing: image.color(at: frame.center))) vs \(fill)"
        )
      case .some(let content):
        // The fill, between the outline and the content.
        let inside = Point(x: frame.center.x, y: frame.y + 4)
        #expect(image.color(at: inside)?.isClose(to: fill) == true, "marker \(element.step) fill")
        if let stroke = element.stroke {
          let ring = Point(x: frame.center.x, y: frame.y + stroke.width / 2)
          #expect(
            image.color(at: ring)?.isClose(to: stroke.color) == true,
            "marker \(element.step) outline")
        }
        switch content {
        case .check:
          // The check passes beside the center, which stays the fill color.
          #expect(image.color(at: frame.center)?.isClose(to: fill) == true, "check marker center")
          #expect(image.contains(content.color, in: frame.insetBy(6)), "check drawn")
        case .error:
          #expect(image.color(at: frame.center)?.isClose(to: content.color) == true, "error mark")
        case .number:
          #expect(image.contains(content.color, in: frame.insetBy(6)), "number drawn")
        }
      }
    }
  }
}
