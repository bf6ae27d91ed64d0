/// How a grid of cells measures a scene's texts as it prints them: in columns, after whatever
/// the grid does to a text before printing it (a terminal cleans out escape sequences and
/// breaks the cleaned text again). ``StepperCellPlan`` sizes the bands of names and the header
/// with it.
///
/// ```swift
/// struct Characters: StepperCellMeasuring {
///   func columns(ofLines text: StepperSceneText, width: Int) -> Int {
///     text.lines.map(\.count).max() ?? 0
///   }
///   func columns(ofLine text: StepperSceneText) -> Int { text.fullText.count }
/// }
/// ```
package protocol StepperCellMeasuring {
  /// The columns the widest of `text`'s printed lines takes, printed in `width` columns.
  func columns(ofLines text: StepperSceneText, width: Int) -> Int
  /// The columns `text` takes printed on one line (the header's).
  func columns(ofLine text: StepperSceneText) -> Int
}
