/// Makes an error message one line that is safe to print on a terminal.
///
/// Messages quote what the user typed (`got '…'`), and a value may hold a newline, an escape
/// sequence or a direction override. Those are written as escapes (`\n`, `\u{1B}`), so an error
/// is always one line and never changes the terminal's state.
enum ErrorLine {
  /// `message` with control characters, line and paragraph separators and direction controls
  /// written as Swift-style escapes.
  static func escaping(_ message: String) -> String {
    var line = ""
    for scalar in message.unicodeScalars {
      switch scalar {
      case "\n": line += "\\n"
      case "\r": line += "\\r"
      case "\t": line += "\\t"
      default:
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
          line += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        default:
          if properties.isBidiControl {
            line += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
          } else {
            line.unicodeScalars.append(scalar)
          }
        }
      }
    }
    return line
  }
}
