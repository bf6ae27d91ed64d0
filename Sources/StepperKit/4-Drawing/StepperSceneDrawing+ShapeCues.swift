extension StepperScene {
  /// Whether the scene is drawn with shape cues: the person asked that colour alone not tell
  /// states apart (``StepperAccessibilityOptions/differentiateWithoutColor``).
  package var drawsShapeCues: Bool { accessibilityOptions.contains(.differentiateWithoutColor) }
}

extension StepperSceneDrawing {
  /// The shapes that draw `element` at `frame` with a shape cue, for a person who asked that
  /// colour alone not tell states apart
  /// (``StepperAccessibilityOptions/differentiateWithoutColor``), or `nil` when it needs none.
  ///
  /// Only a failed dash or bullet needs one: it differs from its neighbours by its colour alone.
  /// A failed dash is broken in two, a gap as wide as the dash is thick at its middle; a failed
  /// bullet (and the current one's pill) has square corners. Disabled and skipped dashes and
  /// bullets are hollow in every setting, and circular markers show their state in their mark
  /// (a check, an exclamation mark, the skip arrow), so they need no cue.
  ///
  /// ```swift
  /// let configuration = try StepperConfiguration(style: .dash, total: 3, current: 2, status: .error)
  /// let dash = StepperScene(configuration).elements[1]
  /// let shapes = StepperSceneDrawing.cuedShapes(of: dash, in: dash.frame, 1)
  /// print(shapes?.count ?? 0)
  /// // Prints "2"
  /// ```
  static func cuedShapes(
    of element: StepperSceneElement, in frame: StepperRect, _ opacity: Double
  ) -> [StepperDrawCommand.Shape]? {
    guard element.role == .mark, element.state == .error || element.state == .errorActive else {
      return nil
    }
    switch element.markShape {
    case .marker: return nil
    case .bullet: return [shape(of: element, in: frame, opacity, cornerRadius: 0)]
    case .dash:
      let isAlongX = frame.width >= frame.height
      let thickness = isAlongX ? frame.height : frame.width
      let length = isAlongX ? frame.width : frame.height
      let piece = (length - thickness) / 2
      guard piece > 0 else { return nil }
      let first =
        isAlongX
        ? StepperRect(x: frame.x, y: frame.y, width: piece, height: frame.height)
        : StepperRect(x: frame.x, y: frame.y, width: frame.width, height: piece)
      let second =
        isAlongX
        ? StepperRect(
          x: frame.x + piece + thickness, y: frame.y, width: piece, height: frame.height)
        : StepperRect(
          x: frame.x, y: frame.y + piece + thickness, width: frame.width, height: piece)
      return [shape(of: element, in: first, opacity), shape(of: element, in: second, opacity)]
    }
  }
}
