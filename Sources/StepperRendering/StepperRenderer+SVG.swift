import StepperKit

extension StepperRenderer {
  /// Standalone SVG: `viewBox` the scene's size, `role="img"` with a `<title>` holding the
  /// accessibility announcement and `lang` naming its language, one element per line.
  ///
  /// A standalone document paints the theme's surface (`bg/white-0`) behind the steps, as a
  /// `<rect data-role="surface">` over the whole `viewBox`: a dark drawing opened on its own, or
  /// placed on a white page, keeps the colors its contrast was checked against. Use
  /// ``svg(paintsSurface:)`` with `false` for a transparent drawing to place on a surface of the
  /// same theme.
  ///
  /// Each step is a `<g>` carrying `data-role`, `data-step` and `data-state`, so styles and tests
  /// can find it. Outlines are drawn inside frames, as the scene defines them.
  ///
  /// Where the scene cuts its steps short of the visible part (a vertical column that scrolls
  /// under its header), a `<clipPath>` holds that rectangle and the steps'
  /// elements sit in a `<g clip-path="url(#…)">` after the header, which is not clipped. The
  /// clip's id is `eb-stepper-steps-` followed by the rectangle's x, y, width and height, so
  /// several drawings inlined in one page that share an id also share the clip it names.
  ///
  /// ```swift
  /// var options = StepperConfiguration.Options(total: 20, current: 5)
  /// options.showsHeader = true
  /// options.viewport = 400
  /// options.scrollOffset = 20
  /// options.axis = .vertical
  /// let scene = StepperScene(try StepperConfiguration(options))
  /// print(StepperRenderer.svg.render(scene).contains("<g clip-path=\"url(#eb-stepper-steps-"))
  /// // Prints "true"
  /// ```
  public static let svg = StepperRenderer(
    name: "svg", mediaType: "image/svg+xml", fileExtension: "svg",
    render: { SVGWriter.document($0, paintsSurface: true) })

  /// Standalone SVG as ``svg`` writes it, with or without the theme's surface behind the steps.
  ///
  /// ```swift
  /// let scene = try StepperScene(StepperConfiguration(.init(total: 4, current: 2)))
  /// let transparent = StepperRenderer.svg(paintsSurface: false).render(scene)
  /// print(transparent.contains("data-role=\"surface\""))
  /// // Prints "false"
  /// ```
  ///
  /// - Parameter paintsSurface: Whether to paint `bg/white-0` over the whole drawing first;
  ///   `false` leaves the background transparent, for a page that paints the same surface.
  public static func svg(paintsSurface: Bool) -> StepperRenderer {
    paintsSurface
      ? svg
      : StepperRenderer(
        name: "svg", mediaType: "image/svg+xml", fileExtension: "svg",
        render: { SVGWriter.document($0, paintsSurface: false) })
  }
}

/// Writes a scene as SVG.
enum SVGWriter {
  static func document(_ scene: StepperScene, paintsSurface: Bool) -> String {
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
    if paintsSurface {
      out.write("  ")
      rect(visible, to: &out)
      out.write(" fill=\"")
      out.write(scene.background)
      out.write("\" data-role=\"surface\"/>\n")
    }
    // The header whole, then the steps cut to their part, in a group that the clip opens.
    if let clip = StepperSceneDrawing.stepsClip(of: scene) {
      out.write("  <defs><clipPath id=\"")
      writeClipID(of: clip, to: &out)
      out.write("\">")
      rect(clip, to: &out)
      out.write("/></clipPath></defs>\n")
    }
    var isClipped = false
    StepperSceneDrawing.forEachElement(of: scene) { tag, commands in
      if let tag { return write(tag, commands, indent: isClipped ? "    " : "  ", to: &out) }
      for command in commands {
        guard case .clip(let clip) = command.primitive else { continue }
        out.write("  <g clip-path=\"url(#")
        writeClipID(of: clip, to: &out)
        out.write(")\">\n")
        isClipped = true
      }
    }
    if isClipped { out.write("  </g>\n") }
    out.write("</svg>\n")
    return out.text
  }

  /// The id of the clip to `rect`: `eb-stepper-steps-` and the rectangle's x, y, width and
  /// height, so that two drawings on one page with the same id clip alike.
  private static func writeClipID(of rect: StepperRect, to out: inout TextWriter) {
    out.write("eb-stepper-steps-")
    out.write(points: rect.x)
    out.write("-")
    out.write(points: rect.y)
    out.write("-")
    out.write(points: rect.width)
    out.write("-")
    out.write(points: rect.height)
  }

  /// `<rect x="…" y="…" width="…" height="…"`, left open for more attributes.
  private static func rect(_ frame: StepperRect, to out: inout TextWriter) {
    out.write("<rect x=\"")
    out.write(points: frame.x)
    out.write("\" y=\"")
    out.write(points: frame.y)
    out.write("\" width=\"")
    out.write(points: frame.width)
    out.write("\" height=\"")
    out.write(points: frame.height)
    out.write("\"")
  }

  /// Text, numbers and glyphs in presentation attributes.
  private static let markup = SVGMarkup(paint: .attributes)

  /// One element: a `<g>` naming it, holding its commands.
  private static func write(
    _ tag: StepperDrawCommand.Tag, _ commands: [StepperDrawCommand], indent: StaticString,
    to out: inout TextWriter
  ) {
    out.write(indent)
    out.write("<g data-role=\"")
    out.write(verbatim: tag.roleName)
    if let step = tag.step {
      out.write("\" data-step=\"")
      out.write(step)
    }
    if let next = tag.nextStep {
      out.write("\" data-next-step=\"")
      out.write(next)
    }
    out.write("\" data-state=\"")
    out.write(verbatim: tag.state.rawValue)
    out.write("\">")
    // Read in place: a command is not copied whole.
    for index in commands.indices {
      switch commands[index].primitive {
      case .shape(let shape): write(shape, to: &out)
      case .text(let run): markup.write(run, to: &out)
      case .polyline(let line): markup.write(line, to: &out)
      case .dot(let dot): markup.write(dot, to: &out)
      case .path(let path): markup.write(path, to: &out)
      case .symbol(let symbol): markup.write(symbol.number, to: &out)
      case .clip: break
      }
    }
    out.write("</g>\n")
  }

  /// A shape's path as a `<circle>` or a `<rect>`, with its fill and outline.
  private static func write(_ shape: StepperDrawCommand.Shape, to out: inout TextWriter) {
    let path = shape.path
    if path.isCircle {
      let center = path.rect.center
      out.write("<circle cx=\"")
      out.write(points: center.x)
      out.write("\" cy=\"")
      out.write(points: center.y)
      out.write("\" r=\"")
      out.write(points: path.cornerRadius)
      out.write("\"")
    } else {
      rect(path.rect, to: &out)
      if path.cornerRadius > 0 {
        out.write(" rx=\"")
        out.write(points: path.cornerRadius)
        out.write("\"")
      }
    }
    out.write(" fill=\"")
    if let fill = shape.fill { out.write(fill.color) } else { out.write("none") }
    if let stroke = shape.stroke {
      out.write("\" stroke=\"")
      out.write(stroke.paint.color)
      out.write("\" stroke-width=\"")
      out.write(points: stroke.lineWidth)
    }
    out.write("\"/>")
  }
}
