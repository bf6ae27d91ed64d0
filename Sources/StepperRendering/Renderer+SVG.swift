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
    var out = ""
    out.reserveCapacity(256 + scene.elements.count * 200)
    let p = NumberText.points
    let visible = scene.visibleRect
    let (width, height) = (p(visible.width), p(visible.height))
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    out += " viewBox=\"\(p(visible.x)) \(p(visible.y)) \(width) \(height)\" role=\"img\""
    out += " lang=\"\(MarkupEscaping.escape(scene.accessibility.language))\">\n"
    out += "  <title>\(MarkupEscaping.escape(scene.accessibility.announcement))</title>\n"
    for element in scene.elements {
      write(element, to: &out)
    }
    out += "</svg>\n"
    return out
  }

  static func write(_ element: SceneElement, to out: inout String) {
    out += "  <g data-role=\"\(element.role.rawValue)\""
    if let step = element.step { out += " data-step=\"\(step)\"" }
    if let next = element.nextStep { out += " data-next-step=\"\(next)\"" }
    out += " data-state=\"\(element.state.rawValue)\">"
    if let text = element.text {
      write(text, to: &out)
    } else {
      shape(element, to: &out)
    }
    if let content = element.content { write(content, in: element.frame, to: &out) }
    out += "</g>\n"
  }

  private static func write(_ text: SceneText, to out: inout String) {
    let p = NumberText.points
    let anchor =
      switch text.anchor {
      case .left: "start"
      case .center: "middle"
      case .right: "end"
      }
    for (line, baseline) in zip(text.lines, text.baselines) {
      out += "<text x=\"\(p(baseline.x))\" y=\"\(p(baseline.y))\" text-anchor=\"\(anchor)\""
      font(text.style, to: &out)
      out += " fill=\"\(text.color.hex)\">\(MarkupEscaping.escape(line))</text>"
    }
  }

  private static func font(_ style: TextStyle, to out: inout String) {
    out += " font-family=\"\(MarkupEscaping.escape(style.family))\""
    out += " font-size=\"\(NumberText.points(style.size))\" font-weight=\"\(style.weight)\""
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
      font(style, to: &out)
      out += " fill=\"\(color)\">"
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
