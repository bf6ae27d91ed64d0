/// The current step's activity in the scene (``StepperActivity``): how its mark changes, and the
/// step-progress and loading elements drawn over it.
///
/// - A dash or bullet that shows activity is drawn in the track's color; its step progress is a
///   part of it filled from its leading end in `stepper/color/bg`, and its loading mark a
///   segment a third as long as the part not filled, centered in it, in the same color.
/// - A circular marker with a step progress has its outline in `bg/soft-100` and an arc of it
///   in `brand/base`, from the top, clockwise (counter-clockwise right to left). A loading
///   marker shows a three-quarter ring in `brand/base` half its width in place of its number.
extension StepperSceneElements {
  /// The part of a full turn a loading ring shows.
  package static let loadingRingSweep = 0.75
  /// The loading ring's diameter, as a part of its marker's width.
  package static let loadingRingScale = 0.5

  /// Whether `record` is the current step's mark, showing activity.
  @inline(__always)
  func showsActivity(_ record: Record) -> Bool {
    record.role == .mark && !storage.context.activity.isEmpty
      && Int(record.ordinal) == storage.context.currentOrdinal
  }

  /// Whether `record` is a circular marker whose number a loading ring replaces.
  @inline(__always)
  func hidesContent(_ record: Record) -> Bool {
    storage.context.activity.isLoading && showsActivity(record)
  }

  /// The paint of the current step's mark, `paint`, as it shows activity.
  func activityPaint(of paint: StepPaint) -> StepPaint {
    let theme = storage.context.theme
    let activity = storage.context.activity
    guard markShape.isMarker else {
      return StepPaint(
        fill: theme[.stepperTrack], stroke: nil, content: nil, tokens: .init(fill: .stepperTrack))
    }
    let strokeToken = activity.stepProgress != nil ? .bgSoft100 : paint.tokens.stroke
    return StepPaint(
      fill: paint.fill,
      stroke: paint.stroke.map {
        .init(color: strokeToken.map { theme[$0] } ?? $0.color, width: $0.width)
      },
      content: activity.isLoading ? nil : paint.content,
      tokens: .init(
        fill: paint.tokens.fill, stroke: strokeToken,
        content: activity.isLoading ? nil : paint.tokens.content))
  }

  /// The fill token of a step-progress or loading element: `stepper/color/bg` on a dash or
  /// bullet; none on a circular marker, whose arcs are outlines.
  func activityFillToken(_ role: StepperSceneElement.Role) -> StepperToken? {
    markShape.isMarker ? nil : .stepperBg
  }

  /// The outline token of a step-progress or loading element: `brand/base` on a circular
  /// marker; none on a dash or bullet.
  func activityStrokeToken(_ role: StepperSceneElement.Role) -> StepperToken? {
    markShape.isMarker ? .brandBase : nil
  }

  /// The frame of a step-progress or loading element over the current mark, `mark`.
  func activityFrame(of record: Record, markFrame mark: StepperRect) -> StepperRect {
    let activity = storage.context.activity
    if markShape.isMarker {
      guard record.role == .loading else { return mark }
      let side = Swift.min(mark.width, mark.height) * Self.loadingRingScale
      return StepperRect(
        x: mark.center.x - side / 2, y: mark.center.y - side / 2, width: side, height: side)
    }
    let isHorizontal = storage.context.layout.axis == .horizontal
    let length = isHorizontal ? mark.width : mark.height
    let filled = length * (activity.stepProgress ?? 0)
    let (start, extent): (Double, Double) =
      record.role == .stepProgress
      ? (0, filled) : (filled + (length - filled) / 3, (length - filled) / 3)
    // Along the main axis from the leading end: the left, the right where the row runs right to
    // left, or the top.
    guard isHorizontal else {
      return StepperRect(x: mark.x, y: mark.y + start, width: mark.width, height: extent)
    }
    let x =
      storage.context.mirrorsIcons ? mark.maxX - start - extent : mark.x + start
    return StepperRect(x: x, y: mark.y, width: extent, height: mark.height)
  }

  /// The step-progress or loading element of `record`, at `frame`.
  func activityElement(
    _ record: Record, step: StepperStepID, frame: StepperRect
  ) -> StepperSceneElement {
    let theme = storage.context.theme
    let identity = StepperSceneElement.Identity(
      role: record.role, markShape: markShape, step: step, state: record.state)
    if let token = activityFillToken(record.role) {
      return StepperSceneElement(
        identity, frame: frame,
        cornerRadius: Swift.min(theme.dimensions.radiusFull, frame.width / 2, frame.height / 2),
        paint: .init(fill: theme[token], tokens: .init(fill: token)))
    }
    let token = activityStrokeToken(record.role) ?? .brandBase
    let sweep =
      record.role == .loading
      ? Self.loadingRingSweep
      : (storage.context.activity.stepProgress ?? 0) * (storage.context.mirrorsIcons ? -1 : 1)
    return StepperSceneElement(
      identity, frame: frame,
      paint: .init(
        stroke: .init(color: theme[token], width: StyleMetrics.outlineWidth),
        tokens: .init(stroke: token)),
      arc: .init(start: 0, sweep: sweep))
  }
}
