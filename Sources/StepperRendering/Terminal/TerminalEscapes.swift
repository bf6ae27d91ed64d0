import StepperKit

/// The SGR escape sequences that color terminal output, written where the colors change:
/// each is a few bytes put together in place, about as quick as copying a kept one, so none is
/// kept; only the 256-color palette's nearest entries, which take a search, are remembered.
///
/// A pair is one number (``key(foreground:background:)``), so that a canvas keeps and compares
/// a cell's colors as one.
///
/// ```swift
/// var escapes = TerminalEscapes(mode: .trueColor)
/// var out = TextWriter(capacity: 64)
/// escapes.writeColors(foreground: StepperColor(0x155DFC), background: nil, to: &out)
/// print(out.text.dropFirst())
/// // Prints "[0;38;2;21;93;252m"
/// ```
struct TerminalEscapes {
  /// The longest sequence ``writeColors(_:to:)`` writes, in bytes.
  static let maximumLength = 38

  /// The sequences allowed; in ``StepperTerminalColorMode/none`` a color adds no parameters.
  let mode: StepperTerminalColorMode
  /// The palette entries found so far, in ``StepperTerminalColorMode/ansi256``, by packed color.
  private var paletteEntries: [(color: UInt32, index: Int)] = []

  /// Creates the sequences of colors in `mode`.
  init(mode: StepperTerminalColorMode) {
    self.mode = mode
  }

  /// A pair of colors as one number: each color's `0xRRGGBB` with bit 24 set (0 for none), the
  /// foreground in the high half.
  static func key(foreground: StepperColor?, background: StepperColor?) -> UInt64 {
    UInt64(packed(foreground)) << 32 | UInt64(packed(background))
  }

  /// A color as half a key: its `0xRRGGBB` value with bit 24 set, or 0 for none.
  @inline(__always)
  static func packed(_ color: StepperColor?) -> UInt32 {
    guard let color else { return 0 }
    return 1 << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
  }

  /// Writes the sequence that resets the attributes and sets `foreground` and `background`,
  /// each when given: `ESC [ 0 ; 38;2;R;G;B ; 48;2;R;G;B m` in 24-bit color.
  mutating func writeColors(
    foreground: StepperColor?, background: StepperColor?, to out: inout TextWriter
  ) {
    writeColors(Self.key(foreground: foreground, background: background), to: &out)
  }

  /// Writes the sequence that resets the attributes and sets the colors of `key`.
  mutating func writeColors(_ key: UInt64, to out: inout TextWriter) {
    let foreground = UInt32(truncatingIfNeeded: key >> 32)
    let background = UInt32(truncatingIfNeeded: key)
    let isPalette = mode == .ansi256
    let foregroundEntry = isPalette ? paletteEntry(foreground) : nil
    let backgroundEntry = isPalette ? paletteEntry(background) : nil
    let isColored = mode != .none
    // Read once for the sequence's six numbers: each read of the table checks that it is made.
    let decimals = SequenceWriter.decimals
    // Written straight into the output's free room, which holds the longest sequence.
    out.append(atMost: Self.maximumLength) { room in
      guard let base = room.baseAddress else { return 0 }
      var sequence = SequenceWriter(base, decimals: decimals)
      sequence.write(0x1B)
      sequence.write(UInt8(ascii: "["))
      sequence.write(UInt8(ascii: "0"))
      if isColored {
        sequence.writeColor(layer: UInt8(ascii: "3"), foreground, paletteEntry: foregroundEntry)
        sequence.writeColor(layer: UInt8(ascii: "4"), background, paletteEntry: backgroundEntry)
      }
      sequence.write(UInt8(ascii: "m"))
      return sequence.count
    }
  }

  /// The palette entry nearest a packed color (as ``packed(_:)`` packs it), found once.
  private mutating func paletteEntry(_ packed: UInt32) -> Int {
    guard packed != 0 else { return 0 }
    if let known = paletteEntries.first(where: { $0.color == packed }) { return known.index }
    let index = XTerm256Palette.index(nearest: StepperColor(packed & 0xFF_FFFF))
    paletteEntries.append((packed, index))
    return index
  }

  /// Writes the sequence that resets every attribute: `ESC [ 0 m`.
  static func writeReset(to out: inout TextWriter) {
    out.write("\u{1B}[0m")
  }

  /// Writes a sequence into room that holds the longest.
  private struct SequenceWriter {
    let bytes: UnsafeMutablePointer<UInt8>
    var count = 0
    /// ``decimals``, read once.
    let table: [UInt32]

    init(_ bytes: UnsafeMutablePointer<UInt8>, decimals: [UInt32]) {
      self.bytes = bytes
      table = decimals
    }

    @inline(__always)
    mutating func write(_ value: UInt8) {
      bytes[count] = value
      count += 1
    }

    /// Writes `;38;…` (layer 3, the foreground) or `;48;…` (layer 4, the background) for a
    /// color packed as by ``packed(_:)``, in 24-bit color or, given the nearest palette
    /// entry, from the 256-color palette; nothing for none.
    @inline(__always)
    mutating func writeColor(layer: UInt8, _ packed: UInt32, paletteEntry: Int?) {
      guard packed != 0 else { return }
      write(UInt8(ascii: ";"))
      write(layer)
      write(UInt8(ascii: "8"))
      write(UInt8(ascii: ";"))
      if let paletteEntry {
        write(UInt8(ascii: "5"))
        writeDecimal(paletteEntry)
      } else {
        write(UInt8(ascii: "2"))
        writeDecimal(Int(packed >> 16 & 0xFF))
        writeDecimal(Int(packed >> 8 & 0xFF))
        writeDecimal(Int(packed & 0xFF))
      }
    }

    /// Writes `;` and a number from 0 to 255: its four bytes from ``decimals`` at once, of
    /// which those past its digits are written over by what follows (the room holds the
    /// longest sequence, whose numbers all have three digits).
    @inline(__always)
    mutating func writeDecimal(_ value: Int) {
      UnsafeMutableRawPointer(bytes + count).storeBytes(
        of: table[value].littleEndian, as: UInt32.self)
      count += value >= 100 ? 4 : (value >= 10 ? 3 : 2)
    }

    /// `;` and the digits of each number from 0 to 255, the `;` in the lowest byte: a table
    /// read once a number, in place of dividing for each digit.
    static let decimals: [UInt32] = (0...255).map { value in
      let digits = String(value).utf8.reduce(into: [UInt8(ascii: ";")]) { $0.append($1) }
      return digits.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * $1.offset) }
    }
  }
}
