import StepperKit

/// What an element is drawn as on the terminal's grid: a step's mark by its shape (a dash, a
/// bullet or a numbered marker, which the terminal draws differently), or one of the other
/// parts of the scene.
enum TerminalPart {
  case dash, bullet, marker, connector, label, description, title, allSteps
  /// The current step's part done, or its loading mark: drawn over the current step's shape
  /// (``TerminalBrush/drawActivity(on:)``), never alone.
  case stepProgress, loading
  /// A dash or bullet row's overflow marker (a circular row's is drawn as a ``marker``): "…"
  /// in one cell.
  case overflow

  /// Whether the part is a step's mark, or an overflow marker in its place.
  var isShape: Bool { self == .dash || self == .bullet || self == .marker || self == .overflow }
}

extension StepperSceneElements {
  /// The part the element at `position` is drawn as in the terminal.
  func part(at position: Int) -> TerminalPart {
    switch role(at: position) {
    case .mark:
      switch markShape {
      case .dash: .dash
      case .bullet: .bullet
      case .marker: .marker
      }
    case .connector: .connector
    case .label: .label
    case .description: .description
    case .title: .title
    case .allSteps: .allSteps
    case .stepProgress: .stepProgress
    case .loading: .loading
    case .overflow: markShape.isMarker ? .marker : .overflow
    }
  }
}
