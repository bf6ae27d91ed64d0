import StepperKit

extension StepperRenderer {
  /// A self-contained HTML fragment that keeps the scene's appearance:
  /// ``html(colorScheme:inlineScript:followsContrast:)`` with ``StepperHTMLColorScheme/fixed``.
  public static let html = html(colorScheme: .fixed)

  /// A self-contained HTML fragment: CSS boxes at the scene's frames, with the accessible
  /// structure the web expects.
  ///
  /// - The root `div.eb-stepper` carries `dir`, `lang`, `data-style`, `data-axis` and (for a
  ///   ``StepperHTMLColorScheme/fixed`` scheme) `data-theme`, and a `<style>` whose rules
  ///   define every token as a CSS custom property (`--brand-base`, the names StepperTooling's
  ///   `StepperTheme.css(_:comment:)` writes), light by default and dark under
  ///   `prefers-color-scheme: dark` or `data-theme="dark"`.
  /// - One `role="progressbar"` with `aria-valuemin` 0, `aria-valuemax` the total,
  ///   `aria-valuenow` the steps done and `aria-valuetext` the announcement.
  /// - For a scene compared with the configuration shown before (the `stepper render --from`
  ///   command line) whose comparison says something ("2 steps added. Step 3 of 6", as
  ///   `StepperAccessibility.change(from:to:)` says it), that text in a visually hidden polite
  ///   live region (`div.eb-stepper__change`, `role="status"`, `aria-live="polite"`), so that a
  ///   screen reader says it once when the fragment replaces the one shown before.
  /// - The steps as an `<ol>`, `aria-current="step"` on the current one, each with a visually
  ///   hidden description ("Cart, step 1 of 4, completed"); shapes and text drawings are
  ///   `aria-hidden`.
  /// - Each step that can be tapped has a `<button type="button" data-step="…">` over the tap
  ///   area the core gives it, keyboard-reachable with a `:focus-visible` ring and a pressed
  ///   look (`:active`: a 16% tint of `brand/base` behind the step, `bg/soft-100` where
  ///   `color-mix()` is unknown; nothing animates); a disabled step's is
  ///   `aria-disabled="true"`, without the pressed look. "All steps" is a button as well. The
  ///   page attaches the handlers.
  /// - In a row the browser scrolls, each step button carries `data-scroll="LOW HIGH"`, the
  ///   scroll offsets at which its step shows whole, as the core works them out; the script
  ///   scrolls the row there, the least it can, when keyboard focus reaches a step partly out
  ///   of sight.
  /// - Keyboard: each step button is marked `data-roving="step"`, and a fragment with step
  ///   buttons (or a row the browser scrolls) ends with a small script (unless `inlineScript`
  ///   is false) that makes them one tab stop moved by the arrow keys, Home and End, skipping
  ///   disabled steps, mirrored right to left, and that dispatches `eb-stepper-select` when an
  ///   enabled step is pressed (a click, Enter or Space); see ``htmlKeyboardScript``. Without
  ///   the script every button is a tab stop, so the fragment works where scripts do not run.
  /// - Names, the header and marker numbers are SVG text on the scene's baselines.
  /// - A row that scrolls, from a scene that holds its whole row
  ///   (`StepperScene.init(wholeRowOf:strings:)`), is the browser's to scroll: a mouse wheel, a
  ///   trackpad, touch and the keyboard move it, and it rests on the core's snap offsets. The
  ///   steps lie in `div.eb-stepper__scroller` over the part they show in (`overflow: auto`
  ///   along the row, `scroll-snap-type` mandatory, a `span.eb-stepper__snap` marker with its
  ///   `data-offset` at each snap offset), the header in a layer that stays; the row opens at
  ///   the scene's offset, and a vertical wheel over a horizontal row scrolls the page.
  /// - Any other row in a viewport (one whose scene holds only the steps on screen, or a row
  ///   that does not scroll) is clipped to it, its content shifted by the scroll offset. Where
  ///   the scene cuts its steps short of that (a vertical column that scrolls under its
  ///   header), the steps (the list and the connector before it) sit in a
  ///   `div.eb-stepper__steps-window` clipped to the steps' part with `clip-path: inset(…)`,
  ///   which also keeps taps on the header from reaching a step hidden under it; the header
  ///   stays outside it.
  ///
  /// Every color is `var(--token, #RRGGBB)` with the scene's color as the fallback; positions
  /// are the scene's frames in CSS pixels, already mirrored for right-to-left.
  ///
  /// ```swift
  /// let scene = try StepperScene(StepperConfiguration(.init(total: 4, current: 2)))
  /// let html = StepperRenderer.html.render(scene)
  /// print(html.contains("aria-valuetext=\"Step 2 of 4, 50%\""))
  /// // Prints "true"
  /// ```
  ///
  /// - Parameters:
  ///   - colorScheme: Whether the fragment keeps the scene's appearance or follows the reader's.
  ///   - inlineScript: Whether a fragment with step buttons or a row the browser scrolls ends
  ///     with the script in a `<script>` element. Pass `false` for a page whose
  ///     Content-Security-Policy forbids inline scripts, and serve ``htmlKeyboardScript`` as a
  ///     file instead: it also opens each scrolling row at its offset (without it, a
  ///     left-to-right row or a column opens there only where the browser knows
  ///     `scroll-initial-target`, and a right-to-left row at its start).
  ///   - followsContrast: Whether the fragment also follows the reader's contrast setting:
  ///     under `prefers-contrast: more` its tokens take the increased-contrast values
  ///     (StepperKit's `StepperTheme.increasingContrast()`), light and dark as the scheme
  ///     picks them. Off by default, and then nothing is written for it.
  public static func html(
    colorScheme: StepperHTMLColorScheme, inlineScript: Bool = true, followsContrast: Bool = false
  ) -> StepperRenderer {
    StepperRenderer(name: "html", mediaType: "text/html", fileExtension: "html") { scene in
      var out = TextWriter(capacity: HTMLWriter.estimatedSize(of: scene))
      var writer = HTMLWriter(scene: scene, colorScheme: colorScheme, inlineScript: inlineScript)
      writer.followsContrast = followsContrast
      writer.write(to: &out)
      return out.text
    }
  }
}

/// Writes a scene as an HTML fragment.
struct HTMLWriter {
  let scene: StepperScene
  let colorScheme: StepperHTMLColorScheme
  /// Whether a fragment with step buttons ends with the keyboard script.
  var inlineScript = true
  /// Whether the tokens follow `prefers-contrast: more`.
  var followsContrast = false
  /// Whether the fragment carries its stylesheet in a `<style>` of its own; a page puts it in
  /// its `<head>` instead, where HTML wants it.
  var writesStylesheet = true
  /// The container the browser scrolls the row in, or `nil` when it does not scroll it: made
  /// once, as the fragment and every step's list item ask.
  private let container: HTMLScrollContainer?

  init(scene: StepperScene, colorScheme: StepperHTMLColorScheme, inlineScript: Bool = true) {
    self.scene = scene
    self.colorScheme = colorScheme
    self.inlineScript = inlineScript
    container = HTMLScrollContainer(scene)
  }

  /// About how many bytes the fragment of `scene` takes: the stylesheet, then each element's
  /// box or drawing, and a list item with its description for each step.
  static func estimatedSize(of scene: StepperScene) -> Int {
    4_096 + scene.elements.count * 480 + scene.snapOffsets.count * 64
  }

  /// Appends the fragment to `out`.
  func write(to out: inout TextWriter) {
    writeRootStart(to: &out)
    writeProgress(to: &out)
    out.write("<div class=\"eb-stepper__viewport\"")
    if scene.viewport != nil { out.write(" style=\"overflow:clip\"") }
    out.write(">\n")
    // A row the browser scrolls: the header in a layer that stays, the steps in the scroll
    // container. Any other: one layer holds every frame in content coordinates, shifted by the
    // scroll offset.
    var inSteps = container == nil
    var inHeader = false
    if container == nil { writeContentLayerStart(to: &out) }
    // The header first, drawn whole; where the scene cuts the steps short of the visible part,
    // the steps sit in a window clipped to their part (the drawing's clip opens it), or in the
    // scroll container. The elements before the first step's mark belong to no step; each mark
    // opens a list item.
    var list = StepList(
      targets: scene.tapTargets(
        strings: scene.accessibility.strings, cutsToShownSteps: container == nil),
      overflows: scene.overflowTargets())
    StepperSceneDrawing.forEachElement(of: scene) { tag, commands in
      if let container, !inSteps {
        if let tag, tag.role.isHeader {
          if !inHeader { writeContentLayerStart(header: true, to: &out) }
          inHeader = true
        } else {
          if inHeader { out.write("</div>\n") }
          container.writeStart(focusable: !list.hasButtons, to: &out)
          inSteps = true
        }
      }
      guard let tag else {
        if container == nil { writeStepsWindowStart(to: &out) }
        return
      }
      if tag.role == .mark { list.startItem(of: tag, writer: self, to: &out) }
      if tag.role == .overflow { list.startOverflowItem(of: tag, writer: self, to: &out) }
      if tag.role == .allSteps { writeAllStepsButton(to: &out) }
      HTMLElementDrawing.write(tag, commands, to: &out)
    }
    if let container {
      if !inSteps {
        if inHeader { out.write("</div>\n") }
        container.writeStart(focusable: !list.hasButtons, to: &out)
      }
      list.end(writer: self, to: &out)
      container.writeEnd(to: &out)
    } else {
      list.end(writer: self, to: &out)
      if StepperSceneDrawing.stepsClip(of: scene) != nil { out.write("</div>\n") }
      out.write("</div>\n")
    }
    out.write("</div>\n")
    if inlineScript, list.hasButtons || container != nil {
      out.write(verbatim: HTMLRovingFocus.scriptElement)
    }
    out.write("</div>\n")
  }

  /// Opens a layer that holds frames in content coordinates, shifted by the scroll offset: the
  /// whole drawing, or (`header`) the header of a row the browser scrolls, which stays while
  /// the steps scroll beneath it.
  private func writeContentLayerStart(header: Bool = false, to out: inout TextWriter) {
    let visible = scene.visibleRect
    out.write("<div class=\"eb-stepper__content-layer")
    if header { out.write(" eb-stepper__header-layer") }
    out.write("\" style=\"left:")
    px(-visible.x, to: &out)
    out.write(";top:")
    px(-visible.y, to: &out)
    out.write(";width:")
    px(scene.contentSize.width, to: &out)
    out.write(";height:")
    px(scene.contentSize.height, to: &out)
    out.write("\">\n")
  }

  /// The root `div` with its attributes, and the stylesheet.
  private func writeRootStart(to out: inout TextWriter) {
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
    out.write("\">\n")
    guard writesStylesheet else { return }
    out.write("<style>\n")
    HTMLStylesheet.write(for: scene, followsContrast: followsContrast, to: &out)
    out.write("</style>\n")
  }

  /// The progress bar assistive technology reads: the steps done of the total, and the
  /// announcement.
  private func writeProgress(to out: inout TextWriter) {
    let axs = scene.accessibility
    let strings = axs.strings
    out.write("<div class=\"eb-stepper__progress\" role=\"progressbar\" aria-label=\"")
    out.write(escaping: strings.progressName)
    out.write("\" aria-valuemin=\"0\" aria-valuemax=\"")
    out.write(axs.lastNumber)
    out.write("\" aria-valuenow=\"")
    out.write(points: axs.stepsDone)
    out.write("\" aria-valuetext=\"")
    out.write(escaping: axs.announcement)
    out.write("\"></div>\n")
    writeChange(to: &out)
  }

  /// The change of the total the scene was compared with, when there is one
  /// (`StepperAccessibility.change`: "2 steps added. Step 3 of 6"), in a polite live region,
  /// visually hidden, for a screen reader to say once; nothing otherwise. The core decides the
  /// text; it is written escaped.
  private func writeChange(to out: inout TextWriter) {
    guard let change = scene.accessibility.change else { return }
    out.write("<div class=\"eb-stepper__text eb-stepper__change\" role=\"status\" ")
    out.write("aria-live=\"polite\" aria-atomic=\"true\">")
    out.write(escaping: change)
    out.write("</div>\n")
  }

  /// Opens the layer the steps are drawn in where the scene cuts them to `StepperScene.stepsRect`:
  /// the content layer's box, clipped by insets from its edges to the steps' part.
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

  /// The start of a step's list item: what the step is called (inside a button when the core
  /// makes it a tap target); its drawing follows.
  func writeItemStart(
    of tag: StepperDrawCommand.Tag, target: StepperScene.TapTarget?, to out: inout TextWriter
  ) {
    out.write("<li class=\"eb-stepper__step\" data-step=\"")
    if let step = tag.step { out.write(step) }
    out.write("\" data-state=\"")
    out.write(verbatim: tag.state.rawValue)
    out.write("\"")
    if tag.step == scene.accessibility.current { out.write(" aria-current=\"step\"") }
    out.write(">")
    if let target {
      // A disabled step stays in the tab order, marked disabled, so that it is announced. The
      // target's frame is in drawing coordinates; the list lives in content coordinates.
      out.write("<button type=\"button\" class=\"eb-stepper__target\" data-step=\"")
      if let step = tag.step { out.write(step) }
      out.write("\" data-roving=\"")
      out.write(verbatim: HTMLRovingFocus.stepMarker)
      out.write("\"")
      if !target.isSelectable { out.write(" aria-disabled=\"true\"") }
      if container != nil, let step = tag.step, let shown = scene.offsetsShowing(step) {
        // The offsets that show the step whole, for the keyboard script to scroll to.
        out.write(" data-scroll=\"")
        out.write(points: shown.lowerBound)
        out.write(" ")
        out.write(points: shown.upperBound)
        out.write("\"")
      }
      out.write(" style=\"")
      HTMLElementDrawing.position(contentFrame(target.frame), to: &out)
      out.write("\"><span class=\"eb-stepper__text\">")
      writeDescription(of: tag, to: &out)
      out.write("</span></button>")
    } else {
      out.write("<span class=\"eb-stepper__text\">")
      writeDescription(of: tag, to: &out)
      out.write("</span>")
    }
  }

  /// The start of an overflow marker's list item: what it hides, inside a button (which asks
  /// for "All steps") where it is one; its drawing follows.
  func writeOverflowItemStart(
    of tag: StepperDrawCommand.Tag, _ overflow: StepperScene.OverflowTarget,
    to out: inout TextWriter
  ) {
    out.write("<li class=\"eb-stepper__step eb-stepper__overflow\" data-steps=\"")
    out.write(overflow.steps.lowerBound)
    out.write("-")
    out.write(overflow.steps.upperBound)
    out.write("\" data-state=\"")
    out.write(verbatim: tag.state.rawValue)
    out.write("\">")
    if overflow.isButton {
      out.write("<button type=\"button\" class=\"eb-stepper__target\" data-all-steps=\"\"")
      out.write(" data-roving=\"")
      out.write(verbatim: HTMLRovingFocus.stepMarker)
      out.write("\" style=\"")
      HTMLElementDrawing.position(contentFrame(overflow.frame), to: &out)
      out.write("\"><span class=\"eb-stepper__text\">")
      out.write(escaping: overflow.label)
      out.write("</span></button>")
    } else {
      out.write("<span class=\"eb-stepper__text\">")
      out.write(escaping: overflow.label)
      out.write("</span>")
    }
  }

  /// The core's description of the step: its whole name if it has one, its place and its
  /// state ("Cart, step 1 of 4, completed"), as the Apple views speak it.
  private func writeDescription(of tag: StepperDrawCommand.Tag, to out: inout TextWriter) {
    let axs = scene.accessibility
    guard let step = tag.step else { return }
    out.write(escaping: { text in
      axs.appendDescription(ofStep: step, state: tag.state, to: &text)
    })
  }

  /// "All steps": a control the app handles, a real button over the core's target for it (the
  /// title grown to a 44-point touch target), named by its title; its text is drawn after it.
  private func writeAllStepsButton(to out: inout TextWriter) {
    guard let target = scene.allStepsTarget() else { return }
    out.write("<button type=\"button\" class=\"eb-stepper__all-steps\" style=\"")
    HTMLElementDrawing.position(contentFrame(target.frame), to: &out)
    out.write("\"><span class=\"eb-stepper__text\">")
    out.write(escaping: target.label)
    out.write("</span></button>")
  }

  /// A frame in the drawing's coordinates (a tap target's) in content coordinates, where the
  /// list lays everything out.
  private func contentFrame(_ frame: StepperRect) -> StepperRect {
    let visible = scene.visibleRect
    return StepperRect(
      x: frame.x + visible.x, y: frame.y + visible.y, width: frame.width, height: frame.height)
  }

  /// A color as a custom property reference with the scene's color as its fallback.
  private func paint(_ token: StepperToken?, _ color: StepperColor, to out: inout TextWriter) {
    SVGMarkup.writeThemed(token, color, to: &out)
  }

  private func px(_ value: Double, to out: inout TextWriter) {
    HTMLElementDrawing.px(value, to: &out)
  }
}
