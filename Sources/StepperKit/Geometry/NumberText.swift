/// How numbers are written in every text output (JSON, SVG, HTML, messages).
public enum NumberText {
  /// `value` rounded to three decimals, written as briefly as possible: `84`, `42.667`,
  /// `23.2`; negative zero is written `0`.
  ///
  /// ```swift
  /// print(NumberText.points(128.0 / 3))
  /// // Prints "42.667"
  /// ```
  public static func points(_ value: Double) -> String {
    // Past 2^53 / 1000 a Double holds no thousandths, and scaling would only lose precision.
    let rounded = abs(value) < 1e12 ? (value * 1000).rounded() / 1000 : value
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return String(rounded)
  }
}
