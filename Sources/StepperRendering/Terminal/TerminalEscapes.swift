import StepperKit

/// The SGR escape sequences that color terminal output: each color's parameters are written
/// once per render, and copied each time the color comes back.
///
/// ```swift
/// var escapes = TerminalEscapes(mode: .trueColor)
/// let text = TerminalBytes.string(capacity: 64) { bytes in
///   escapes.writeColors(foreground: RGBColor(0x155DFC), background: nil, to: &bytes)
/// }
/// print(text.dropFirst())
/// // Prints "[0;38;2;21;93;252m"
/// ```
struct TerminalEscapes {
  /// The longest sequence ``writeColors(foreground:background:to:)`` writes, in bytes.
  static let maximumLength = 38

  /// The sequences allowed; in ``TerminalColorMode/none`` a color adds no parameters.
  let mode: TerminalColorMode
  /// The colors seen so far, with their parameters.
  private var colors: [Color] = []

  /// A color and what follows `;3` (foreground) or `;4` (background) to set it:
  /// `8;2;R;G;B` or `8;5;N`, at most 15 bytes.
  private struct Color {
    let color: RGBColor
    var parameters: (UInt64, UInt64) = (0, 0)
    var length = 0
  }

  /// Creates the sequences of colors in `mode`.
  init(mode: TerminalColorMode) {
    self.mode = mode
  }

  /// Writes the sequence that resets the attributes and sets `foreground` and `background`,
  /// each when given: `ESC [ 0 ; 38;2;R;G;B ; 48;2;R;G;B m` in 24-bit color.
  mutating func writeColors(
    foreground: RGBColor?, background: RGBColor?, to bytes: inout TerminalBytes
  ) {
    bytes.append("\u{1B}[0")
    if let foreground { write(foreground, layer: UInt8(ascii: "3"), to: &bytes) }
    if let background { write(background, layer: UInt8(ascii: "4"), to: &bytes) }
    bytes.append(UInt8(ascii: "m"))
  }

  /// Writes the sequence that resets every attribute: `ESC [ 0 m`.
  static func writeReset(to bytes: inout TerminalBytes) {
    bytes.append("\u{1B}[0m")
  }

  /// Writes `;3…` (layer 3, the foreground) or `;4…` (layer 4, the background) for `color`.
  private mutating func write(_ color: RGBColor, layer: UInt8, to bytes: inout TerminalBytes) {
    guard mode != .none else { return }
    let index = colors.firstIndex { $0.color == color } ?? add(color)
    bytes.append(UInt8(ascii: ";"))
    bytes.append(layer)
    withUnsafeBytes(of: colors[index].parameters) {
      bytes.append(UnsafeRawBufferPointer(rebasing: $0.prefix(colors[index].length)))
    }
  }

  /// Adds `color` with its parameters, and returns its position.
  private mutating func add(_ color: RGBColor) -> Int {
    var entry = Color(color: color)
    withUnsafeMutableBytes(of: &entry.parameters) { buffer in
      var length = 0
      func append(_ byte: UInt8) {
        buffer[length] = byte
        length += 1
      }
      func append(decimal value: Int) {
        if value >= 100 { append(UInt8(ascii: "0") + UInt8(value / 100 % 10)) }
        if value >= 10 { append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
        append(UInt8(ascii: "0") + UInt8(value % 10))
      }
      append(UInt8(ascii: "8"))
      append(UInt8(ascii: ";"))
      if mode == .ansi256 {
        append(UInt8(ascii: "5"))
        append(UInt8(ascii: ";"))
        append(decimal: XTerm256Palette.index(nearest: color))
      } else {
        append(UInt8(ascii: "2"))
        append(UInt8(ascii: ";"))
        append(decimal: Int(color.red))
        append(UInt8(ascii: ";"))
        append(decimal: Int(color.green))
        append(UInt8(ascii: ";"))
        append(decimal: Int(color.blue))
      }
      entry.length = length
    }
    if colors.isEmpty { colors.reserveCapacity(8) }
    colors.append(entry)
    return colors.count - 1
  }
}
