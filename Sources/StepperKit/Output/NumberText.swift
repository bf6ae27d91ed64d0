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
    guard abs(value) < 1e12 else {
      if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
      return String(value)
    }
    // Below that, the value is a whole number of thousandths: written from that integer, it is
    // the shortest text that reads back as the rounded value, with no floating-point printing.
    let thousandths = Int((value * 1000).rounded())
    if thousandths == 0 { return "0" }
    let magnitude = thousandths.magnitude
    var whole = magnitude / 1000
    var fraction = magnitude % 1000
    var fractionDigits = 3
    while fraction != 0, fraction % 10 == 0 {
      fraction /= 10
      fractionDigits -= 1
    }
    if fraction == 0 { fractionDigits = 0 }
    var wholeDigits = 1
    var rest = whole / 10
    while rest > 0 {
      wholeDigits += 1
      rest /= 10
    }
    let sign = thousandths < 0 ? 1 : 0
    let count = sign + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
    // At most 1 + 12 + 1 + 3 = 17 ASCII bytes.
    return String(unsafeUninitializedCapacity: count) { buffer in
      var index = count
      for _ in 0..<fractionDigits {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
        fraction /= 10
      }
      if fractionDigits > 0 {
        index -= 1
        buffer[index] = UInt8(ascii: ".")
      }
      for _ in 0..<wholeDigits {
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(whole % 10)
        whole /= 10
      }
      if sign == 1 { buffer[0] = UInt8(ascii: "-") }
      return count
    }
  }
}
