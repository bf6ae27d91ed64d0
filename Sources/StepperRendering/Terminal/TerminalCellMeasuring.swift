import StepperKit

/// Measures a scene's texts as the terminal prints them, for the core's `StepperCellPlan`: in
/// display columns (``DisplayWidth``), after ``TerminalText`` has cleaned them and broken them
/// into the lines the terminal prints.
///
/// ```swift
/// let plan = StepperCellPlan(scene, columns: 80, measuring: TerminalCellMeasuring())
/// ```
struct TerminalCellMeasuring: StepperCellMeasuring {
  /// The columns of the widest of the lines the terminal prints `text` in, in `width` columns.
  func columns(ofLines text: StepperSceneText, width: Int) -> Int {
    TerminalText.printedLines(of: text, width: width).map { DisplayWidth.of($0) }.max() ?? 0
  }

  /// The columns `text` takes printed on one line.
  func columns(ofLine text: StepperSceneText) -> Int {
    DisplayWidth.of(TerminalText.printedLine(of: text))
  }
}
