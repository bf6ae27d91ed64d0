import StepperKit

extension StepperRenderer {
  /// A self-contained HTML fragment that keeps the scene's appearance:
  /// ``html(colorScheme:inlineScript:followsContrast:)`` with ``StepperHTMLColorScheme/fixed``.
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
  /// - For a scene compared with the configuration shown before
  ///   (`StepperScene.announcingChange(from:)`) whose comparison says something
  ///   (`StepperAccessibility.change`: "2 steps added. Step 3 of 6"), that text in a visually
  ///   hidden polite live region (`div.eb-stepper__change`, `role="status"`,
  ///   `aria-live="polite"`), so that a screen reader says it once when the fragment replaces
  ///   the one shown before.
  /// - The steps as an `<ol>`, `aria-current="step"` on the current one, each with a visually
  ///   hidden description ("Cart, step 1 of 4, completed", the core's
  ///   `StepperAccessibility.description(ofStep:state:)`); shapes and text drawings are
  ///   `aria-hidden`.
  /// - Each of the scene's tap targets (`StepperScene.tapTargets(strings:)`) is a
  ///   `<button type="button" data-step="…">` over the target's frame, keyboard-reachable with a
  ///   `:focus-visible` ring and a pressed look (`:active`: a 16% tint of `brand/base` behind
  ///   the step, `bg/soft-100` where `color-mix()` is unknown; nothing animates); a disabled
  ///   step's is `aria-disabled="true"`, without the pressed look. "All steps" is a
  ///   button as well, over `StepperScene.allStepsTarget()`. The page attaches the handlers.
  /// - In a row that scrolls, each step button carries `data-scroll="LOW HIGH"`, the scroll
  ///   offsets at which its step shows whole (the core's `StepperScene.offsetsShowing(_:)`);
  ///   the keyboard script scrolls the row there, the least it can, when keyboard focus reaches
  ///   a step partly out of sight.
  /// - Keyboard: each step button is marked `data-roving="step"`, and a fragment with step
  ///   buttons ends with a small script (unless `inlineScript` is false) that makes them one tab
  ///   stop moved by the arrow keys, Home and End, skipping disabled steps, mirrored right to
  ///   left, and that dispatches `eb-stepper-select` when an enabled step is pressed (a click,
  ///   Enter or Space); see ``htmlKeyboardScript``. Without the script every button is a tab
  ///   stop, so the fragment works where scripts do not run.
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
  ///
  /// - Parameters:
  ///   - colorScheme: Whether the fragment keeps the scene's appearance or follows the reader's.
  ///   - inlineScript: Whether a fragment with step buttons ends with the keyboard script in a
  ///     `<script>` element. Pass `false` for a page whose Content-Security-Policy forbids
  ///     inline scripts, and serve ``htmlKeyboardScript`` as a file instead.
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

  /// About how many bytes the fragment of `scene` takes: the stylesheet, then each element's
  /// box or drawing, and a list item with its description for each step.
  static func estimatedSize(of scene: StepperScene) -> Int {
    4_096 + scene.elements.count * 480
  }

  /// Appends the fragment to `out`.
  func write(to out: inout TextWriter) {
    writeRootStart(to: &out)
    writeProgress(to: &out)
    // The viewport clips; the content layer holds every frame in content coordinates, shifted
    // by the scroll offset.
    let visible = scene.visibleRect
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
    // The header first, drawn whole; where the scene cuts the steps short of the visible part,
    // the steps sit in a window clipped to their part (the drawing's clip opens it). The
    // elements before the first step's mark belong to no step; each mark opens a list item.
    var list = StepList(
      targets: scene.tapTargets(strings: scene.accessibility.strings),
      overflows: scene.overflowTargets())
    StepperSceneDrawing.forEachElement(of: scene) { tag, commands in
      guard let tag else { return writeStepsWindowStart(to: &out) }
      if tag.role == .mark { list.startItem(of: tag, writer: self, to: &out) }
      if tag.role == .overflow { list.startOverflowItem(of: tag, writer: self, to: &out) }
      if tag.role == .allSteps { writeAllStepsButton(to: &out) }
      HTMLElementDrawing.write(tag, commands, to: &out)
    }
    list.end(writer: self, to: &out)
    if StepperSceneDrawing.stepsClip(of: scene) != nil { out.write("</div>\n") }
    out.write("</div>\n</div>\n")
    if inlineScript, list.hasButtons { out.write(verbatim: HTMLRovingFocus.scriptElement) }
    out.write("</div>\n")
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
    out.write("\">\n<style>\n")
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

  /// The list of steps as the drawing's elements arrive: opened at the first step's mark (or
  /// at the end, empty), a list item at each mark holding what follows it up to the next.
  struct StepList {
    /// The scene's tap targets, in the order of the steps they select.
    let targets: [StepperScene.TapTarget]
    /// A collapsed row's overflow markers, in order.
    let overflows: [StepperScene.OverflowTarget]
    private var nextTarget = 0
    private var nextOverflow = 0
    private var isOpen = false
    private var hasItem = false

    init(targets: [StepperScene.TapTarget], overflows: [StepperScene.OverflowTarget] = []) {
      self.targets = targets
      self.overflows = overflows
    }

    /// Whether the list holds a button: a step's, or an overflow marker's.
    var hasButtons: Bool { !targets.isEmpty || overflows.contains(where: \.isButton) }

    /// Closes the item before, and opens the item of the overflow marker `tag` draws: what it
    /// hides ("3 more steps, 1 failed"), inside a button that asks for "All steps" where the
    /// row's steps can be tapped.
    mutating func startOverflowItem(
      of tag: StepperDrawCommand.Tag, writer: HTMLWriter, to out: inout TextWriter
    ) {
      guard nextOverflow < overflows.count else { return }
      open(writer, to: &out)
      if hasItem { out.write("</li>\n") }
      hasItem = true
      writer.writeOverflowItemStart(of: tag, overflows[nextOverflow], to: &out)
      nextOverflow += 1
    }

    /// Closes the item before, and opens the item of the step whose mark `tag` draws: what the
    /// step is called (inside a button where the core makes it a tap target).
    mutating func startItem(
      of tag: StepperDrawCommand.Tag, writer: HTMLWriter, to out: inout TextWriter
    ) {
      open(writer, to: &out)
      if hasItem { out.write("</li>\n") }
      hasItem = true
      var target: StepperScene.TapTarget?
      if nextTarget < targets.count, let step = tag.step, targets[nextTarget].step == step {
        target = targets[nextTarget]
        nextTarget += 1
      }
      writer.writeItemStart(of: tag, target: target, to: &out)
    }

    /// Closes the last item and the list.
    mutating func end(writer: HTMLWriter, to out: inout TextWriter) {
      open(writer, to: &out)
      if hasItem { out.write("</li>\n") }
      out.write("</ol>\n")
    }

    private mutating func open(_ writer: HTMLWriter, to out: inout TextWriter) {
      guard !isOpen else { return }
      isOpen = true
      out.write("<ol class=\"eb-stepper__steps\" aria-label=\"")
      out.write(escaping: writer.scene.accessibility.strings.stepsName)
      out.write("\">\n")
    }
  }

  /// The start of a step's list item: what the step is called (inside a button when the core
  /// makes it a tap target); its drawing follows.
  private func writeItemStart(
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
      if !target.isEnabled { out.write(" aria-disabled=\"true\"") }
      if let step = tag.step, let shown = scene.offsetsShowing(step) {
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
  private func writeOverflowItemStart(
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
