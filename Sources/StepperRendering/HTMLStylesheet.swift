import StepperKit

/// The HTML fragment's `<style>`: every token as a CSS custom property, light by default and
/// dark under `prefers-color-scheme: dark` or `data-theme="dark"`, then the rules that place,
/// hide and focus the fragment's parts.
///
/// ```swift
/// var out = TextWriter(capacity: 4_096)
/// HTMLStylesheet.write(for: try StepperScene(StepperConfiguration(total: 3, current: 2)), to: &out)
/// print(out.text.hasPrefix(".eb-stepper{--"))
/// // Prints "true"
/// ```
enum HTMLStylesheet {
  /// The component's rules for `scene`: tokens for light and dark (and, with
  /// `followsContrast`, their increased-contrast values under `prefers-contrast: more`), then
  /// layout, hiding and focus, the scroll container's where the browser scrolls the row
  /// (``HTMLScrollContainer``), and the loading mark's motion where the current step loads.
  static func write(
    for scene: StepperScene, followsContrast: Bool = false, to out: inout TextWriter
  ) {
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
    if followsContrast {
      // Later than the rules above and as specific, so that each wins where both apply.
      out.write("@media (prefers-contrast:more){.eb-stepper{")
      tokens(light.increasingContrast())
      out.write("}}\n@media (prefers-contrast:more) and (prefers-color-scheme:dark){")
      out.write(".eb-stepper:not([data-theme=\"light\"]){")
      tokens(dark.increasingContrast())
      out.write("}}\n@media (prefers-contrast:more){.eb-stepper[data-theme=\"dark\"]{")
      tokens(dark.increasingContrast())
      out.write("}}\n")
    }
    out.write(verbatim: rules)
    if HTMLScrollContainer(scene) != nil { out.write(verbatim: HTMLScrollContainer.rules) }
    if scene.accessibility.isLoading { out.write(verbatim: loadingMotion) }
  }

  /// The loading mark's motion, written only for a scene whose current step loads, and only
  /// where the reader has not asked for less: a circular
  /// marker's ring turns once a second; a dash's or bullet's segment swings from the middle of
  /// the part not filled to its trailing third, back to its leading third and to the middle,
  /// once every 1.6 seconds (as the Apple views move it). Where motion is reduced the mark
  /// stays still, as the SVG draws it.
  private static let loadingMotion = {
    let p = ".eb-stepper"
    let ring = NumberText.points(StepperLoadingMotion.ringPeriod)
    let sweep = NumberText.points(StepperLoadingMotion.sweepPeriod)
    return """
      @media (prefers-reduced-motion:no-preference){\
      svg\(p)__loading{animation:eb-stepper-spin \(ring)s linear infinite}\
      span\(p)__loading{animation:eb-stepper-sweep \(sweep)s ease-in-out infinite}\
      \(p)[data-axis="vertical"] span\(p)__loading{animation-name:eb-stepper-sweep-y}\
      @keyframes eb-stepper-spin{to{transform:rotate(1turn)}}\
      @keyframes eb-stepper-sweep{25%{transform:translateX(100%)}\
      75%{transform:translateX(-100%)}}\
      @keyframes eb-stepper-sweep-y{25%{transform:translateY(100%)}\
      75%{transform:translateY(-100%)}}}

      """
  }()

  /// The rules after the tokens, the same for every scene.
  private static let rules = {
    let p = ".eb-stepper"
    let look = StepperInteractionLook.self
    let focus = look.token.cssCustomProperty
    let soft = StepperToken.bgSoft100.cssCustomProperty
    let radius = NumberText.points(look.cornerRadius)
    let ring = "\(NumberText.points(look.ringWidth))px solid var(\(focus))"
    let tint = Int((look.pressedOpacity * 100).rounded())
    let targets = "\(p)__target,\(p)__all-steps"
    // The list of steps covers the drawing, the header's "All steps" too: only the buttons take
    // the pointer, so that a click reaches the one whose area holds it. A button is the whole
    // rectangle of its area (a rounded button would give its corners to nothing); its rounded
    // look, pressed and focused (the core's StepperInteractionLook, as the Apple views paint
    // it), is a layer inside it that takes no pointer.
    // Pressed: a tint of brand/base behind the step (the target lies under the step's
    // drawing), bg/soft-100 where color-mix() is not known; nothing moves, so there is nothing
    // for prefers-reduced-motion to stop, and the focus ring stays.
    let pressed =
      "\(p)__target:active:not([aria-disabled=\"true\"])::before,\(p)__all-steps:active::before"
    let focused = "\(p)__target:focus-visible::before,\(p)__all-steps:focus-visible::before"
    return """
      \(p){position:relative;display:inline-block;vertical-align:top;box-sizing:content-box;\
      font-family:Inter,sans-serif;color:var(\(StepperToken.textStrong950.cssCustomProperty))}
      \(p)__progress,\(p)__viewport,\(p)__steps{position:absolute;left:0;top:0;width:100%;\
      height:100%;margin:0;padding:0}
      \(p)__progress{pointer-events:none}
      \(p)__content-layer{position:absolute}
      \(p)__steps{list-style:none;pointer-events:none}
      \(p)__shape,\(p)__connector,\(p)__content,\(p)__label{position:absolute;display:block;\
      box-sizing:border-box;margin:0;pointer-events:none}
      \(p)__content,\(p)__label{overflow:visible;direction:ltr}
      \(p)__text{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);\
      white-space:nowrap}
      \(targets){position:absolute;margin:0;padding:0;border:0;background:transparent;\
      color:inherit;font:inherit;cursor:pointer;pointer-events:auto;outline:none}
      \(p)__target::before,\(p)__all-steps::before{content:"";position:absolute;inset:0;\
      border-radius:\(radius)px;pointer-events:none}
      \(p)__target[aria-disabled="true"]{cursor:not-allowed}
      \(focused){outline:\(ring);outline-offset:\(NumberText.points(look.ringOffset))px}
      \(pressed){background:var(\(soft));\
      background:color-mix(in srgb,var(\(focus)) \(tint)%,transparent)}

      """
  }()
}
