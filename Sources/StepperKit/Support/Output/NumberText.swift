/// How numbers are written in every text output (JSON, SVG, HTML, messages).
package enum NumberText {
  /// `value` rounded to three decimals, written as briefly as possible: `84`, `42.667`,
  /// `23.2`; negative zero is written `0`.
  ///
  /// ```swift
  /// print(NumberText.points(128.0 / 3))
  /// // Prints "42.667"
  /// ```
  package static func points(_ value: Double) -> String {
    guard let thousandths = thousandths(of: value) else { return large(value) }
    return String(unsafeUninitializedCapacity: maximumDigits) { buffer in
      write(thousandths, into: buffer)
    }
  }

  /// Appends ``points(_:)``'s text for `value` to `output`, without making a string: what a
  /// renderer writing its output as bytes calls for every number.
  ///
  /// ```swift
  /// var utf8: [UInt8] = []
  /// NumberText.appendPoints(-1.5, to: &utf8)
  /// print(String(decoding: utf8, as: UTF8.self))
  /// // Prints "-1.5"
  /// ```
  @inlinable
  package static func appendPoints<Output: UTF8Output & ~Copyable>(
    _ value: Double, to output: inout Output
  ) {
    guard let thousandths = thousandths(of: value) else { return output.append(large(value)) }
    output.append(atMost: maximumDigits) { write(thousandths, into: $0) }
  }

  /// The most bytes ``write(_:into:)`` writes: a sign, 13 whole digits, a point, 3 decimals.
  @inlinable package static var maximumDigits: Int { 18 }

  /// `value` as a whole number of thousandths, or `nil` when it is too large for that.
  @inlinable
  package static func thousandths(of value: Double) -> Int? {
    // Past 2^53 / 1000 a Double holds no thousandths, and scaling would only lose precision.
    // Below that, the value is a whole number of thousandths: written from that integer, it is
    // the shortest text that reads back as the rounded value, with no floating-point printing.
    guard abs(value) < 1e12 else { return nil }
    // Rounded half away from zero, as `rounded()`, without its library call: below 10^15 the
    // whole part and the fraction of the scaled value are exact.
    let scaled = value * 1000
    let whole = Int(scaled)
    let fraction = scaled - Double(whole)
    if fraction >= 0.5 { return whole + 1 }
    if fraction <= -0.5 { return whole - 1 }
    return whole
  }

  /// A value past 10^12 (or not finite): whole numbers in digits up to 10^15, then Swift's
  /// shortest round-tripping form.
  @usableFromInline
  package static func large(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }

  /// Writes `thousandths` / 1000 as briefly as possible at the start of `buffer`, which holds at
  /// least ``maximumDigits`` bytes; returns the number of bytes written.
  @inlinable
  package static func write(
    _ thousandths: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    func digit(_ value: UInt) -> UInt8 { UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value) }
    if thousandths == 0 {
      buffer[0] = UInt8(ascii: "0")
      return 1
    }
    var end = 0
    if thousandths < 0 {
      buffer[0] = UInt8(ascii: "-")
      end = 1
    }
    // The whole part, its last digit first.
    let magnitude = thousandths.magnitude
    var whole = magnitude / 1000
    end += whole.decimalDigitCount
    var index = end
    repeat {
      index -= 1
      buffer[index] = digit(whole % 10)
      whole /= 10
    } while whole > 0
    // The thousandths, without trailing zeros.
    let fraction = magnitude % 1000
    guard fraction != 0 else { return end }
    let (tenths, hundredths, last) = (fraction / 100, fraction / 10 % 10, fraction % 10)
    buffer[end] = UInt8(ascii: ".")
    buffer[end + 1] = digit(tenths)
    if last != 0 {
      buffer[end + 2] = digit(hundredths)
      buffer[end + 3] = digit(last)
      return end + 4
    }
    if hundredths != 0 {
      buffer[end + 2] = digit(hundredths)
      return end + 3
    }
    return end + 2
  }
}
