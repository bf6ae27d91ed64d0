import StepperKit

/// Turns the "All steps" list (StepperKit's `StepperStepList`) into one output format: the
/// renderers' witness (``StepperOutputFormat``) over the list, as ``StepperRenderer`` is over the
/// stepper's scene.
///
/// Renderers are static members in extensions, one file each (``html``, ``ansi``, ``json``).
/// None decides anything: each writes the list's rows, their markers and words as the core
/// gives them.
///
/// ```swift
/// let list = StepperStepList(try StepperConfiguration(total: 4, current: 2))
/// let html = StepperListRenderer.html.render(list)
/// print(html.hasPrefix("<dialog"))
/// // Prints "true"
/// ```
package typealias StepperListRenderer = StepperOutputFormat<StepperStepList>
