import StepperKit

/// The SGR escape sequences that color terminal output: the sequence of each pair of colors is
/// written once per render (a few a render), and copied each time the pair comes back.
///
/// A pair is one number (``key(foreground:background:)``), so that a canvas keeps and compares
/// a cell's colors as one.
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
  /// The longest sequence ``writeColors(_:to:)`` writes, in bytes.
  static let maximumLength = 38

  /// The sequences allowed; in ``TerminalColorMode/none`` a color adds no parameters.
  let mode: TerminalColorMode
  /// The pairs seen so far, and where each one's sequence is in ``sequences``.
  private var pairs: [(key: UInt64, start: Int, length: Int)] = []
  /// The sequences of the pairs seen so far, back to back.
  private var sequences: [UInt8] = []

  /// Creates the sequences of colors in `mode`.
  init(mode: TerminalColorMode) {
    self.mode = mode
  }

  /// A pair of colors as one number: each color's `0xRRGGBB` with bit 24 set (0 for none), the
  /// foreground in the high half.
  static func key(foreground: RGBColor?, background: RGBColor?) -> UInt64 {
    UInt64(packed(foreground)) << 32 | UInt64(packed(background))
  }

  /// A color as half a key: its `0xRRGGBB` value with bit 24 set, or 0 for none.
  @inline(__always)
  static func packed(_ color: RGBColor?) -> UInt32 {
    guard let color else { return 0 }
    return 1 << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
  }

  /// Writes the sequence that resets the attributes and sets `foreground` and `background`,
  /// each when given: `ESC [ 0 ; 38;2;R;G;B ; 48;2;R;G;B m` in 24-bit color.
  mutating func writeColors(
    foreground: RGBColor?, background: RGBColor?, to bytes: inout TerminalBytes
  ) {
    writeColors(Self.key(foreground: foreground, background: background), to: &bytes)
  }

  /// Writes the sequence that resets the attributes and sets the colors of `key`.
  mutating func writeColors(_ key: UInt64, to bytes: inout TerminalBytes) {
    let pair = pairs.first { $0.key == key } ?? add(key)
    sequences.withUnsafeBytes {
      bytes.append(UnsafeRawBufferPointer(rebasing: $0[pair.start..<pair.start + pair.length]))
    }
  }

  /// Writes the sequence that resets every attribute: `ESC [ 0 m`.
  static func writeReset(to bytes: inout TerminalBytes) {
    bytes.append("\u{1B}[0m")
  }

  /// Writes the sequence of `key` into ``sequences``, and returns where it is.
  private mutating func add(_ key: UInt64) -> (key: UInt64, start: Int, length: Int) {
    if pairs.isEmpty {
      pairs.reserveCapacity(8)
      sequences.reserveCapacity(8 * Self.maximumLength)
    }
    // Written in place first: 40 bytes hold the longest sequence.
    var buffer: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    let isColored = mode != .none
    let isPalette = mode == .ansi256
    let length = withUnsafeMutableBytes(of: &buffer) { raw in
      guard let bytes = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
      var count = 0
      let decimals = Self.decimals
      /// Writes `;` and a number from 0 to 255, from ``decimals``.
      func writeDecimal(_ value: Int) {
        let digits = decimals[value]
        bytes[count] = UInt8(ascii: ";")
        bytes[count + 1] = UInt8(truncatingIfNeeded: digits)
        bytes[count + 2] = UInt8(truncatingIfNeeded: digits >> 8)
        bytes[count + 3] = UInt8(truncatingIfNeeded: digits >> 16)
        count += 1 + Int(digits >> 24)
      }
      /// Writes `;38;…` (layer 3, the foreground) or `;48;…` (layer 4, the background).
      func writeColor(layer: UInt8, _ packed: UInt64) {
        guard packed != 0, isColored else { return }
        let color = RGBColor(UInt32(truncatingIfNeeded: packed) & 0xFF_FFFF)
        bytes[count] = UInt8(ascii: ";")
        bytes[count + 1] = layer
        bytes[count + 2] = UInt8(ascii: "8")
        bytes[count + 3] = UInt8(ascii: ";")
        bytes[count + 4] = isPalette ? UInt8(ascii: "5") : UInt8(ascii: "2")
        count += 5
        if isPalette {
          writeDecimal(XTerm256Palette.index(nearest: color))
        } else {
          writeDecimal(Int(color.red))
          writeDecimal(Int(color.green))
          writeDecimal(Int(color.blue))
        }
      }
      bytes[0] = 0x1B
      bytes[1] = UInt8(ascii: "[")
      bytes[2] = UInt8(ascii: "0")
      count = 3
      writeColor(layer: UInt8(ascii: "3"), key >> 32)
      writeColor(layer: UInt8(ascii: "4"), key & 0xFFFF_FFFF)
      bytes[count] = UInt8(ascii: "m")
      return count + 1
    }
    let start = sequences.count
    withUnsafeBytes(of: buffer) {
      sequences.append(contentsOf: UnsafeRawBufferPointer(rebasing: $0[..<length]))
    }
    let pair = (key, start, length)
    pairs.append(pair)
    return pair
  }

  /// The numbers from 0 to 255 in decimal: up to three ASCII digits, the first in the lowest
  /// byte, and their count in the highest.
  private static let decimals: [UInt32] = (0...255).map { value in
    let digits = Array(String(value).utf8)
    var packed = UInt32(digits.count) << 24
    for (index, digit) in digits.enumerated() { packed |= UInt32(digit) << (8 * index) }
    return packed
  }
}
