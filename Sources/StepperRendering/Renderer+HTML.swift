import StepperKit

extension Renderer {
  /// A self-contained HTML fragment that keeps the scene's appearance: ``html(colorScheme:)``
  /// with ``HTMLColorScheme/fixed``.
  public static let html = html(colorScheme: .fixed)

  /// A self-contained HTML fragment: CSS boxes at the scene's frames, with the accessible
  /// structure the web expects.
  ///
  /// - The root `div.eb-stepper` carries `dir`, `lang`, `data-style`, `data-axis` and (for a
  ///   ``HTMLColorScheme/fixed`` scheme) `data-theme`, and a `<style>` whose rules define every
  ///   token as a CSS custom property (StepperKit's `StepperToken.cssCustomProperty`), light
  ///   by default and dark under `prefers-color-scheme: dark` or `data-theme="dark"`.
  /// - One `role="progressbar"` with `aria-valuemin` 0, `aria-valuemax` the total,
  ///   `aria-valuenow` the steps done and `aria-valuetext` the announcement.
  /// - The steps as an `<ol>`, `aria-current="step"` on the current one, each with a visually
  ///   hidden description ("Cart, Step 1 of 4, completed"); shapes and text drawings are
  ///   `aria-hidden`.
  /// - Each of the scene's tap targets (`Scene.tapTargets(strings:)`) is a
  ///   `<button type="button" data-step="…">` over the target's frame, keyboard-reachable with a
  ///   `:focus-visible` ring; a disabled step's is `aria-disabled="true"`. "All steps" is a
  ///   button as well, over `Scene.allStepsTarget()`. The page attaches the handlers.
  /// - Names, the header and marker numbers are SVG text on the scene's baselines.
  /// - A row in a viewport is clipped to it, its content shifted by the scroll offset.
  ///
  /// Every color is `var(--token, #RRGGBB)` with the scene's color as the fallback; positions
  /// are the scene's frames in CSS pixels, already mirrored for right-to-left.
  ///
  /// ```swift
  /// let html = Renderer.html.render(try Scene(StepperConfiguration(total: 4, current: 2)))
  /// print(html.contains("aria-valuetext=\"Step 2 of 4, 50%\""))
  /// // Prints "true"
  /// ```
  public static func html(colorScheme: HTMLColorScheme) -> Renderer {
    Renderer(name: "html", mediaType: "text/html", fileExtension: "html") { scene in
      HTMLWriter(scene: scene, colorScheme: colorScheme).fragment()
    }
  }
}

/// Writes a scene as an HTML fragment.
struct HTMLWriter {
  let scene: Scene
  let colorScheme: HTMLColorScheme

  /// The class every name of the component starts with.
  static let prefix = "eb-stepper"

  /// A step's shape with the name and the connector that follow it.
  private struct StepGroup {
    let shape: SceneElement
    var label: SceneElement?
    var connectors: [SceneElement] = []
  }

  func fragment() -> String {
    var out = ""
    out.reserveCapacity(3_000 + scene.elements.count * 700)
    let p = HTMLWriter.prefix
    let axs = scene.accessibility
    let strings = axs.strings
    let visible = scene.visibleRect
    out += "<div class=\"\(p)\" dir=\"\(scene.direction.rawValue)\""
    out += " lang=\"\(MarkupEscaping.escape(scene.accessibility.language))\""
    out += " data-style=\"\(scene.style.rawValue)\" data-axis=\"\(scene.axis.rawValue)\""
    if colorScheme == .fixed { out += " data-theme=\"\(scene.appearance.rawValue)\"" }
    if let viewport = scene.viewport {
      out += " data-offset=\"\(NumberText.points(viewport.offset))\""
      out += " data-content-length=\"\(NumberText.points(viewport.contentLength))\""
    }
    out += " style=\"width:\(px(visible.width));height:\(px(visible.height));"
    out += "background:\(paint(.bgWhite0, scene.background))\">\n"
    out += "<style>\n" + stylesheet() + "</style>\n"
    out += "<div class=\"\(p)__progress\" role=\"progressbar\""
    out += " aria-label=\"\(MarkupEscaping.escape(strings.progressName))\""
    out += " aria-valuemin=\"0\" aria-valuemax=\"\(axs.total)\""
    out += " aria-valuenow=\"\(NumberText.points(axs.stepsDone))\""
    out += " aria-valuetext=\"\(MarkupEscaping.escape(axs.announcement))\"></div>\n"
    // The viewport clips; the content layer holds every frame in content coordinates, shifted
    // by the scroll offset.
    out +=
      "<div class=\"\(p)__viewport\"\(scene.viewport == nil ? "" : " style=\"overflow:clip\"")>\n"
    out += "<div class=\"\(p)__content-layer\" style=\""
    out += "left:\(px(-visible.x));top:\(px(-visible.y));"
    out += "width:\(px(scene.contentSize.width));height:\(px(scene.contentSize.height))\">\n"
    let (leading, groups) = grouped()
    for element in leading { write(element, to: &out) }
    out += "<ol class=\"\(p)__steps\" aria-label=\"\(MarkupEscaping.escape(strings.stepsName))\">\n"
    let targets = Dictionary(
      scene.tapTargets(strings: strings).map { ($0.step, $0) }, uniquingKeysWith: { a, _ in a })
    for group in groups { write(group, target: group.shape.step.flatMap { targets[$0] }, to: &out) }
    out += "</ol>\n</div>\n</div>\n</div>\n"
    return out
  }

  /// The elements before the first step (header, "All steps", a connector into the first step
  /// on screen), then each step with its name and outgoing connectors.
  private func grouped() -> (leading: [SceneElement], groups: [StepGroup]) {
    var leading: [SceneElement] = []
    var groups: [StepGroup] = []
    for element in scene.elements {
      switch element.role {
      case .dash, .bullet, .marker:
        groups.append(StepGroup(shape: element))
      case .label where groups.last?.shape.step == element.step && groups.last?.label == nil:
        groups[groups.count - 1].label = element
      case .connector where !groups.isEmpty:
        groups[groups.count - 1].connectors.append(element)
      case .label, .connector, .title, .allSteps:
        leading.append(element)
      }
    }
    return (leading, groups)
  }

  /// One step as a list item: what it is called (inside a button when the core makes it a tap
  /// target), then its drawing.
  private func write(_ group: StepGroup, target: Scene.TapTarget?, to out: inout String) {
    let p = HTMLWriter.prefix
    let shape = group.shape
    let step = shape.step.map(\.description) ?? ""
    out += "<li class=\"\(p)__step\" data-step=\"\(step)\" data-state=\"\(shape.state.rawValue)\""
    if shape.step == scene.accessibility.current { out += " aria-current=\"step\"" }
    out += ">"
    let description = MarkupEscaping.escape(self.description(of: group))
    if let target {
      // A disabled step stays in the tab order, marked disabled, so that it is announced. The
      // target's frame is in drawing coordinates; the list lives in content coordinates.
      out += "<button type=\"button\" class=\"\(p)__target\" data-step=\"\(step)\""
      if !target.isEnabled { out += " aria-disabled=\"true\"" }
      out += " style=\"" + position(contentFrame(target.frame)) + "\">"
      out += "<span class=\"\(p)__text\">\(description)</span></button>"
    } else {
      out += "<span class=\"\(p)__text\">\(description)</span>"
    }
    write(shape, to: &out)
    if let label = group.label { write(label, to: &out) }
    for connector in group.connectors { write(connector, to: &out) }
    out += "</li>\n"
  }

  /// The step's name as shown, if it has one, then "Step 1 of 4, complete".
  private func description(of group: StepGroup) -> String {
    let axs = scene.accessibility
    guard let step = group.shape.step else { return "" }
    let text = axs.description(ofStep: step, state: group.shape.state)
    guard let name = group.label?.text?.lines.joined(separator: " "), !name.isEmpty else {
      return text
    }
    return name + axs.strings.separator + text
  }

  /// Draws one element; each role is handled here and only here.
  private func write(_ element: SceneElement, to out: inout String) {
    switch element.role {
    case .dash, .bullet, .marker:
      box(element, className: "shape", to: &out)
      if let content = element.content { write(content, of: element, to: &out) }
    case .connector:
      box(element, className: "connector", to: &out)
    case .label, .title:
      if let text = element.text { write(text, of: element, to: &out) }
    case .allSteps:
      // A control the app handles: a real button over the core's target for it (the title
      // grown to a 44-point touch target), named by its title.
      guard let text = element.text else { return }
      if let target = scene.allStepsTarget() {
        out += "<button type=\"button\" class=\"\(HTMLWriter.prefix)__all-steps\""
        out += " style=\"" + position(contentFrame(target.frame)) + "\">"
        out += "<span class=\"\(HTMLWriter.prefix)__text\">"
        out += MarkupEscaping.escape(target.label) + "</span></button>"
      }
      write(text, of: element, to: &out)
    }
  }

  /// A positioned box with the element's fill, outline and corners.
  private func box(_ element: SceneElement, className: String, to out: inout String) {
    let frame = element.frame
    out += "<span class=\"\(HTMLWriter.prefix)__\(className)\" aria-hidden=\"true\""
    out += " data-role=\"\(element.role.rawValue)\" style=\"" + position(frame)
    if element.cornerRadius > 0 { out += "border-radius:\(px(element.cornerRadius));" }
    if let fill = element.fill { out += "background:\(paint(element.tokens.fill, fill));" }
    if let stroke = element.stroke {
      out += "border:\(px(stroke.width)) solid \(paint(element.tokens.stroke, stroke.color));"
    }
    out += "\"></span>"
  }

  /// Lines of text on their baselines, as inline SVG over the element's frame. The anchors are
  /// absolute (the scene has already mirrored them), so the drawing is set left to right.
  private func write(_ text: SceneText, of element: SceneElement, to out: inout String) {
    let n = NumberText.points
    let frame = element.frame
    let color = paint(element.tokens.content, text.color)
    let anchor =
      switch text.anchor {
      case .left: "start"
      case .center: "middle"
      case .right: "end"
      }
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(HTMLWriter.prefix)__label\""
    out += " aria-hidden=\"true\" focusable=\"false\" data-role=\"\(element.role.rawValue)\""
    out += " viewBox=\"\(n(frame.x)) \(n(frame.y)) \(n(frame.width)) \(n(frame.height))\""
    out += " style=\"" + position(frame) + "\">"
    for (line, baseline) in zip(text.lines, text.baselines) {
      out += "<text x=\"\(n(baseline.x))\" y=\"\(n(baseline.y))\" text-anchor=\"\(anchor)\""
      out += " font-family=\"\(MarkupEscaping.escape(text.style.family))\""
      out += " font-size=\"\(n(text.style.size))\" font-weight=\"\(text.style.weight)\""
      out += " style=\"fill:\(color)\">\(MarkupEscaping.escape(line))</text>"
    }
    out += "</svg>"
  }

  /// A marker's number or glyph, as inline SVG in the scene's coordinates over the frame.
  private func write(
    _ content: SceneElement.Content, of element: SceneElement, to out: inout String
  ) {
    let n = NumberText.points
    let frame = element.frame
    let color = paint(element.tokens.content, content.color)
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"\(HTMLWriter.prefix)__content\""
    out += " aria-hidden=\"true\" focusable=\"false\""
    out += " viewBox=\"\(n(frame.x)) \(n(frame.y)) \(n(frame.width)) \(n(frame.height))\""
    out += " style=\"" + position(frame) + "\">"
    switch content {
    case .number(let text, _, let style):
      let origin = style.baselineOrigin(centeredIn: frame)
      out += "<text x=\"\(n(origin.x))\" y=\"\(n(origin.y))\" text-anchor=\"middle\""
      out += " font-family=\"\(MarkupEscaping.escape(style.family))\""
      out += " font-size=\"\(n(style.size))\" font-weight=\"\(style.weight)\""
      out += " style=\"fill:\(color)\">\(MarkupEscaping.escape(text))</text>"
    case .check, .error:
      guard let glyph = content.glyph?.placed(in: frame) else { break }
      for line in glyph.polylines where !line.isEmpty {
        out += "<path d=\""
        for (index, point) in line.enumerated() {
          out += (index == 0 ? "M" : " L") + "\(n(point.x)) \(n(point.y))"
        }
        out += "\" style=\"fill:none;stroke:\(color);stroke-width:\(n(glyph.lineWidth));"
        out += "stroke-linecap:round;stroke-linejoin:round\"/>"
      }
      for dot in glyph.dots {
        out += "<circle cx=\"\(n(dot.center.x))\" cy=\"\(n(dot.center.y))\" r=\"\(n(dot.radius))\""
        out += " style=\"fill:\(color)\"/>"
      }
    }
    out += "</svg>"
  }

  /// A frame in the drawing's coordinates (a tap target's) in content coordinates, where the
  /// list lays everything out.
  private func contentFrame(_ frame: Rect) -> Rect {
    let visible = scene.visibleRect
    return Rect(
      x: frame.x + visible.x, y: frame.y + visible.y, width: frame.width, height: frame.height)
  }

  private func position(_ frame: Rect) -> String {
    "left:\(px(frame.x));top:\(px(frame.y));width:\(px(frame.width));height:\(px(frame.height));"
  }

  /// A color as a custom property reference with the scene's color as its fallback.
  private func paint(_ token: StepperToken?, _ color: RGBColor) -> String {
    guard let token else { return color.hex }
    return "var(\(token.cssCustomProperty),\(color.hex))"
  }

  private func px(_ value: Double) -> String {
    NumberText.points(value) + "px"
  }

  /// The component's rules: tokens for light and dark, then layout, hiding and focus.
  func stylesheet() -> String {
    let p = "." + HTMLWriter.prefix
    let light = scene.appearance == .light ? scene.theme : .light
    let dark = scene.appearance == .dark ? scene.theme : .dark
    func tokens(_ theme: StepperTheme) -> String {
      StepperToken.allCases.map { "\($0.cssCustomProperty):\(theme[$0].hex)" }
        .joined(separator: ";")
    }
    let focus = StepperToken.brandBase.cssCustomProperty
    return """
      \(p){\(tokens(light))}
      @media (prefers-color-scheme:dark){\(p):not([data-theme="light"]){\(tokens(dark))}}
      \(p)[data-theme="dark"]{\(tokens(dark))}
      \(p){position:relative;display:inline-block;vertical-align:top;box-sizing:content-box;\
      font-family:Inter,sans-serif;color:var(\(StepperToken.textStrong950.cssCustomProperty))}
      \(p)__progress,\(p)__viewport,\(p)__steps{position:absolute;left:0;top:0;width:100%;\
      height:100%;margin:0;padding:0}
      \(p)__progress{pointer-events:none}
      \(p)__content-layer{position:absolute}
      \(p)__steps{list-style:none}
      \(p)__shape,\(p)__connector,\(p)__content,\(p)__label{position:absolute;display:block;\
      box-sizing:border-box;margin:0;pointer-events:none}
      \(p)__content,\(p)__label{overflow:visible;direction:ltr}
      \(p)__text{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);\
      white-space:nowrap}
      \(p)__target,\(p)__all-steps{position:absolute;margin:0;padding:0;border:0;\
      border-radius:8px;background:transparent;color:inherit;font:inherit;cursor:pointer}
      \(p)__target[aria-disabled="true"]{cursor:not-allowed}
      \(p)__target:focus-visible,\(p)__all-steps:focus-visible{outline:2px solid var(\(focus));\
      outline-offset:2px}

      """
  }
}
