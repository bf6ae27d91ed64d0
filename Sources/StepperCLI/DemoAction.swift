import StepperRendering

/// What a key does in `stepper demo`.
enum DemoAction: String, Sendable, CaseIterable {
  case next
  case back
  case fail
  case substeps
  case style
  case theme
  case axis
  case direction
  case quit

  /// The action of a key press's bytes, or `nil` for a key that does nothing.
  ///
  /// Right arrow, `n`, space and Enter go on; left arrow, `b` and Backspace go back; `f` fails
  /// the current step; `u` reveals or hides its sub-steps; `s`, `t`, `a` and `d` switch style,
  /// theme, axis and direction; `q`, Escape, Control-C and Control-D quit.
  init?(key: [UInt8]) {
    switch key {
    case [0x1B, 0x5B, 0x43], [0x1B, 0x4F, 0x43], Array("n".utf8), Array(" ".utf8), [0x0D],
      [0x0A]:
      self = .next
    case [0x1B, 0x5B, 0x44], [0x1B, 0x4F, 0x44], Array("b".utf8), [0x7F], [0x08]:
      self = .back
    case Array("f".utf8): self = .fail
    case Array("u".utf8): self = .substeps
    case Array("s".utf8): self = .style
    case Array("t".utf8): self = .theme
    case Array("a".utf8): self = .axis
    case Array("d".utf8): self = .direction
    case Array("q".utf8), [0x1B], [0x03], [0x04]: self = .quit
    default: return nil
    }
  }

  /// The key presses in bytes read at once (typed fast, or pasted): an escape sequence such as
  /// an arrow key is one press, a UTF-8 character another, any other byte one each.
  static func keys(in bytes: [UInt8]) -> [[UInt8]] {
    var keys: [[UInt8]] = []
    var index = 0
    while index < bytes.count {
      var end = index + 1
      if bytes[index] == 0x1B, end < bytes.count, bytes[end] == 0x5B || bytes[end] == 0x4F {
        // ESC [ or ESC O, parameters, then a final byte.
        end += 1
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        end = min(end + 1, bytes.count)
      } else if bytes[index] >= 0xC0 {
        while end < bytes.count, (0x80..<0xC0).contains(bytes[end]) { end += 1 }
      }
      keys.append(Array(bytes[index..<end]))
      index = end
    }
    return keys
  }

  /// The keys, as the demo's help names them, each with what it does.
  static let helpEntries = [
    "→/n next", "←/b back", "f fail", "u sub-steps", "s style", "t theme", "a axis",
    "d direction", "q quit",
  ]

  /// The keys on one line: "→/n next · ←/b back · … · q quit".
  static let help = helpEntries.joined(separator: " · ")

  /// The keys in lines at most `width` columns wide (``DisplayWidth``), as many entries a line
  /// as fit; an entry wider than the line is cut with "…".
  static func help(width: Int) -> [String] {
    let width = max(1, width)
    var lines: [String] = []
    var line = ""
    for entry in helpEntries {
      let joined = line.isEmpty ? entry : line + " · " + entry
      if line.isEmpty || DisplayWidth.of(joined) <= width {
        line = joined
      } else {
        lines.append(line)
        line = entry
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines.map { DisplayWidth.truncated($0, toWidth: width) }
  }
}
