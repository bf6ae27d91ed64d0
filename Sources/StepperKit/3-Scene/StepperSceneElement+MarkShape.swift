extension StepperSceneElement {
  /// How a step's mark is drawn: the shape a style gives it, apart from the part it plays
  /// (``Role``).
  ///
  /// A style's shape is read here and only here (``init(_:)``), so a new style is one more case
  /// the compiler asks for.
  ///
  /// ```swift
  /// print(StepperSceneElement.MarkShape(.circular).rawValue)
  /// // Prints "marker"
  /// ```
  package enum MarkShape: String, Sendable, Hashable, CaseIterable {
    /// A bar along the row: the dash style's.
    case dash
    /// A dot, the current step's widened into a pill: the bullet style's.
    case bullet
    /// A circle holding the step's number, a check or an exclamation mark: the circular
    /// style's.
    case marker

    /// The shape `style` draws a step's mark in.
    package init(_ style: StepperStyle) {
      switch style {
      case .dash: self = .dash
      case .bullet: self = .bullet
      case .circular: self = .marker
      }
    }

    /// Whether the mark shows content (a number or a glyph) and takes its colors from the
    /// marker tokens; a dash or bullet takes the bar's.
    package var isMarker: Bool {
      switch self {
      case .dash, .bullet: false
      case .marker: true
      }
    }
  }
}

extension StepperSceneElement.Role {
  /// What the package's outputs call an element of this role drawn with `shape`: the shape for a
  /// mark ("dash", "bullet", "marker"), the role for every other part ("connector", "label",
  /// "description", "title", "allSteps"). The JSON scene's `role`, and the SVG's and HTML's
  /// `data-role`.
  ///
  /// ```swift
  /// print(StepperSceneElement.Role.mark.name(drawnAs: .bullet))
  /// // Prints "bullet"
  /// ```
  package func name(drawnAs shape: StepperSceneElement.MarkShape) -> String {
    switch self {
    case .mark: shape.rawValue
    case .connector, .label, .description, .title, .allSteps, .stepProgress, .loading, .overflow:
      rawValue
    }
  }
}

extension StepperSceneElement {
  /// What the package's outputs call this element: its role, or for a mark its shape
  /// (``Role/name(drawnAs:)``).
  package var roleName: String { role.name(drawnAs: markShape) }
}
