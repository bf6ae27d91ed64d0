/// The direction in which steps follow one another.
public enum StepperAxis: String, CaseIterable, Sendable, Hashable {
  /// Steps run along a row.
  case horizontal
  /// Steps run down a column; step names sit on the trailing side.
  case vertical
}
