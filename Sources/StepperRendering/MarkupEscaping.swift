/// Escapes text for XML (SVG) and HTML: character data and attribute values alike.
///
/// `&`, `<`, `>`, `"` and `'` become entities; characters XML 1.0 cannot hold (C0 controls other
/// than tab, newline and carriage return, and U+FFFE/U+FFFF) are dropped.
///
/// ```swift
/// print(MarkupEscaping.escape("Terms & <Conditions>"))
/// // Prints "Terms &amp; &lt;Conditions&gt;"
/// ```
public enum MarkupEscaping {
  /// Returns `text` safe to place in XML or HTML text or a quoted attribute.
  public static func escape(_ text: some StringProtocol) -> String {
    // Most text has nothing to escape or drop: hand it back as it is. (The bytes looked for
    // cover every case below: markup characters, C0 controls, DEL, the lead byte of U+0080…
    // U+00BF and that of U+F000…U+FFFF.)
    if !text.utf8.contains(where: mayNeedEscaping) { return String(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
          || (0x7F...0x9F).contains(scalar.value)
        {
          continue
        }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
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
