import StepperKit

/// How a grid of cells measures a scene's texts as it prints them: in columns, after whatever
/// the grid does to a text before printing it (a terminal cleans out escape sequences and
/// breaks the cleaned text again). ``TerminalCellPlan`` sizes the bands of names and the header
/// with it.
///
/// ```swift
/// struct Characters: CellTextMeasuring {
///   func columns(ofLines text: StepperSceneText, width: Int) -> Int {
///     text.lines.map(\.count).max() ?? 0
///   }
///   func columns(ofWhole text: StepperSceneText) -> Int { text.fullText.count }
///   func columns(ofLine text: StepperSceneText) -> Int { text.fullText.count }
/// }
/// ```
protocol CellTextMeasuring {
  /// The columns the widest of `text`'s printed lines takes, printed in `width` columns.
  func columns(ofLines text: StepperSceneText, width: Int) -> Int
  /// The fewest columns in which `text`, under a row, shows whole on as many lines as the
  /// scene gives it.
  func columns(ofWhole text: StepperSceneText) -> Int
  /// The columns `text` takes printed on one line (the header's).
  func columns(ofLine text: StepperSceneText) -> Int
}
