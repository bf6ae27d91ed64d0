extension StepperTextStyle {
  /// The nine named font weights, as Apple's font APIs name them, with their CSS values.
  package enum FontWeight: Int, Sendable, Hashable, CaseIterable {
    /// CSS 100.
    case ultraLight = 100
    /// CSS 200.
    case thin = 200
    /// CSS 300.
    case light = 300
    /// CSS 400.
    case regular = 400
    /// CSS 500.
    case medium = 500
    /// CSS 600.
    case semibold = 600
    /// CSS 700.
    case bold = 700
    /// CSS 800.
    case heavy = 800
    /// CSS 900.
    case black = 900
  }

  /// The named weight nearest ``weight`` (a tie goes to the heavier); weights beyond 100–900
  /// are the nearer end.
  ///
  /// ```swift
  /// print(StepperTextStyle.markerNumber.fontWeight)
  /// // Prints "semibold"
  /// ```
  package var fontWeight: FontWeight {
    let hundreds = (Double(weight) / 100).rounded(.toNearestOrAwayFromZero)
    let clamped = Int(min(max(hundreds, 1), 9)) * 100
    return FontWeight(rawValue: clamped) ?? .regular
  }

  /// The first family ``family`` names, without quotes: the font a native renderer asks for
  /// before falling back to the system font.
  ///
  /// ```swift
  /// print(StepperTextStyle.markerNumber.primaryFamily)
  /// // Prints "Inter"
  /// ```
  package var primaryFamily: String {
    let first = family.split(separator: ",", maxSplits: 1).first ?? ""
    let trimmed = first.trimmingCharacters(in: " \t\"'")
    return trimmed
  }
}

extension Substring {
  /// The text without the given characters at either end.
  fileprivate func trimmingCharacters(in characters: String) -> String {
    let set = Set(characters)
    guard let start = firstIndex(where: { !set.contains($0) }),
      let end = lastIndex(where: { !set.contains($0) })
    else { return "" }
    return String(self[start...end])
  }
}
