/// The arithmetic of a benchmark: medians and ratios.
enum BenchmarkStatistics {
  /// The middle value of `values` (the mean of the two middle ones for an even count), or `nil`
  /// for no values. A median ignores the odd batch a busy machine slows down.
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// How many times `baseline` `value` is, or `nil` when the baseline is not a positive finite
  /// number (a ratio to nothing says nothing).
  static func ratio(_ value: Double, to baseline: Double) -> Double? {
    guard baseline.isFinite, baseline > 0, value.isFinite else { return nil }
    return value / baseline
  }
}
