/// How strings are written in JSON output: the scene and the design-token documents.
package enum JSONText {
  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, every
  /// other character as it is.
  ///
  /// ```swift
  /// print(JSONText.string("Say \"hi\""))
  /// // Prints "\"Say \\\"hi\\\"\""
  /// ```
  package static func string(_ text: some StringProtocol) -> String {
    // Most text has no quote, backslash or control character: it goes in as it is.
    if !text.utf8.contains(where: needsEscaping) { return "\"" + text + "\"" }
    var utf8: [UInt8] = []
    utf8.reserveCapacity(text.utf8.count + 8)
    appendString(String(text), to: &utf8)
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Appends ``string(_:)``'s literal for `text` to `output`, without making a string: what a
  /// renderer writing its output as bytes calls for every string.
  ///
  /// ```swift
  /// var utf8: [UInt8] = []
  /// JSONText.appendString("a\tb", to: &utf8)
  /// print(String(decoding: utf8, as: UTF8.self))
  /// // Prints "\"a\\tb\""
  /// ```
  @inlinable
  package static func appendString<Output: UTF8Output & ~Copyable>(
    _ text: String, to output: inout Output
  ) {
    var text = text
    text.withUTF8 { bytes in appendString(utf8: bytes, to: &output) }
  }

  /// Appends UTF-8 text as a JSON string literal, as ``appendString(_:to:)`` does: for text
  /// composed as bytes, without a string made for it.
  @inlinable
  package static func appendString<Output: UTF8Output & ~Copyable>(
    utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout Output
  ) {
    append("\"", to: &output)
    // The characters escaped are all ASCII, and no byte of a longer UTF-8 sequence is ASCII:
    // byte by byte is character by character. Runs with nothing to escape go in whole.
    var start = 0
    for index in bytes.indices where needsEscaping(bytes[index]) {
      output.append(utf8: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      appendEscape(of: bytes[index], to: &output)
      start = index + 1
    }
    output.append(utf8: UnsafeBufferPointer(rebasing: bytes[start...]))
    append("\"", to: &output)
  }

  /// Whether a UTF-8 byte is a character JSON requires escaped.
  @inlinable
  package static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// Appends the escape of a quote, backslash or control character: `\"`, `\\`, `\n`, `\r`,
  /// `\t`, or `\u001B` with upper-case hex digits.
  @inlinable
  static func appendEscape<Output: UTF8Output & ~Copyable>(
    of byte: UInt8, to output: inout Output
  ) {
    switch byte {
    case UInt8(ascii: "\""): append("\\\"", to: &output)
    case UInt8(ascii: "\\"): append("\\\\", to: &output)
    case UInt8(ascii: "\n"): append("\\n", to: &output)
    case UInt8(ascii: "\r"): append("\\r", to: &output)
    case UInt8(ascii: "\t"): append("\\t", to: &output)
    default:
      func hex(_ digit: UInt8) -> UInt8 {
        digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10
      }
      append("\\u00", to: &output)
      [hex(byte >> 4), hex(byte & 0xF)].withUnsafeBufferPointer { output.append(utf8: $0) }
    }
  }

  /// Appends literal text.
  @inlinable
  static func append<Output: UTF8Output & ~Copyable>(
    _ literal: StaticString, to output: inout Output
  ) {
    literal.withUTF8Buffer { output.append(utf8: $0) }
  }
}
