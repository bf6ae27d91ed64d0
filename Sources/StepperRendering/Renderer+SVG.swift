import StepperKit

extension Renderer {
  /// Standalone SVG: `viewBox` the scene's size, `role="img"` with a `<title>` holding the
  /// accessibility announcement and `lang` naming its language, one element per line.
  ///
  /// Each step is a `<g>` carrying `data-role`, `data-step` and `data-state`, so styles and tests
  /// can find it. Outlines are drawn inside frames, as the scene defines them.
  public static let svg = Renderer(
    name: "svg", mediaType: "image/svg+xml", fileExtension: "svg", render: SVGWriter.document)
}

/// Writes a scene as SVG.
enum SVGWriter {
  static func document(_ scene: Scene) -> String {
    // About 200 bytes an element: a shape with its attributes, or a line of text.
    var out = TextWriter(capacity: 512 + scene.elements.count * 240)
    let visible = scene.visibleRect
    out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
    out.write(points: visible.width)
    out.write("\" height=\"")
    out.write(points: visible.height)
    out.write("\" viewBox=\"")
    out.write(points: visible.x)
    out.write(" ")
    out.write(points: visible.y)
    out.write(" ")
    out.write(points: visible.width)
    out.write(" ")
    out.write(points: visible.height)
    out.write("\" role=\"img\" lang=\"")
    out.write(escaping: scene.accessibility.language)
    out.write("\">\n  <title>")
    out.write(escaping: scene.accessibility.announcement)
    out.write("</title>\n")
    for element in scene.elements {
      write(element, to: &out)
    }
    out.write("</svg>\n")
    return out.text
  }

  /// Text, numbers and glyphs in presentation attributes.
  private static let markup = SVGMarkup(paint: .attributes)

  private static func write(_ element: SceneElement, to out: inout TextWriter) {
    out.write("  <g data-role=\"")
    out.write(verbatim: element.role.rawValue)
    if let step = element.step {
      out.write("\" data-step=\"")
      out.write(step)
    }
    if let next = element.nextStep {
      out.write("\" data-next-step=\"")
      out.write(next)
    }
    out.write("\" data-state=\"")
    out.write(verbatim: element.state.rawValue)
    out.write("\">")
    if let text = element.text {
      markup.writeLines(of: text, token: element.tokens.content, to: &out)
    } else {
      shape(element, to: &out)
    }
    if let content = element.content {
      markup.writeContent(content, in: element.frame, token: element.tokens.content, to: &out)
    }
    out.write("</g>\n")
  }

  private static func shape(_ element: SceneElement, to out: inout TextWriter) {
    let inset = (element.stroke?.width ?? 0) / 2
    let frame = element.frame.insetBy(inset)
    let radius = max(0, element.cornerRadius - inset)
    if frame.width == frame.height, radius == frame.width / 2 {
      let center = frame.center
      out.write("<circle cx=\"")
      out.write(points: center.x)
      out.write("\" cy=\"")
      out.write(points: center.y)
      out.write("\" r=\"")
      out.write(points: radius)
    } else {
      out.write("<rect x=\"")
      out.write(points: frame.x)
      out.write("\" y=\"")
      out.write(points: frame.y)
      out.write("\" width=\"")
      out.write(points: frame.width)
      out.write("\" height=\"")
      out.write(points: frame.height)
      if radius > 0 {
        out.write("\" rx=\"")
        out.write(points: radius)
      }
    }
    out.write("\" fill=\"")
    if let fill = element.fill { out.write(fill) } else { out.write("none") }
    if let stroke = element.stroke {
      out.write("\" stroke=\"")
      out.write(stroke.color)
      out.write("\" stroke-width=\"")
      out.write(points: stroke.width)
    }
    out.write("\"/>")
  }
}
