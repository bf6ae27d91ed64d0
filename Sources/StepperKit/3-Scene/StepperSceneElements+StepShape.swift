extension StepperSceneElements {
  /// The step, frame and state of the element at `position` when it is a step's mark, and
  /// whether a tap on it selects the step: read without resolving its colors or text. `nil`
  /// for connectors, names and the header. The context is read in place (a copy of it would
  /// copy every field), as this runs once an element.
  func stepShape(at position: Int) -> StepShape? {
    let record = records[position]
    switch record.role {
    case .mark:
      return StepShape(
        step: storage.context.layout.row.sequence.id(at: Int(record.ordinal)),
        frame: frame(of: record), state: record.state, isSelectable: record.isSelectable,
        position: position)
    case .connector, .label, .description, .title, .allSteps, .stepProgress, .loading,
      .overflow:
      return nil
    }
  }

  /// The position of the mark of `step` in `range`, or `nil` when it is not there: searched by
  /// the steps' ordinals, which the records keep in order (each step's mark first, then its
  /// name, description and the connector leaving it), so reading no step's id but the one found.
  ///
  /// ```swift
  /// let elements = try StepperScene(StepperConfiguration(total: 3, current: 2)).elements
  /// print(elements.markPosition(of: 2, in: elements.indices) ?? -1)
  /// // Prints "2"
  /// ```
  package func markPosition(of step: StepperStepID, in range: Range<Int>) -> Int? {
    let ordinal = storage.context.layout.row.sequence.ordinal(of: step)
    let records = records
    let found = range.partitioningIndex { Int(records[$0].ordinal) >= ordinal }
    guard found < range.upperBound, records[found].role == .mark, self.step(at: found) == step
    else { return nil }
    return found
  }

  /// A step's mark, as hit testing and tap targets read it.
  struct StepShape {
    let step: StepperStepID
    let frame: StepperRect
    let state: StepperStepState
    let isSelectable: Bool
    /// Where the mark is among the elements, which its part of the row's hit areas
    /// (``StepperSceneElements/partitionedHitArea(at:)``) is read by.
    let position: Int
  }

  /// `frame` grown to at least `minimum` × `minimum` about its center: the theme's
  /// `platform/min-touch-target`, 44 (Specification#touch-targets).
  static func hitArea(around frame: StepperRect, minimum: Double) -> StepperRect {
    let width = Swift.max(frame.width, minimum)
    let height = Swift.max(frame.height, minimum)
    let center = frame.center
    return StepperRect(
      x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }
}

extension StepperSceneElements {
  /// The icon the marker of step `id` shows, if any, and whether it is mirrored.
  func icon(of id: StepperStepID) -> StepPaint.PlacedIcon? {
    // Read in place: the context is the scene's, and this runs once a marker.
    guard !storage.context.icons.isEmpty, let icon = storage.context.icons[id] else { return nil }
    return (icon, icon.isDirectional && storage.context.mirrorsIcons)
  }
}
