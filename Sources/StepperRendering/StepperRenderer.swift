import StepperKit

/// Turns a `StepperScene` (from StepperKit) into one output format: a value, one per format.
///
/// Renderers are static members in extensions, one file each (``svg``, ``json``). None
/// recomputes geometry or color; each writes what the scene says.
///
/// ```swift
/// let scene = try StepperScene(StepperConfiguration(total: 4, current: 2))
/// let svg = StepperRenderer.svg.render(scene)
/// ```
public struct StepperRenderer: Sendable {
  /// The format's name, as the CLI's `--format` takes it.
  package let name: String
  /// The media type of the output.
  public let mediaType: String
  /// The file name extension for the output, without a dot.
  package let fileExtension: String
  private let body: @Sendable (StepperScene) -> String

  /// Creates a renderer from its output description and drawing function.
  package init(
    name: String, mediaType: String, fileExtension: String,
    render body: @escaping @Sendable (StepperScene) -> String
  ) {
    self.name = name
    self.mediaType = mediaType
    self.fileExtension = fileExtension
    self.body = body
  }

  /// Draws `scene`.
  public func render(_ scene: StepperScene) -> String {
    body(scene)
  }
}
