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

  /// Writes ``points(_:)``'s text for `value` at the start of `buffer`, which holds at least
  /// ``maximumDigits`` bytes, and returns the number of bytes written; `nil`, with nothing
  /// written, for a value past 10^12 or not finite, which ``large(_:)`` writes. What a renderer
  /// writing its output in place calls for every number: one call, however it is written.
  package static func write(
    points value: Double, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int? {
    guard let thousandths = thousandths(of: value) else { return nil }
    return write(thousandths, into: buffer)
  }

  /// The most bytes ``write(_:into:)`` writes: a sign, 13 whole digits, a point, 3 decimals.
  @inlinable @inline(__always) package static var maximumDigits: Int { 18 }

  /// `value` as a whole number of thousandths, or `nil` when it is too large for that.
  @inlinable @inline(__always)
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
  ///
  /// A renderer writes one at nearly every attribute, so the digits are read two at a time
  /// from ``digitPairs`` rather than made one division at a time.
  @inlinable @inline(__always)
  package static func write(
    _ thousandths: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    if thousandths == 0 {
      buffer[0] = UInt8(ascii: "0")
      return 1
    }
    var end = 0
    if thousandths < 0 {
      buffer[0] = UInt8(ascii: "-")
      end = 1
    }
    let magnitude = thousandths.magnitude
    end = writeWhole(magnitude / 1000, into: buffer, at: end)
    // The thousandths, without trailing zeros: the first two digits as a pair, then the last.
    let fraction = magnitude % 1000
    guard fraction != 0 else { return end }
    let pair = digitPairs.utf8Start + Int(fraction / 10) &* 2
    let last = fraction % 10
    buffer[end] = UInt8(ascii: ".")
    buffer[end + 1] = pair[0]
    if last != 0 {
      buffer[end + 2] = pair[1]
      buffer[end + 3] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: last)
      return end + 4
    }
    guard pair[1] != UInt8(ascii: "0") else { return end + 2 }
    buffer[end + 2] = pair[1]
    return end + 3
  }

  /// Writes the digits of `whole` into `buffer` from `start`; returns where they end.
  @inlinable @inline(__always)
  static func writeWhole(
    _ whole: UInt, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) -> Int {
    if whole < 10 {
      buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
      return start + 1
    }
    let end = start + whole.decimalDigitCount
    // Two digits at a time from the last, then the first alone when their count is odd.
    var index = end
    var rest = whole
    while rest >= 10 {
      let pair = digitPairs.utf8Start + Int(rest % 100) &* 2
      rest /= 100
      index -= 2
      buffer[index] = pair[0]
      buffer[index + 1] = pair[1]
    }
    if index > start {
      buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
    }
    return end
  }

  /// The two digits of every number from 00 to 99, one after another: the digits of `n` are at
  /// `2 * n` and `2 * n + 1`.
  @inlinable @inline(__always)
  static var digitPairs: StaticString {
    """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """
  }
}
