import StepperKit

/// How many colors terminal output may use: 24-bit, the xterm 256-color palette, or none.
///
/// ```swift
/// let mode = StepperTerminalColorMode.detect(
///   environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: true)
/// print(mode)
/// // Prints "trueColor"
/// ```
public enum StepperTerminalColorMode: String, Sendable, Hashable, CaseIterable {
  /// No escape sequences at all: plain characters.
  case none
  /// The xterm 256-color palette (`ESC[38;5;Nm`), each color its nearest entry.
  case ansi256
  /// 24-bit color (`ESC[38;2;R;G;Bm`), each color exactly.
  case trueColor

  /// The mode for output to a stream, decided from the environment.
  ///
  /// - No color when `NO_COLOR` is set to anything but the empty string (no-color.org), when the
  ///   output is not a terminal, or when `TERM` is `dumb`.
  /// - 24-bit when `COLORTERM` is `truecolor` or `24bit`.
  /// - Otherwise the 256-color palette, which every current terminal emulator has.
  public static func detect(
    environment: [String: String], isTerminal: Bool
  ) -> StepperTerminalColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    guard isTerminal, environment["TERM"] != "dumb" else { return .none }
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": return .trueColor
    default: return .ansi256
    }
  }
}
