import StepperKit

/// Turns the "All steps" list (StepperKit's `StepperStepList`) into one output format: a value,
/// one per format, as ``StepperRenderer`` is for the stepper itself.
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
package struct StepperListRenderer: Sendable {
  /// The format's name, as the CLI's `--format` takes it.
  package let name: String
  /// The media type of the output.
  package let mediaType: String
  /// The file name extension for the output, without a dot.
  package let fileExtension: String
  private let body: @Sendable (StepperStepList) -> String

  /// Creates a renderer from its output description and writing function.
  package init(
    name: String, mediaType: String, fileExtension: String,
    render body: @escaping @Sendable (StepperStepList) -> String
  ) {
    self.name = name
    self.mediaType = mediaType
    self.fileExtension = fileExtension
    self.body = body
  }

  /// Writes `list`.
  package func render(_ list: StepperStepList) -> String {
    body(list)
  }
}
