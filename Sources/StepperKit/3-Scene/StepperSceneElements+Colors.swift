extension StepperSceneElements {
  /// The fill of the element at `position` (`nil` for text), read without resolving the rest
  /// of it: the same color as the element's ``StepperSceneElement/fill``.
  ///
  /// ```swift
  /// let elements = try StepperScene(StepperConfiguration(style: .dash, total: 3, current: 2)).elements
  /// print(elements.fill(at: 2) == StepperTheme.light[.stepperTrack])
  /// // Prints "true"
  /// ```
  package func fill(at position: Int) -> StepperColor? {
    let record = records[position]
    let status = storage.context.status
    switch record.role {
    case .mark where storage.context.markShape.isMarker:
      return storage.context.theme[StepPaint.markerTokens(record.state, status: status).fill]
    case .mark where showsActivity(record):
      return storage.context.theme[.stepperTrack]
    case .mark:
      return StepPaint.barFillToken(record.state, status: status).map { storage.context.theme[$0] }
    case .connector:
      return storage.context.theme[StepPaint.connectorToken(record.state, status: status)]
    case .stepProgress, .loading:
      return activityFillToken(record.role).map { storage.context.theme[$0] }
    case .overflow: return overflowPaint(record).fill
    case .label, .description, .title, .allSteps: return nil
    }
  }

  /// The color of the outline of the element at `position` (`nil` for an element without one),
  /// read without resolving the rest of it: the color of the element's
  /// ``StepperSceneElement/stroke``.
  ///
  /// ```swift
  /// let elements = try StepperScene(StepperConfiguration(total: 3, current: 2)).elements
  /// print(elements.strokeColor(at: 2) == StepperTheme.light[.brandBase])
  /// // Prints "true"
  /// ```
  package func strokeColor(at position: Int) -> StepperColor? {
    let record = records[position]
    let token: StepperToken?
    switch record.role {
    case .mark where storage.context.markShape.isMarker:
      token =
        showsActivity(record) && storage.context.activity.stepProgress != nil
        ? .bgSoft100 : StepPaint.markerTokens(record.state, status: storage.context.status).stroke
    case .mark: token = StepPaint.barStrokeToken(record.state, status: storage.context.status)
    case .stepProgress, .loading: token = activityStrokeToken(record.role)
    case .overflow: token = overflowPaint(record).tokens.stroke
    case .connector, .label, .description, .title, .allSteps: token = nil
    }
    return token.map { storage.context.theme[$0] }
  }
}
