import StepperKit

/// Escapes text for XML (SVG) and HTML: character data and attribute values alike.
///
/// `&`, `<`, `>`, `"` and `'` become entities; characters XML 1.0 cannot hold (C0 controls other
/// than tab, newline and carriage return, and U+FFFE/U+FFFF) are dropped.
///
/// ```swift
/// print(MarkupEscaping.escape("Terms & <Conditions>"))
/// // Prints "Terms &amp; &lt;Conditions&gt;"
/// ```
package enum MarkupEscaping {
  /// Returns `text` safe to place in XML or HTML text or a quoted attribute.
  package static func escape(_ text: some StringProtocol) -> String {
    // Most text has nothing to escape or drop: hand it back as it is.
    if !text.utf8.contains(where: mayNeedEscaping) { return String(text) }
    var utf8: [UInt8] = []
    utf8.reserveCapacity(text.utf8.count + 16)
    appendEscaped(String(text), to: &utf8)
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Appends ``escape(_:)``'s result for `text` to `output`, without making a string: what a
  /// renderer writing its output as bytes calls for every piece of text.
  ///
  /// ```swift
  /// var utf8: [UInt8] = []
  /// MarkupEscaping.appendEscaped("A & B", to: &utf8)
  /// print(String(decoding: utf8, as: UTF8.self))
  /// // Prints "A &amp; B"
  /// ```
  package static func appendEscaped<Output: UTF8Output & ~Copyable>(
    _ text: String, to output: inout Output
  ) {
    var text = text
    text.withUTF8 { appendEscaped(utf8: $0, to: &output) }
  }

  /// Appends ``escape(_:)``'s result for the text whose UTF-8 is `bytes` to `output`.
  ///
  /// A character cut short at the end of `bytes` is kept as it is.
  static func appendEscaped<Output: UTF8Output & ~Copyable>(
    utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout Output
  ) {
    // Runs of bytes that need nothing are copied whole; at each byte that may, the character it
    // starts is escaped, dropped or kept.
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard mayNeedEscaping(byte) else {
        index += 1
        continue
      }
      output.append(utf8: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      let length = min(byte < 0x80 ? 1 : byte == 0xC2 ? 2 : 3, bytes.count - index)
      let character = UnsafeBufferPointer(rebasing: bytes[index..<index + length])
      switch byte {
      case UInt8(ascii: "&"): append("&amp;", to: &output)
      case UInt8(ascii: "<"): append("&lt;", to: &output)
      case UInt8(ascii: ">"): append("&gt;", to: &output)
      case UInt8(ascii: "\""): append("&quot;", to: &output)
      case UInt8(ascii: "'"): append("&#39;", to: &output)
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        output.append(utf8: character)
      case 0xC2 where length == 2 && character[1] <= 0x9F:
        break  // U+0080…U+009F, the C1 controls: dropped.
      case 0xEF where length == 3 && character[1] == 0xBF && character[2] >= 0xBE:
        break  // U+FFFE and U+FFFF: dropped.
      case 0xC2, 0xEF:
        output.append(utf8: character)
      default:
        break  // Other C0 controls and DEL: dropped.
      }
      index += length
      start = index
    }
    output.append(utf8: UnsafeBufferPointer(rebasing: bytes[start...]))
  }

  /// Appends an entity.
  private static func append<Output: UTF8Output & ~Copyable>(
    _ entity: StaticString, to output: inout Output
  ) {
    entity.withUTF8Buffer { output.append(utf8: $0) }
  }

  /// Whether a UTF-8 byte may start something ``escape(_:)`` changes.
  private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"), 0x00...0x1F, 0x7F, 0xC2, 0xEF:
      true
    default: false
    }
  }
}
