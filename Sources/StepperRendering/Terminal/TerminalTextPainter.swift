import StepperKit

/// Draws the text of a terminal drawing: the steps' names, the descriptions under them and the
/// header, over the steps.
enum TerminalTextPainter {
  /// Draws the names the plan shows, their descriptions, then the header, with `brush`.
  static func draw(with brush: borrowing TerminalBrush, on canvas: inout TerminalCanvas) {
    for name in brush.plan.names { drawName(name, with: brush, on: &canvas) }
    for description in brush.plan.descriptions {
      drawName(description, with: brush, on: &canvas, below: linesAbove(description, brush.plan))
    }
    if !brush.plan.header.isEmpty { drawHeader(with: brush, on: &canvas) }
    if let hidden = brush.plan.hiddenSteps, let legend = brush.plan.legend {
      drawLegend(legend, hidden.color, with: brush, on: &canvas)
    }
  }

  /// Draws the count of the steps out of view on the last line: the steps before on their
  /// side, those after on theirs; the left end gives way to the right one, and an end with no
  /// room is cut.
  private static func drawLegend(
    _ legend: TerminalHiddenSteps.Legend, _ color: StepperColor?,
    with brush: borrowing TerminalBrush, on canvas: inout TerminalCanvas
  ) {
    let row = brush.plan.height - 1
    let width = canvas.width
    var rightWidth = legend.right.columns
    if rightWidth <= width {
      brush.put(
        legend.right, arrowLast: true, row: row, column: width - rightWidth, color, on: &canvas)
    } else {
      let shown = DisplayWidth.truncated(legend.rightText, toWidth: width)
      rightWidth = DisplayWidth.of(shown)
      brush.put(shown, row: row, column: width - rightWidth, color, on: &canvas)
    }
    let room = max(0, width - (rightWidth > 0 ? rightWidth + 1 : 0))
    if legend.left.columns <= room {
      brush.put(legend.left, arrowLast: false, row: row, column: 0, color, on: &canvas)
    } else {
      let shown = DisplayWidth.truncated(legend.leftText, toWidth: room)
      brush.put(shown, row: row, column: 0, color, on: &canvas)
    }
  }

  /// The lines a description is drawn below: under a row, the names' lines; beside a column,
  /// the printed lines of its own step's name.
  private static func linesAbove(
    _ description: borrowing StepperSceneElement, _ plan: borrowing TerminalCellPlan
  ) -> Int {
    guard !plan.isHorizontal else { return plan.nameLines }
    guard let name = plan.names.first(where: { $0.step == description.step }),
      let text = name.text
    else { return 0 }
    let room = plan.isBeforeSteps(name) ? plan.bands.left : plan.bands.right
    return TerminalText.printedLines(of: text, width: room).count
  }

  /// Draws a step's name, or `below` that many lines its description, in the room the plan
  /// gives it: under a horizontal row, centered on its anchor; beside a vertical column, against
  /// the steps on the scene's side of them. The text is cleaned for the terminal as every text
  /// is, and cut to the room.
  private static func drawName(
    _ name: borrowing StepperSceneElement, with brush: borrowing TerminalBrush,
    on canvas: inout TerminalCanvas, below: Int = 0
  ) {
    let plan = brush.plan
    guard let text = name.text else { return }
    if plan.isHorizontal {
      let center = plan.anchorCell(of: name)
      let room = plan.territory(of: center)
      for (index, line) in TerminalText.rowLines(of: text, width: room.count).enumerated() {
        let shown = Self.fitted(line, toWidth: room.count)
        let width = DisplayWidth.of(shown)
        let column = min(max(room.lowerBound, center - (width - 1) / 2), room.upperBound - width)
        brush.put(
          shown, row: plan.headerRows + 1 + below + index, column: column, text.color,
          on: &canvas)
      }
    } else {
      // The first line on the row of the step it names.
      let row = plan.sideRow(of: name) + below
      let before = plan.isBeforeSteps(name)
      let room = plan.sideColumns(of: name)
      for (index, line) in TerminalText.printedLines(of: text, width: room.count).enumerated() {
        let shown = Self.fitted(line, toWidth: room.count)
        let column = before ? room.upperBound - DisplayWidth.of(shown) : room.lowerBound
        brush.put(shown, row: row + index, column: column, text.color, on: &canvas)
      }
    }
  }

  /// Draws the header on the first line: the current step's name on its side, "All steps" on
  /// the other; the name gives way.
  private static func drawHeader(
    with brush: borrowing TerminalBrush, on canvas: inout TerminalCanvas
  ) {
    let header = brush.plan.header
    let control = header.first { $0.role == .allSteps }
    let controlText = control?.text.map(TerminalText.printedLine(of:))
    let controlShown = DisplayWidth.truncated(controlText ?? "", toWidth: canvas.width)
    let controlWidth = DisplayWidth.of(controlShown)
    if let control, let text = control.text {
      let column = text.anchor == .right ? canvas.width - controlWidth : 0
      brush.put(controlShown, row: 0, column: column, text.color, on: &canvas)
    }
    if let title = header.first(where: { $0.role == .title }), let text = title.text {
      let room = max(0, canvas.width - (controlWidth > 0 ? controlWidth + 1 : 0))
      let shown = Self.fitted(TerminalText.printedLine(of: text), toWidth: room)
      let leftOfControl = control?.text?.anchor == .right || control == nil
      let column =
        text.anchor == .right
        ? canvas.width - DisplayWidth.of(shown) : (leftOfControl ? 0 : controlWidth + 1)
      brush.put(shown, row: 0, column: column, text.color, on: &canvas)
    }
  }

  /// `text` shortened to `width` columns where the core's line breaking cuts a line (after a
  /// whole word, or inside a word too wide for the line), measured in columns.
  private static func fitted(_ text: String, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    return TextLayout.shortened(text, toWidth: Double(width)) { Double(DisplayWidth.of($0)) }
  }
}
