/// How strings are written in JSON output: the scene and the design-token documents.
public enum JSONText {
  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, every
  /// other character as it is.
  ///
  /// ```swift
  /// print(JSONText.string("Say \"hi\""))
  /// // Prints "\"Say \\\"hi\\\"\""
  /// ```
  public static func string(_ text: some StringProtocol) -> String {
    // Most text has no quote, backslash or control character: it goes in as it is.
    if !text.utf8.contains(where: needsEscaping) { return "\"" + text + "\"" }
    var utf8: [UInt8] = []
    utf8.reserveCapacity(text.utf8.count + 8)
    appendString(String(text), to: &utf8)
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Appends ``string(_:)``'s literal for `text` to `utf8`, as UTF-8, without making a string:
  /// what a renderer writing its output as bytes calls for every string.
  ///
  /// ```swift
  /// var utf8: [UInt8] = []
  /// JSONText.appendString("a\tb", to: &utf8)
  /// print(String(decoding: utf8, as: UTF8.self))
  /// // Prints "\"a\\tb\""
  /// ```
  public static func appendString(_ text: String, to utf8: inout [UInt8]) {
    var text = text
    text.withUTF8 { bytes in
      utf8.append(UInt8(ascii: "\""))
      // The characters escaped are all ASCII, and no byte of a longer UTF-8 sequence is ASCII:
      // byte by byte is character by character. Runs with nothing to escape are copied whole.
      var start = 0
      for (index, byte) in bytes.enumerated() where needsEscaping(byte) {
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        appendEscape(of: byte, to: &utf8)
        start = index + 1
      }
      utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
      utf8.append(UInt8(ascii: "\""))
    }
  }

  /// Whether a UTF-8 byte is a character JSON requires escaped.
  private static func needsEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// The escape of a quote, backslash or control character: `\"`, `\\`, `\n`, `\r`, `\t`, or
  /// `\u001B` with upper-case hex digits.
  private static func appendEscape(of byte: UInt8, to utf8: inout [UInt8]) {
    let backslash = UInt8(ascii: "\\")
    switch byte {
    case UInt8(ascii: "\""), backslash: utf8 += [backslash, byte]
    case UInt8(ascii: "\n"): utf8 += [backslash, UInt8(ascii: "n")]
    case UInt8(ascii: "\r"): utf8 += [backslash, UInt8(ascii: "r")]
    case UInt8(ascii: "\t"): utf8 += [backslash, UInt8(ascii: "t")]
    default:
      func hex(_ digit: UInt8) -> UInt8 {
        digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10
      }
      utf8 += [backslash, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")]
      utf8 += [hex(byte >> 4), hex(byte & 0xF)]
    }
  }
}
