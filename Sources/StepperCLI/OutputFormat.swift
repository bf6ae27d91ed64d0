import StepperRendering

/// The formats `render` writes, each backed by a ``Renderer``.
enum OutputFormat: String, CaseIterable, Sendable {
  case svg
  case json

  var renderer: Renderer {
    switch self {
    case .svg: .svg
    case .json: .json
    }
  }
}
