import StepperKit

/// The SVG that both the SVG document and the HTML fragment's inline drawings are made of:
/// lines of text on their baselines, and a marker's number or glyph.
///
/// The two differ only in how a color is written (``Paint``): the document uses presentation
/// attributes with the scene's colors; the fragment uses inline styles that read the theme's
/// custom properties, so a page can restyle them.
struct SVGMarkup {
  /// How colors are written.
  enum Paint {
    /// Presentation attributes with the resolved color: `fill="#155DFC"`.
    case attributes
    /// Inline styles reading the color's token as a custom property, with the resolved color as
    /// its fallback: `style="fill:var(--brand-base,#155DFC)"`.
    case customProperties
  }

  /// How this markup writes colors.
  let paint: Paint

  /// Each line of `text` as a `<text>` element on its baseline, in the text's color (read from
  /// `token` where the paint uses custom properties).
  func writeLines(of text: StepperSceneText, token: StepperToken?, to out: inout TextWriter) {
    for (line, baseline) in zip(text.lines, text.baselines) {
      out.write("<text x=\"")
      out.write(points: baseline.x)
      out.write("\" y=\"")
      out.write(points: baseline.y)
      switch text.anchor {
      case .left: out.write("\" text-anchor=\"start\"")
      case .center: out.write("\" text-anchor=\"middle\"")
      case .right: out.write("\" text-anchor=\"end\"")
      }
      font(text.style, to: &out)
      fill(token, text.color, to: &out)
      out.write(">")
      out.write(escaping: line)
      out.write("</text>")
    }
  }

  /// A marker's number, centered in `frame`, or its glyph's strokes and dots.
  func writeContent(
    _ content: StepperSceneElement.Content, in frame: StepperRect, token: StepperToken?,
    to out: inout TextWriter
  ) {
    let color = content.color
    switch content {
    case .number(let text, _, let style):
      let origin = style.baselineOrigin(centeredIn: frame)
      out.write("<text x=\"")
      out.write(points: origin.x)
      out.write("\" y=\"")
      out.write(points: origin.y)
      out.write("\" text-anchor=\"middle\"")
      font(style, to: &out)
      fill(token, color, to: &out)
      out.write(">")
      out.write(escaping: text)
      out.write("</text>")
    case .check, .error:
      guard let glyph = content.glyph?.placed(in: frame) else { return }
      for line in glyph.polylines where !line.isEmpty {
        out.write("<path d=\"")
        for (index, point) in line.enumerated() {
          out.write(index == 0 ? "M" : " L")
          out.write(points: point.x)
          out.write(" ")
          out.write(points: point.y)
        }
        out.write("\"")
        stroke(token, color, width: glyph.lineWidth, to: &out)
        out.write("/>")
      }
      for dot in glyph.dots {
        out.write("<circle cx=\"")
        out.write(points: dot.center.x)
        out.write("\" cy=\"")
        out.write(points: dot.center.y)
        out.write("\" r=\"")
        out.write(points: dot.radius)
        out.write("\"")
        fill(token, color, to: &out)
        out.write("/>")
      }
    }
  }

  /// A color as a custom property reference with the resolved color as its fallback, or the
  /// color alone where there is no token: `var(--brand-base,#155DFC)`.
  static func writeThemed(_ token: StepperToken?, _ color: StepperColor, to out: inout TextWriter) {
    guard let token else { return out.write(color) }
    out.write("var(")
    out.write(verbatim: token.cssCustomProperty)
    out.write(",")
    out.write(color)
    out.write(")")
  }

  private func font(_ style: StepperTextStyle, to out: inout TextWriter) {
    out.write(" font-family=\"")
    out.write(escaping: style.family)
    out.write("\" font-size=\"")
    out.write(points: style.size)
    out.write("\" font-weight=\"")
    out.write(style.weight)
    out.write("\"")
  }

  /// ` fill="…"` or ` style="fill:…"`.
  private func fill(_ token: StepperToken?, _ color: StepperColor, to out: inout TextWriter) {
    switch paint {
    case .attributes:
      out.write(" fill=\"")
      out.write(color)
    case .customProperties:
      out.write(" style=\"fill:")
      Self.writeThemed(token, color, to: &out)
    }
    out.write("\"")
  }

  /// A round-capped stroke of `width` with no fill.
  private func stroke(
    _ token: StepperToken?, _ color: StepperColor, width: Double, to out: inout TextWriter
  ) {
    switch paint {
    case .attributes:
      out.write(" fill=\"none\" stroke=\"")
      out.write(color)
      out.write("\" stroke-width=\"")
      out.write(points: width)
      out.write("\" stroke-linecap=\"round\" stroke-linejoin=\"round\"")
    case .customProperties:
      out.write(" style=\"fill:none;stroke:")
      Self.writeThemed(token, color, to: &out)
      out.write(";stroke-width:")
      out.write(points: width)
      out.write(";stroke-linecap:round;stroke-linejoin:round\"")
    }
  }
}
