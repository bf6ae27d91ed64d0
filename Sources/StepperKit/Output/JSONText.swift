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
    if !text.utf8.contains(where: {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }) {
      return "\"" + text + "\""
    }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
