extension UInt {
  /// How many decimal digits the number is written with: 1 for 0. The package's one digit
  /// count, for writers that size their output before writing the digits.
  ///
  /// ```swift
  /// print(UInt(0).decimalDigitCount, UInt(10).decimalDigitCount, UInt(999).decimalDigitCount)
  /// // Prints "1 2 3"
  /// ```
  @inlinable
  package var decimalDigitCount: Int {
    var digits = 1
    var rest = self
    while rest >= 10 {
      digits += 1
      rest /= 10
    }
    return digits
  }
}

extension Int {
  /// How many decimal digits the number is written with, its sign aside: 1 for 0.
  ///
  /// ```swift
  /// print((-120).decimalDigitCount, Int.min.decimalDigitCount)
  /// // Prints "3 19"
  /// ```
  @inlinable
  package var decimalDigitCount: Int { magnitude.decimalDigitCount }
}
