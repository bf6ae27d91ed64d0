import StepperKit

/// Turns a `StepperScene` (from StepperKit) into one output format: a value, one per format.
///
/// Renderers are static members in extensions, one file each (``svg``, ``json``). None
/// recomputes geometry or color; each writes what the scene says.
///
/// ```swift
/// let scene = try StepperScene(StepperConfiguration(.init(total: 4, current: 2)))
/// let svg = StepperRenderer.svg.render(scene)
/// ```
public struct StepperRenderer: Sendable {
  /// The format: its name, media type, file name extension and drawing function.
  package let format: StepperOutputFormat<StepperScene>

  /// The format's name, as the CLI's `--format` takes it.
  package var name: String { format.name }
  /// The media type of the output.
  public var mediaType: String { format.mediaType }
  /// The file name extension for the output, without a dot.
  package var fileExtension: String { format.fileExtension }

  /// Creates a renderer from its output description and drawing function.
  package init(
    name: String, mediaType: String, fileExtension: String,
    render body: @escaping @Sendable (StepperScene) -> String
  ) {
    format = StepperOutputFormat(
      name: name, mediaType: mediaType, fileExtension: fileExtension, render: body)
  }

  /// Draws `scene`.
  public func render(_ scene: StepperScene) -> String {
    format.render(scene)
  }
}
