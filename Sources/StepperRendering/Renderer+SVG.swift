import StepperKit

extension Renderer {
  /// Standalone SVG: `viewBox` the scene's size, `role="img"` with a `<title>` holding the
  /// accessibility announcement, one element per line.
  ///
  /// Each step is a `<g>` carrying `data-role`, `data-step` and `data-state`, so styles and tests
  /// can find it. Outlines are drawn inside frames, as the scene defines them.
  public static let svg = Renderer(
    name: "svg", mediaType: "image/svg+xml", fileExtension: "svg", render: SVGWriter.document)
}

/// Writes a scene as SVG.
enum SVGWriter {
  static func document(_ scene: Scene) -> String {
    var out = ""
    out.reserveCapacity(256 + scene.elements.count * 200)
    let width = NumberText.points(scene.size.width)
    let height = NumberText.points(scene.size.height)
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    out += " viewBox=\"0 0 \(width) \(height)\" role=\"img\">\n"
    out += "  <title>\(MarkupEscaping.escape(scene.accessibility.announcement))</title>\n"
    for element in scene.elements {
      write(element, to: &out)
    }
    out += "</svg>\n"
    return out
  }

  static func write(_ element: SceneElement, to out: inout String) {
    out += "  <g data-role=\"\(element.role.rawValue)\" data-step=\"\(element.step)\""
    if let next = element.nextStep { out += " data-next-step=\"\(next)\"" }
    out += " data-state=\"\(element.state.rawValue)\">"
    shape(element, to: &out)
    if let content = element.content { write(content, in: element.frame, to: &out) }
    out += "</g>\n"
  }

  private static func shape(_ element: SceneElement, to out: inout String) {
    let inset = (element.stroke?.width ?? 0) / 2
    let frame = element.frame.insetBy(inset)
    let radius = max(0, element.cornerRadius - inset)
    let p = NumberText.points
    if frame.width == frame.height, radius == frame.width / 2 {
      let center = frame.center
      out += "<circle cx=\"\(p(center.x))\" cy=\"\(p(center.y))\" r=\"\(p(radius))\""
    } else {
      out += "<rect x=\"\(p(frame.x))\" y=\"\(p(frame.y))\""
      out += " width=\"\(p(frame.width))\" height=\"\(p(frame.height))\""
      if radius > 0 { out += " rx=\"\(p(radius))\"" }
    }
    out += " fill=\"\(element.fill?.hex ?? "none")\""
    if let stroke = element.stroke {
      out += " stroke=\"\(stroke.color.hex)\" stroke-width=\"\(p(stroke.width))\""
    }
    out += "/>"
  }

  private static func write(_ content: SceneElement.Content, in frame: Rect, to out: inout String) {
    let p = NumberText.points
    let color = content.color.hex
    switch content {
    case .number(let text, _, let style):
      let origin = style.baselineOrigin(centeredIn: frame)
      out += "<text x=\"\(p(origin.x))\" y=\"\(p(origin.y))\" text-anchor=\"middle\""
      out += " font-family=\"\(MarkupEscaping.escape(style.family))\""
      out += " font-size=\"\(p(style.size))\" font-weight=\"\(style.weight)\" fill=\"\(color)\">"
      out += MarkupEscaping.escape(text)
      out += "</text>"
    case .check, .error:
      guard let glyph = content.glyph?.placed(in: frame) else { return }
      for line in glyph.polylines where !line.isEmpty {
        out += "<path d=\""
        for (index, point) in line.enumerated() {
          out += index == 0 ? "M" : " L"
          out += "\(p(point.x)) \(p(point.y))"
        }
        out += "\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(p(glyph.lineWidth))\""
        out += " stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
      }
      for dot in glyph.dots {
        out += "<circle cx=\"\(p(dot.center.x))\" cy=\"\(p(dot.center.y))\""
        out += " r=\"\(p(dot.radius))\" fill=\"\(color)\"/>"
      }
    }
  }
}
