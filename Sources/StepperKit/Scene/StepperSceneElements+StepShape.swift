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
        frame: frame(of: record), state: record.state, isTappable: record.isTappable,
        minimumHitArea: storage.minimumHitArea)
    case .connector, .label, .description, .title, .allSteps:
      return nil
    }
  }

  /// A step's mark, as hit testing and tap targets read it.
  struct StepShape {
    let step: StepperStepID
    let frame: StepperRect
    let state: StepperStepState
    let isTappable: Bool
    /// The theme's `platform/min-touch-target`.
    let minimumHitArea: Double
    /// Where a tap selects the step, if one can.
    var hitArea: StepperRect? {
      isTappable ? StepperSceneElements.hitArea(around: frame, minimum: minimumHitArea) : nil
    }
  }

  /// `frame` grown to at least `minimum` × `minimum` about its center: the theme's
  /// `platform/min-touch-target`, 44 by the seed.
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
