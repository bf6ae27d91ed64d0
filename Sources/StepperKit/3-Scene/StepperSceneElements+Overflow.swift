extension StepperSceneElements {
  /// The frame of an overflow marker whose first hidden step is at `ordinal`: its place's slot
  /// across the band, a main step's size; in the bullet style, as long as the current step's
  /// pill, so that its three dots have room.
  func overflowFrame(ofOrdinal ordinal: Int) -> StepperRect {
    let layout = storage.context.layout
    let frame = layout.frame(ofOrdinal: ordinal)
    switch storage.context.markShape {
    case .bullet: return layout.currentBulletFrame(frame)
    case .dash, .marker: return frame
    }
  }

  /// The paint of the overflow marker of `record`.
  func overflowPaint(_ record: Record) -> StepPaint {
    StepPaint.overflow(
      record.state, shape: storage.context.markShape, status: storage.context.status,
      theme: storage.context.theme)
  }

  /// The overflow marker of `record`, at `frame`, standing for the steps from `step` on.
  func overflowElement(
    _ record: Record, at position: Int, step: StepperStepID?, frame: StepperRect
  ) -> StepperSceneElement {
    let paint = overflowPaint(record)
    let radius =
      paint.fill == nil && paint.stroke == nil
      ? 0
      : Swift.min(storage.context.theme.dimensions.radiusFull, frame.width / 2, frame.height / 2)
    return StepperSceneElement(
      .init(
        role: .overflow, markShape: storage.context.markShape, step: step, state: record.state),
      frame: frame, cornerRadius: radius,
      paint: .init(
        fill: paint.fill, stroke: paint.stroke, content: paint.content, tokens: paint.tokens),
      hitArea: record.isSelectable ? partitionedHitArea(at: position) : nil)
  }
}
