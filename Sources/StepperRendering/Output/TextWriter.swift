import StepperKit

/// A renderer's output being written: UTF-8 bytes appended to one growing buffer, made into a
/// `String` once, at the end.
///
/// Literal markup is appended straight from the program's constant bytes, numbers digit by
/// digit (``NumberText``), user text escaped byte by byte (``MarkupEscaping``, ``JSONText``):
/// no string is made per attribute or per element. Room for the whole output is reserved up
/// front, from the renderer's estimate.
///
/// ```swift
/// var out = TextWriter(capacity: 64)
/// out.write("<circle r=\"")
/// out.write(points: 128.0 / 3)
/// out.write("\"/>")
/// print(out.text)
/// // Prints "<circle r="42.667"/>"
/// ```
struct TextWriter {
  /// What has been written, as UTF-8.
  private(set) var utf8: [UInt8] = []

  /// A writer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    utf8.reserveCapacity(capacity)
  }

  /// What has been written, as a string.
  var text: String { String(decoding: utf8, as: UTF8.self) }

  /// Appends literal text as it is.
  mutating func write(_ literal: StaticString) {
    literal.withUTF8Buffer { utf8.append(contentsOf: $0) }
  }

  /// Appends `text` as it is: text that is known to be safe where it goes (names of cases,
  /// colors, identifiers).
  mutating func write(verbatim text: String) {
    var text = text
    text.withUTF8 { utf8.append(contentsOf: $0) }
  }

  /// Appends `text` escaped for XML or HTML (``MarkupEscaping``).
  mutating func write(escaping text: String) {
    MarkupEscaping.appendEscaped(text, to: &utf8)
  }

  /// Appends `text` as a JSON string literal (``JSONText``).
  mutating func write(jsonString text: String) {
    JSONText.appendString(text, to: &utf8)
  }

  /// Appends a length or coordinate as ``NumberText/points(_:)`` writes it: `42.667`.
  mutating func write(points value: Double) {
    NumberText.appendPoints(value, to: &utf8)
  }

  /// Appends a whole number in decimal digits, as `String(value)` writes it.
  mutating func write(_ value: Int) {
    if value < 0 { utf8.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var divisor: UInt = 1
    while magnitude / divisor >= 10 { divisor *= 10 }
    while divisor > 0 {
      utf8.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    }
  }

  /// Appends a color as upper-case `#RRGGBB` (``RGBColor/hex``).
  mutating func write(_ color: RGBColor) {
    write(verbatim: color.hex)
  }

  /// Appends a step's identity as its description writes it: `2`, `2.1`.
  mutating func write(_ step: StepID) {
    write(step.step)
    if let substep = step.substep {
      utf8.append(UInt8(ascii: "."))
      write(substep)
    }
  }
}
