import StepperKit

extension TerminalCellPlan {
  /// The bands of a vertical column in `columns` columns: the steps' band as wide as the widest
  /// shape drawn whole, and each side's names and descriptions as wide as the widest of their
  /// printed lines. In a full column every shape is drawn whole; in a bar or a compact one, the
  /// shapes at `drawnWhole` (the current step's, and the last one's where it is whole).
  static func columnBands(
    of texts: [StepperSceneElement], in elements: StepperSceneElements, _ body: Range<Int>,
    columns: Int, measuring: some CellTextMeasuring, mode: Mode,
    drawnWhole: (current: Int?, last: Int?)
  ) -> TerminalCellBands {
    var bands = TerminalCellBands()
    for position in body
    where mode == .full
      ? isShape(elements.role(at: position))
      : position == drawnWhole.current || position == drawnWhole.last
    {
      // A marker takes its sides and what it shows across a column; a dash or bullet one cell.
      let isMarker = elements.markShape.isMarker && isShape(elements.role(at: position))
      bands.steps = max(bands.steps, isMarker ? markerWidth(at: position, in: elements) : 1)
    }
    for name in texts {
      let textWidth = name.text.map { measuring.columns(ofLines: $0, width: columns) } ?? 0
      if isBeforeSteps(name, in: elements, body) {
        bands.left = max(bands.left, textWidth)
      } else {
        bands.right = max(bands.right, textWidth)
      }
    }
    return bands.fitted(toWidth: columns)
  }

  /// The columns the header takes on its line: its texts, and a blank between two.
  static func headerWidth(
    of header: [StepperSceneElement], measuring: some CellTextMeasuring
  ) -> Int {
    header.compactMap(\.text).map { measuring.columns(ofLine: $0) }
      .reduce(header.count > 1 ? 1 : 0, +)
  }

  /// Whether a name sits before the steps across a vertical column (right-to-left layouts).
  func isBeforeSteps(_ name: borrowing StepperSceneElement) -> Bool {
    Self.isBeforeSteps(name, in: elements, body)
  }

  /// ``isBeforeSteps(_:)`` among `elements`' positions `body`.
  private static func isBeforeSteps(
    _ name: borrowing StepperSceneElement, in elements: StepperSceneElements, _ body: Range<Int>
  ) -> Bool {
    guard let stepFrame = stepFrame(of: name, in: elements, body) else { return false }
    return name.frame.center.x < stepFrame.center.x
  }

  /// The frame of the shape of the step a name names.
  func stepFrame(of name: borrowing StepperSceneElement) -> StepperRect? {
    Self.stepFrame(of: name, in: elements, body)
  }

  /// ``stepFrame(of:)`` among `elements`' positions `body`.
  private static func stepFrame(
    of name: borrowing StepperSceneElement, in elements: StepperSceneElements, _ body: Range<Int>
  ) -> StepperRect? {
    guard let step = name.step, let shape = elements.markPosition(of: step, in: body)
    else { return nil }
    return elements.frame(at: shape)
  }

  /// The columns a name or description beside a vertical column takes: its band, on the side
  /// of the steps the scene puts it, kept on the drawing.
  func sideColumns(of name: borrowing StepperSceneElement) -> Range<Int> {
    if isBeforeSteps(name) { return 0..<bands.left }
    let start = bands.rightStart
    return start..<start + max(0, min(bands.right, width - start))
  }

  /// The line a name beside a vertical column starts on: the line of the step it names.
  func sideRow(of name: borrowing StepperSceneElement) -> Int {
    headerRows + centerCell(stepFrame(of: name) ?? name.frame)
  }
}
