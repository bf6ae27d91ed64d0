import StepperKit

extension StepperRenderer {
  /// A self-contained HTML fragment that keeps the scene's appearance: ``html(colorScheme:)``
  /// with ``StepperHTMLColorScheme/fixed``.
  public static let html = html(colorScheme: .fixed)

  /// A self-contained HTML fragment: CSS boxes at the scene's frames, with the accessible
  /// structure the web expects.
  ///
  /// - The root `div.eb-stepper` carries `dir`, `lang`, `data-style`, `data-axis` and (for a
  ///   ``StepperHTMLColorScheme/fixed`` scheme) `data-theme`, and a `<style>` whose rules define every
  ///   token as a CSS custom property (StepperKit's `StepperToken.cssCustomProperty`), light
  ///   by default and dark under `prefers-color-scheme: dark` or `data-theme="dark"`.
  /// - One `role="progressbar"` with `aria-valuemin` 0, `aria-valuemax` the total,
  ///   `aria-valuenow` the steps done and `aria-valuetext` the announcement.
  /// - The steps as an `<ol>`, `aria-current="step"` on the current one, each with a visually
  ///   hidden description ("Cart, step 1 of 4, completed", the core's
  ///   `StepperAccessibility.description(ofStep:state:)`); shapes and text drawings are
  ///   `aria-hidden`.
  /// - Each of the scene's tap targets (`StepperScene.tapTargets(strings:)`) is a
  ///   `<button type="button" data-step="…">` over the target's frame, keyboard-reachable with a
  ///   `:focus-visible` ring; a disabled step's is `aria-disabled="true"`. "All steps" is a
  ///   button as well, over `StepperScene.allStepsTarget()`. The page attaches the handlers.
  /// - Names, the header and marker numbers are SVG text on the scene's baselines.
  /// - A row in a viewport is clipped to it, its content shifted by the scroll offset. Where the
  ///   scene cuts its steps short of that (`StepperScene.stepsRect`: a vertical column that scrolls
  ///   under its header), the steps (the list and the connector before it) sit in a
  ///   `div.eb-stepper__steps-window` clipped to the steps' part with `clip-path: inset(…)`,
  ///   which also keeps taps on the header from reaching a step hidden under it; the header
  ///   stays outside it.
  ///
  /// Every color is `var(--token, #RRGGBB)` with the scene's color as the fallback; positions
  /// are the scene's frames in CSS pixels, already mirrored for right-to-left.
  ///
  /// ```swift
  /// let html = StepperRenderer.html.render(try StepperScene(StepperConfiguration(total: 4, current: 2)))
  /// print(html.contains("aria-valuetext=\"Step 2 of 4, 50%\""))
  /// // Prints "true"
  /// ```
  public static func html(colorScheme: StepperHTMLColorScheme) -> StepperRenderer {
    StepperRenderer(name: "html", mediaType: "text/html", fileExtension: "html") { scene in
      var out = TextWriter(capacity: HTMLWriter.estimatedSize(of: scene))
      HTMLWriter(scene: scene, colorScheme: colorScheme).write(to: &out)
      return out.text
    }
  }
}

/// Writes a scene as an HTML fragment.
struct HTMLWriter {
  let scene: StepperScene
  let colorScheme: StepperHTMLColorScheme

  /// About how many bytes the fragment of `scene` takes: the stylesheet, then each element's
  /// box or drawing, and a list item with its description for each step.
  static func estimatedSize(of scene: StepperScene) -> Int {
    4_096 + scene.elements.count * 480
  }

  /// Appends the fragment to `out`.
  func write(to out: inout TextWriter) {
    let axs = scene.accessibility
    let strings = axs.strings
    let visible = scene.visibleRect
    out.write("<div class=\"eb-stepper\" dir=\"")
    out.write(verbatim: scene.direction.rawValue)
    out.write("\" lang=\"")
    out.write(escaping: scene.accessibility.language)
    out.write("\" data-style=\"")
    out.write(verbatim: scene.style.rawValue)
    out.write("\" data-axis=\"")
    out.write(verbatim: scene.axis.rawValue)
    if colorScheme == .fixed {
      out.write("\" data-theme=\"")
      out.write(verbatim: scene.appearance.rawValue)
    }
    if let viewport = scene.viewport {
      out.write("\" data-offset=\"")
      out.write(points: viewport.offset)
      out.write("\" data-content-length=\"")
      out.write(points: viewport.contentLength)
    }
    out.write("\" style=\"width:")
    px(visible.width, to: &out)
    out.write(";height:")
    px(visible.height, to: &out)
    out.write(";background:")
    paint(.bgWhite0, scene.background, to: &out)
    out.write("\">\n<style>\n")
    writeStylesheet(to: &out)
    out.write("</style>\n<div class=\"eb-stepper__progress\" role=\"progressbar\" aria-label=\"")
    out.write(escaping: strings.progressName)
    out.write("\" aria-valuemin=\"0\" aria-valuemax=\"")
    out.write(axs.lastNumber)
    out.write("\" aria-valuenow=\"")
    out.write(points: axs.stepsDone)
    out.write("\" aria-valuetext=\"")
    out.write(escaping: axs.announcement)
    out.write("\"></div>\n")
    // The viewport clips; the content layer holds every frame in content coordinates, shifted
    // by the scroll offset.
    out.write("<div class=\"eb-stepper__viewport\"")
    if scene.viewport != nil { out.write(" style=\"overflow:clip\"") }
    out.write(">\n<div class=\"eb-stepper__content-layer\" style=\"left:")
    px(-visible.x, to: &out)
    out.write(";top:")
    px(-visible.y, to: &out)
    out.write(";width:")
    px(scene.contentSize.width, to: &out)
    out.write(";height:")
    px(scene.contentSize.height, to: &out)
    out.write("\">\n")
    // The header first, drawn whole.
    let elements = scene.elements
    var first = elements.startIndex
    while first < elements.endIndex, elements.role(at: first).isHeader {
      write(elements[first], to: &out)
      elements.formIndex(after: &first)
    }
    // Where the scene cuts the steps short of the visible part, they sit in a window clipped to
    // their part.
    let clipsSteps = scene.stepsRect != visible
    if clipsSteps { writeStepsWindowStart(to: &out) }
    // The elements before the first step's shape belong to no step.
    while first < elements.endIndex {
      let element = elements[first]
      if HTMLStepGroup.isShape(element) { break }
      write(element, to: &out)
      elements.formIndex(after: &first)
    }
    // The list, with the tap targets when there are any (known without reading the elements).
    writeList(of: elements[first...], targets: scene.tapTargets(strings: strings), to: &out)
    out.write("</ol>\n")
    if clipsSteps { out.write("</div>\n") }
    out.write("</div>\n</div>\n</div>\n")
  }

  /// Opens the layer the steps are drawn in where the scene cuts them to `StepperScene.stepsRect`: the
  /// content layer's box, clipped by insets from its edges to the steps' part.
  private func writeStepsWindowStart(to out: inout TextWriter) {
    let steps = scene.stepsRect
    let content = scene.contentSize
    out.write("\n<div class=\"eb-stepper__steps-window\" style=\"position:absolute;left:0;top:0;")
    out.write("width:100%;height:100%;clip-path:inset(")
    px(steps.y, to: &out)
    out.write(" ")
    px(content.width - steps.maxX, to: &out)
    out.write(" ")
    px(content.height - steps.maxY, to: &out)
    out.write(" ")
    px(steps.x, to: &out)
    out.write(")\">\n")
  }

  /// Writes the list's start and a list item for each step in `elements`, which start with a
  /// step's shape.
  private func writeList(
    of elements: some Sequence<StepperSceneElement>, targets: [StepperScene.TapTarget],
    to out: inout TextWriter
  ) {
    out.write("<ol class=\"eb-stepper__steps\" aria-label=\"")
    out.write(escaping: scene.accessibility.strings.stepsName)
    out.write("\">\n")
    // The targets come in the order of the steps they select.
    var nextTarget = 0
    // The step being read: its shape, then what follows it.
    var members: [StepperSceneElement] = []
    func writeGroup(to out: inout TextWriter) {
      guard let group = HTMLStepGroup(members) else { return }
      var target: StepperScene.TapTarget?
      if nextTarget < targets.count, let step = group.shape.step,
        targets[nextTarget].step == step
      {
        target = targets[nextTarget]
        nextTarget += 1
      }
      write(group, target: target, to: &out)
    }
    for element in elements {
      if HTMLStepGroup.isShape(element) {
        writeGroup(to: &out)
        members.removeAll(keepingCapacity: true)
      }
      members.append(element)
    }
    writeGroup(to: &out)
  }

  /// One step as a list item: what it is called (inside a button when the core makes it a tap
  /// target), then its drawing.
  private func write(
    _ group: HTMLStepGroup, target: StepperScene.TapTarget?, to out: inout TextWriter
  ) {
    let shape = group.shape
    out.write("<li class=\"eb-stepper__step\" data-step=\"")
    if let step = shape.step { out.write(step) }
    out.write("\" data-state=\"")
    out.write(verbatim: shape.state.rawValue)
    out.write("\"")
    if shape.step == scene.accessibility.current { out.write(" aria-current=\"step\"") }
    out.write(">")
    if let target {
      // A disabled step stays in the tab order, marked disabled, so that it is announced. The
      // target's frame is in drawing coordinates; the list lives in content coordinates.
      out.write("<button type=\"button\" class=\"eb-stepper__target\" data-step=\"")
      if let step = shape.step { out.write(step) }
      out.write("\"")
      if !target.isEnabled { out.write(" aria-disabled=\"true\"") }
      out.write(" style=\"")
      position(contentFrame(target.frame), to: &out)
      out.write("\"><span class=\"eb-stepper__text\">")
      writeDescription(of: group, to: &out)
      out.write("</span></button>")
    } else {
      out.write("<span class=\"eb-stepper__text\">")
      writeDescription(of: group, to: &out)
      out.write("</span>")
    }
    write(shape, to: &out)
    for follower in group.followers { write(follower, to: &out) }
    out.write("</li>\n")
  }

  /// The core's description of the step: its whole name if it has one, its place and its
  /// state ("Cart, step 1 of 4, completed"), as the Apple views speak it.
  private func writeDescription(of group: HTMLStepGroup, to out: inout TextWriter) {
    let axs = scene.accessibility
    guard let step = group.shape.step else { return }
    out.write(escaping: { text in
      axs.appendDescription(ofStep: step, state: group.shape.state, to: &text)
    })
  }

  /// Draws one element; each role is handled here and only here.
  private func write(_ element: StepperSceneElement, to out: inout TextWriter) {
    switch element.role {
    case .dash, .bullet, .marker:
      box(element, className: "eb-stepper__shape", to: &out)
      if let content = element.content { write(content, of: element, to: &out) }
    case .connector:
      box(element, className: "eb-stepper__connector", to: &out)
    case .label, .title:
      if let text = element.text { write(text, of: element, to: &out) }
    case .allSteps:
      // A control the app handles: a real button over the core's target for it (the title
      // grown to a 44-point touch target), named by its title.
      guard let text = element.text else { return }
      if let target = scene.allStepsTarget() {
        out.write("<button type=\"button\" class=\"eb-stepper__all-steps\" style=\"")
        position(contentFrame(target.frame), to: &out)
        out.write("\"><span class=\"eb-stepper__text\">")
        out.write(escaping: target.label)
        out.write("</span></button>")
      }
      write(text, of: element, to: &out)
    }
  }

  /// A positioned box with the element's fill, outline and corners.
  private func box(
    _ element: StepperSceneElement, className: StaticString, to out: inout TextWriter
  ) {
    out.write("<span class=\"")
    out.write(className)
    out.write("\" aria-hidden=\"true\" data-role=\"")
    out.write(verbatim: element.role.rawValue)
    out.write("\" style=\"")
    position(element.frame, to: &out)
    if element.cornerRadius > 0 {
      out.write("border-radius:")
      px(element.cornerRadius, to: &out)
      out.write(";")
    }
    if let fill = element.fill {
      out.write("background:")
      paint(element.tokens.fill, fill, to: &out)
      out.write(";")
    }
    if let stroke = element.stroke {
      out.write("border:")
      px(stroke.width, to: &out)
      out.write(" solid ")
      paint(element.tokens.stroke, stroke.color, to: &out)
      out.write(";")
    }
    out.write("\"></span>")
  }

  /// Lines of text on their baselines, as inline SVG over the element's frame. The anchors are
  /// absolute (the scene has already mirrored them), so the drawing is set left to right.
  private func write(
    _ text: StepperSceneText, of element: StepperSceneElement, to out: inout TextWriter
  ) {
    out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"eb-stepper__label\"")
    out.write(" aria-hidden=\"true\" focusable=\"false\" data-role=\"")
    out.write(verbatim: element.role.rawValue)
    out.write("\"")
    viewBox(element.frame, to: &out)
    Self.markup.writeLines(of: text, token: element.tokens.content, to: &out)
    out.write("</svg>")
  }

  /// A marker's number or glyph, as inline SVG in the scene's coordinates over the frame.
  private func write(
    _ content: StepperSceneElement.Content, of element: StepperSceneElement,
    to out: inout TextWriter
  ) {
    out.write("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"eb-stepper__content\"")
    out.write(" aria-hidden=\"true\" focusable=\"false\"")
    viewBox(element.frame, to: &out)
    Self.markup.writeContent(
      content, in: element.frame, token: element.tokens.content, to: &out)
    out.write("</svg>")
  }

  /// Text, numbers and glyphs in styles that read the theme's custom properties.
  private static let markup = SVGMarkup(paint: .customProperties)

  /// The `viewBox` and position of an inline drawing over `frame`, closing its start tag.
  private func viewBox(_ frame: StepperRect, to out: inout TextWriter) {
    out.write(" viewBox=\"")
    out.write(points: frame.x)
    out.write(" ")
    out.write(points: frame.y)
    out.write(" ")
    out.write(points: frame.width)
    out.write(" ")
    out.write(points: frame.height)
    out.write("\" style=\"")
    position(frame, to: &out)
    out.write("\">")
  }

  /// A frame in the drawing's coordinates (a tap target's) in content coordinates, where the
  /// list lays everything out.
  private func contentFrame(_ frame: StepperRect) -> StepperRect {
    let visible = scene.visibleRect
    return StepperRect(
      x: frame.x + visible.x, y: frame.y + visible.y, width: frame.width, height: frame.height)
  }

  /// `left:…px;top:…px;width:…px;height:…px;`
  private func position(_ frame: StepperRect, to out: inout TextWriter) {
    out.write("left:")
    px(frame.x, to: &out)
    out.write(";top:")
    px(frame.y, to: &out)
    out.write(";width:")
    px(frame.width, to: &out)
    out.write(";height:")
    px(frame.height, to: &out)
    out.write(";")
  }

  /// A color as a custom property reference with the scene's color as its fallback.
  private func paint(_ token: StepperToken?, _ color: StepperColor, to out: inout TextWriter) {
    SVGMarkup.writeThemed(token, color, to: &out)
  }

  private func px(_ value: Double, to out: inout TextWriter) {
    out.write(points: value)
    out.write("px")
  }

  /// The component's rules: tokens for light and dark, then layout, hiding and focus.
  func writeStylesheet(to out: inout TextWriter) {
    let light = scene.appearance == .light ? scene.theme : .light
    let dark = scene.appearance == .dark ? scene.theme : .dark
    func tokens(_ theme: StepperTheme) {
      for (index, token) in StepperToken.allCases.enumerated() {
        if index > 0 { out.write(";") }
        out.write(verbatim: token.cssCustomProperty)
        out.write(":")
        out.write(theme[token])
      }
    }
    out.write(".eb-stepper{")
    tokens(light)
    out.write("}\n@media (prefers-color-scheme:dark){.eb-stepper:not([data-theme=\"light\"]){")
    tokens(dark)
    out.write("}}\n.eb-stepper[data-theme=\"dark\"]{")
    tokens(dark)
    out.write("}\n")
    out.write(verbatim: Self.rules)
  }

  /// The rules after the tokens, the same for every scene.
  private static let rules = {
    let p = ".eb-stepper"
    let focus = StepperToken.brandBase.cssCustomProperty
    return """
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
  }()
}
