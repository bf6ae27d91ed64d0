extension StepperCellPlan {
  /// The bands of a vertical column in `columns` columns: the steps' band as wide as the widest
  /// shape drawn whole, and each side's names and descriptions as wide as the widest of their
  /// printed lines.
  func columnBands(columns: Int, measuring: some StepperCellMeasuring) -> StepperCellBands {
    var bands = StepperCellBands()
    for position in body where isDrawnWhole(position) {
      bands.steps = max(bands.steps, crossWidth(at: position))
    }
    for name in names + descriptions {
      let textWidth = name.text.map { measuring.columns(ofLines: $0, width: columns) } ?? 0
      if isBeforeSteps(name) {
        bands.left = max(bands.left, textWidth)
      } else {
        bands.right = max(bands.right, textWidth)
      }
    }
    return bands.fitted(toWidth: columns)
  }

  /// The columns the header takes on its line: its texts, and a blank between two.
  func headerWidth(measuring: some StepperCellMeasuring) -> Int {
    header.compactMap(\.text).map { measuring.columns(ofLine: $0) }
      .reduce(header.count > 1 ? 1 : 0, +)
  }

  /// Whether the shape at `position` sets the steps' band: in a full row every shape; in a bar
  /// or a compact row, the ones drawn whole over it.
  private func isDrawnWhole(_ position: Int) -> Bool {
    guard mode == .full else {
      return position == currentShape || (position == lastShape && lastExtent != nil)
    }
    return isShape(at: position)
  }

  /// How many cells the shape at `position` takes across the main axis of a vertical column.
  private func crossWidth(at position: Int) -> Int {
    guard isMarker(at: position) else { return 1 }
    return Self.markerWidth(at: position, in: elements)
  }

  /// Whether a name sits before the steps across a vertical column (right-to-left layouts).
  package func isBeforeSteps(_ name: borrowing StepperSceneElement) -> Bool {
    guard let stepFrame = stepFrame(of: name) else { return false }
    return name.frame.center.x < stepFrame.center.x
  }

  /// The frame of the shape of the step a name names.
  package func stepFrame(of name: borrowing StepperSceneElement) -> StepperRect? {
    guard let step = name.step, let shape = elements.markPosition(of: step, in: body)
    else { return nil }
    return elements.frame(at: shape)
  }

  /// The columns a name or description beside a vertical column takes: its band, on the side
  /// of the steps the scene puts it, kept on the drawing.
  package func sideColumns(of name: borrowing StepperSceneElement) -> Range<Int> {
    if isBeforeSteps(name) { return 0..<bands.left }
    let start = bands.rightStart
    return start..<start + max(0, min(bands.right, width - start))
  }

  /// The line a name beside a vertical column starts on: the line of the step it names.
  package func sideRow(of name: borrowing StepperSceneElement) -> Int {
    headerRows + centerCell(stepFrame(of: name) ?? name.frame)
  }
}
