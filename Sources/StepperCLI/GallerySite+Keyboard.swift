import StepperKit

extension GallerySite {
  /// What a tappable card's keyboard does, as a line of its description list (empty for a card
  /// whose steps cannot be tapped): the fragment's script makes its steps one tab stop moved by
  /// the arrows (mirrored right to left), Home and End, skipping disabled steps.
  static func keyboardNote(_ variant: GalleryVariant) -> String {
    guard variant.isTappable else { return "" }
    let scene = StepperScene(variant.configuration)
    let (next, previous) =
      scene.direction == .rightToLeft ? ("Left", "Right") : ("Right", "Left")
    let disabled = scene.keyboardSteps.contains { !$0.isSelectable }
    return "<dt>Keyboard</dt><dd class=\"keyboard\">Roving focus: Tab reaches the steps once, "
      + "at the current step; \(next) or Down moves to the next step, \(previous) or Up back, "
      + "Home and End to the first and last; Enter or Space selects"
      + (disabled ? "; disabled steps are skipped" : "") + ".</dd>\n"
  }
}
