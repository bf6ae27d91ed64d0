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

  /// The keys, as the demo's help line names them.
  static let help =
    "→/n next · ←/b back · f fail · u sub-steps · s style · t theme · a axis · d direction · q quit"
}
