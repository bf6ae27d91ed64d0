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
}
