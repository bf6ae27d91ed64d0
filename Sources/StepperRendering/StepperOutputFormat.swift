/// One output format for one kind of input: its name, media type and file name extension, and
/// the function that writes an input in it. The stepper's renderers (``StepperRenderer``, over a
/// `StepperScene`) and the "All steps" list's (``StepperListRenderer``, over a
/// `StepperStepList`) are this one witness over their two inputs.
///
/// ```swift
/// let upper = StepperOutputFormat<String>(
///   name: "upper", mediaType: "text/plain", fileExtension: "txt"
/// ) { $0.uppercased() }
/// print(upper.render("cart"))
/// // Prints "CART"
/// ```
package struct StepperOutputFormat<Input>: Sendable {
  /// The format's name, as the CLI's `--format` takes it.
  package let name: String
  /// The media type of the output.
  package let mediaType: String
  /// The file name extension for the output, without a dot.
  package let fileExtension: String
  private let body: @Sendable (Input) -> String

  /// Creates a format from its output description and writing function.
  package init(
    name: String, mediaType: String, fileExtension: String,
    render body: @escaping @Sendable (Input) -> String
  ) {
    self.name = name
    self.mediaType = mediaType
    self.fileExtension = fileExtension
    self.body = body
  }

  /// Writes `input` in the format.
  package func render(_ input: Input) -> String {
    body(input)
  }
}
