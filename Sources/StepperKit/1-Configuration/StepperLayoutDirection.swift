/// The reading direction the stepper is laid out for.
///
/// Right-to-left mirrors the positions of steps; text and glyphs are still drawn the right way
/// round, never flipped.
public enum StepperLayoutDirection: String, CaseIterable, Sendable, Hashable {
  /// Step 1 at the left (horizontal) or top (vertical).
  case leftToRight = "ltr"
  /// Step 1 at the right of a horizontal row.
  case rightToLeft = "rtl"
}
