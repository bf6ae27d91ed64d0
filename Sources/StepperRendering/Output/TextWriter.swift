import StepperKit

/// A renderer's output being written: UTF-8 bytes appended to one buffer the writer owns and
/// grows, made into a `String` once, at the end.
///
/// Literal markup is copied straight from the program's constant bytes, numbers are written
/// digit by digit (``NumberText``), user text is escaped byte by byte (``MarkupEscaping``,
/// ``JSONText``): no string is made for an attribute or an element. The renderer reserves room
/// for its whole output up front, from the number of elements, so the buffer rarely grows.
///
/// The writer cannot be copied, so exactly one owner frees the buffer: pass it `inout`.
///
/// ```swift
/// var out = TextWriter(capacity: 64)
/// out.write("<circle r=\"")
/// out.write(points: 128.0 / 3)
/// out.write("\"/>")
/// print(out.text)
/// // Prints "<circle r="42.667"/>"
/// ```
struct TextWriter: ~Copyable, UTF8Output {
  /// The buffer: `count` bytes written, room for `capacity`.
  private var bytes: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  /// A writer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    bytes = .allocate(capacity: self.capacity)
  }

  deinit {
    bytes.deallocate()
  }

  /// What has been written, as a string.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  /// Appends bytes as they are.
  mutating func append(utf8: UnsafeBufferPointer<UInt8>) {
    guard let source = utf8.baseAddress else { return }
    makeRoom(for: utf8.count)
    (bytes + count).initialize(from: source, count: utf8.count)
    count += utf8.count
  }

  /// Appends literal text as it is.
  mutating func write(_ literal: StaticString) {
    literal.withUTF8Buffer { append(utf8: $0) }
  }

  /// Appends `text` as it is: text known to be safe where it goes (the names of cases, colors).
  mutating func write(verbatim text: String) {
    var text = text
    text.withUTF8 { append(utf8: $0) }
  }

  /// Appends `text` escaped for XML or HTML (``MarkupEscaping``).
  mutating func write(escaping text: String) {
    MarkupEscaping.appendEscaped(text, to: &self)
  }

  /// Appends `text` as a JSON string literal (``JSONText``).
  mutating func write(jsonString text: String) {
    JSONText.appendString(text, to: &self)
  }

  /// Appends a length or coordinate as ``NumberText/points(_:)`` writes it: `42.667`.
  mutating func write(points value: Double) {
    NumberText.appendPoints(value, to: &self)
  }

  /// Appends a whole number in decimal digits, as `String(value)` writes it.
  mutating func write(_ value: Int) {
    var digits = 1
    var rest = value.magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let sign = value < 0 ? 1 : 0
    makeRoom(for: sign + digits)
    if sign == 1 { bytes[count] = UInt8(ascii: "-") }
    count += sign + digits
    // The digits, from the last back.
    var index = count
    var magnitude = value.magnitude
    repeat {
      index -= 1
      bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
  }

  /// Appends a color as upper-case `#RRGGBB` (``RGBColor/hex``).
  mutating func write(_ color: RGBColor) {
    write(verbatim: color.hex)
  }

  /// Appends a step's identity as its description writes it: `2`, `2.1`.
  mutating func write(_ step: StepID) {
    write(step.step)
    if let substep = step.substep {
      write(".")
      write(substep)
    }
  }

  /// Grows the buffer, if need be, to take `extra` more bytes: to twice its size at least, so
  /// that growing costs little over a whole output.
  private mutating func makeRoom(for extra: Int) {
    guard count + extra > capacity else { return }
    let grown = max(count + extra, 2 * capacity)
    let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    new.initialize(from: bytes, count: count)
    bytes.deallocate()
    bytes = new
    capacity = grown
  }
}
