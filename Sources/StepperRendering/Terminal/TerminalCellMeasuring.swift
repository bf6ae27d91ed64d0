import StepperKit

/// Measures a scene's texts as the terminal prints them, for the `TerminalCellPlan`: in
/// display columns (``DisplayWidth``), after ``TerminalText`` has cleaned them and broken them
/// into the lines the terminal prints.
///
/// ```swift
/// let scene = StepperScene(try StepperConfiguration(.init(total: 4)))
/// let plan = TerminalCellPlan(scene, columns: 80, measuring: TerminalCellMeasuring())
/// ```
struct TerminalCellMeasuring: CellTextMeasuring {
  /// The columns of the widest of the lines the terminal prints `text` in, in `width` columns.
  func columns(ofLines text: StepperSceneText, width: Int) -> Int {
    TerminalText.printedLines(of: text, width: width).map { DisplayWidth.of($0) }.max() ?? 0
  }

  /// The fewest columns in which `text`, under a row, shows whole.
  func columns(ofWhole text: StepperSceneText) -> Int {
    TerminalText.wholeWidth(of: text)
  }

  /// The columns `text` takes printed on one line.
  func columns(ofLine text: StepperSceneText) -> Int {
    DisplayWidth.of(TerminalText.printedLine(of: text))
  }
}
