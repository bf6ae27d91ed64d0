#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a locale groups the digits of a whole number: "1,234,567" in English, "1.234.567" in
/// German, "12,34,567" in Hindi, and "1234" but "12.345" in Spanish.
///
/// Read once from the locale's own formatting of probe values (``LocaleFormatting``) and kept
/// only if it writes those probes exactly as the formatter does, so that a step number or total
/// costs no formatter call.
struct NumberGrouping: Sendable, Hashable {
  /// What goes between groups.
  let separator: String
  /// The size of the last group: 3 in nearly every locale.
  let primary: Int
  /// The size of every other group: 3, or 2 in India.
  let secondary: Int
  /// The fewest digits a grouped number has: 4, or 5 where a four-digit number stays whole.
  let minimumDigits: Int

  /// The grouping of `locale`, whose digits 0 to 9 are `digits` (`nil` for Western digits), or
  /// `nil` when its probes do not follow one pattern.
  init?(locale: String, digits: [String]?) {
    let digitSet = Set(digits ?? (0...9).map(String.init))
    let probe = 1_234_567_890
    let written = LocaleFormatting.number(probe, locale)
    // Runs of digits and what lies between them.
    var groups: [Int] = []
    var separators: Set<String> = []
    var pending = ""
    for character in written {
      if digitSet.contains(String(character)) {
        if groups.isEmpty || !pending.isEmpty {
          if !pending.isEmpty { separators.insert(pending) }
          groups.append(0)
          pending = ""
        }
        groups[groups.count - 1] += 1
      } else {
        pending.append(character)
      }
    }
    guard pending.isEmpty, separators.count == 1, let separator = separators.first,
      groups.count >= 3, let primary = groups.last
    else { return nil }
    self.separator = separator
    self.primary = primary
    secondary = groups[groups.count - 2]
    let four = 1_234
    minimumDigits = LocaleFormatting.number(four, locale).contains(separator) ? 4 : 5
    for check in [probe, four, 12_345, 123_456] {
      guard group(StepperStrings.digits(check, digits)) == LocaleFormatting.number(check, locale)
      else { return nil }
    }
  }

  private init(separator: String, primary: Int, secondary: Int, minimumDigits: Int) {
    self.separator = separator
    self.primary = primary
    self.secondary = secondary
    self.minimumDigits = minimumDigits
  }

  /// English's grouping, `en`: "1,234,567", known without asking the locale data.
  static let english = NumberGrouping(separator: ",", primary: 3, secondary: 3, minimumDigits: 4)

  /// `digits`, the digits of a whole number, grouped.
  func group(_ digits: String) -> String {
    // Every numbering system's digits are single scalars: a digit starts at each byte that
    // does not continue a UTF-8 sequence, and the text is written byte by byte.
    let utf8 = digits.utf8
    let count = utf8.reduce(0) { $0 + (Self.isContinuation($1) ? 0 : 1) }
    guard count >= minimumDigits, count > primary else { return digits }
    let separators = 1 + (count - primary - 1) / secondary
    let length = utf8.count + separators * separator.utf8.count
    return String(unsafeUninitializedCapacity: length) { buffer in
      var index = 0
      // The digits from this one to the end.
      var fromEnd = count + 1
      for byte in utf8 {
        if !Self.isContinuation(byte) {
          fromEnd -= 1
          if fromEnd < count,
            fromEnd == primary || (fromEnd > primary && (fromEnd - primary) % secondary == 0)
          {
            for separatorByte in separator.utf8 {
              buffer[index] = separatorByte
              index += 1
            }
          }
        }
        buffer[index] = byte
        index += 1
      }
      return index
    }
  }

  /// Appends `value`, which is not negative, in Western digits grouped as ``group(_:)`` groups
  /// them, without a string made for it: the digits are written from the last back, a
  /// separator after each group.
  func appendWesternDigits<Output: UTF8Output & ~Copyable>(
    of value: Int, to output: inout Output
  ) {
    let count = value.decimalDigitCount
    let isGrouped = count >= minimumDigits && count > primary
    var separator = separator
    separator.withUTF8 { separator in
      let separators = isGrouped ? 1 + (count - primary - 1) / secondary : 0
      let length = count + separators * separator.count
      output.append(atMost: length) { buffer in
        var (rest, index) = (value, length)
        // `written` digits are written, the last of the number first.
        for written in 1...count {
          index -= 1
          buffer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
          rest /= 10
          if isGrouped, written < count,
            written == primary || (written > primary && (written - primary) % secondary == 0)
          {
            index -= separator.count
            for (offset, byte) in separator.enumerated() { buffer[index + offset] = byte }
          }
        }
        return length
      }
    }
  }

  /// Whether a UTF-8 byte continues a character rather than starting one.
  private static func isContinuation(_ byte: UInt8) -> Bool {
    byte & 0xC0 == 0x80
  }
}
