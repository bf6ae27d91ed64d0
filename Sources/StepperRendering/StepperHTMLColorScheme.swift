/// Whether an HTML stepper keeps its scene's appearance or follows the reader's system setting.
///
/// Both ways, the fragment carries the light and the dark token values as CSS custom properties;
/// this decides what its `data-theme` attribute says.
///
/// ```swift
/// let scene = StepperScene(try StepperConfiguration(.init(total: 4, current: 2)))
/// let html = StepperRenderer.html(colorScheme: .system).render(scene)
/// print(html.contains(" data-theme="))
/// // Prints "false"
/// ```
public enum StepperHTMLColorScheme: Sendable, Hashable, CaseIterable {
  /// `data-theme` names the scene's appearance, so the stepper is drawn light or dark whatever
  /// the system prefers.
  case fixed
  /// No `data-theme`: the stepper follows `prefers-color-scheme`; set `data-theme="light"` or
  /// `"dark"` on it to pin one.
  case system
}
