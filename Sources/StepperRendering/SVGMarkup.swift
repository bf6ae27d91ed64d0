import StepperKit

/// The SVG that both the SVG document and the HTML fragment's inline drawings are made of: the
/// drawing's lines of text on their baselines and a marker's glyph strokes and dots, written as
/// their commands say.
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
    /// Presentation attributes reading the color's token as a custom property, with the
    /// resolved color as its fallback: `fill="var(--brand-base,#155DFC)"` (the "All steps"
    /// list's markers, which a page restyles through the list's custom properties).
    case themedAttributes
  }

  /// How this markup writes colors.
  let paint: Paint

  /// The lines of text, glyph strokes and glyph dots of `commands`, in order, each in its
  /// paint; a shape or a clip writes nothing here (the SVG document draws shapes; the HTML
  /// fragment boxes them). The commands are read in place, not copied whole.
  func write(_ commands: ArraySlice<StepperDrawCommand>, to out: inout TextWriter) {
    for index in commands.indices {
      switch commands[index].primitive {
      case .text(let run): write(run, to: &out)
      case .polyline(let line): write(line, to: &out)
      case .dot(let dot): write(dot, to: &out)
      case .path(let path): write(path, to: &out)
      case .symbol(let symbol): write(symbol.number, to: &out)
      case .shape, .clip: break
      }
    }
  }

  /// `<text>` on its baseline.
  func write(_ run: StepperDrawCommand.TextRun, to out: inout TextWriter) {
    out.write("<text x=\"")
    out.write(points: run.baseline.x)
    out.write("\" y=\"")
    out.write(points: run.baseline.y)
    switch run.alignment {
    case .left: out.write("\" text-anchor=\"start\"")
    case .center: out.write("\" text-anchor=\"middle\"")
    case .right: out.write("\" text-anchor=\"end\"")
    }
    font(run.style, to: &out)
    fill(run.paint, to: &out)
    out.write(">")
    out.write(escaping: run.text)
    out.write("</text>")
  }

  /// `<path>` through the points, stroked with round caps and joins.
  func write(_ line: StepperDrawCommand.Polyline, to out: inout TextWriter) {
    out.write("<path d=\"")
    for (index, point) in line.points.enumerated() {
      out.write(index == 0 ? "M" : " L")
      out.write(points: point.x)
      out.write(" ")
      out.write(points: point.y)
    }
    out.write("\"")
    stroke(line.paint, width: line.lineWidth, to: &out)
    out.write("/>")
  }

  /// An icon's `<path>`: its subpaths' lines (`L`) and cubics (`C`), closed with `Z` where
  /// they close, stroked with round caps and joins.
  func write(_ path: StepperDrawCommand.StrokedPath, to out: inout TextWriter) {
    out.write("<path d=\"")
    out.write(pathData: path.path)
    out.write("\"")
    stroke(path.paint, width: path.lineWidth, to: &out)
    out.write("/>")
  }

  /// A filled `<circle>`.
  func write(_ dot: StepperDrawCommand.Dot, to out: inout TextWriter) {
    out.write("<circle cx=\"")
    out.write(points: dot.center.x)
    out.write("\" cy=\"")
    out.write(points: dot.center.y)
    out.write("\" r=\"")
    out.write(points: dot.radius)
    out.write("\"")
    fill(dot.paint, to: &out)
    out.write("/>")
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
  private func fill(_ paint: StepperDrawCommand.Paint, to out: inout TextWriter) {
    switch self.paint {
    case .attributes:
      out.write(" fill=\"")
      out.write(paint.color)
    case .customProperties:
      out.write(" style=\"fill:")
      Self.writeThemed(paint.token, paint.color, to: &out)
    case .themedAttributes:
      out.write(" fill=\"")
      Self.writeThemed(paint.token, paint.color, to: &out)
    }
    out.write("\"")
  }

  /// A round-capped stroke of `width` with no fill.
  private func stroke(
    _ paint: StepperDrawCommand.Paint, width: Double, to out: inout TextWriter
  ) {
    switch self.paint {
    case .attributes, .themedAttributes:
      out.write(" fill=\"none\" stroke=\"")
      if self.paint == .attributes {
        out.write(paint.color)
      } else {
        Self.writeThemed(paint.token, paint.color, to: &out)
      }
      out.write("\" stroke-width=\"")
      out.write(points: width)
      out.write("\" stroke-linecap=\"round\" stroke-linejoin=\"round\"")
    case .customProperties:
      out.write(" style=\"fill:none;stroke:")
      Self.writeThemed(paint.token, paint.color, to: &out)
      out.write(";stroke-width:")
      out.write(points: width)
      out.write(";stroke-linecap:round;stroke-linejoin:round\"")
    }
  }
}
