/// A font's real advance widths, bundled as data, for measuring text without a platform text
/// engine.
///
/// Widths are the sums of the glyphs' advances, without kerning (which only narrows text, so a
/// measured line never overflows when drawn). A character the font lacks is measured as the
/// fallback font a renderer would use draws it: 1 em for East Asian wide characters and emoji,
/// nothing for combining marks and other zero-width characters, and the font's advance of `n`
/// otherwise. An emoji sequence (``CharacterWidth/isEmojiSequence(_:)``: 👨‍👩‍👧, 🇫🇷, 1️⃣) is one
/// glyph, 1 em, however many code points it joins.
package struct FontMetrics: Sendable {
  /// The family name.
  package let family: String
  /// Font units per em.
  package let unitsPerEm: Double
  /// The ascender, in font units.
  package let ascender: Double
  /// The descender, in font units, as a positive number.
  package let descender: Double
  /// The cap height, in font units.
  package let capHeight: Double
  private let tables: [Int: AdvanceTable]

  package init(
    family: String, unitsPerEm: Int, ascender: Int, descender: Int, capHeight: Int,
    advances: [Int: String]
  ) {
    self.family = family
    self.unitsPerEm = Double(unitsPerEm)
    self.ascender = Double(ascender)
    self.descender = Double(descender)
    self.capHeight = Double(capHeight)
    self.tables = advances.mapValues(Self.decode)
  }

  /// The advance of `scalar` at `weight`, in ems.
  package func advance(of scalar: Unicode.Scalar, weight: Int) -> Double {
    let table = self.table(for: weight)
    if let units = table[scalar.value] { return Double(units) / unitsPerEm }
    if CharacterWidth.isZeroWidth(scalar) { return 0 }
    if CharacterWidth.isWide(scalar) { return 1 }
    return Double(table[UInt32(("n" as Unicode.Scalar).value)] ?? 0) / unitsPerEm
  }

  /// The width of `text` at `size` points and `weight`.
  package func width(of text: some StringProtocol, size: Double, weight: Int) -> Double {
    var ems = 0.0
    guard text.utf8.contains(where: { $0 >= 0x80 }) else {
      for scalar in text.unicodeScalars { ems += advance(of: scalar, weight: weight) }
      return ems * size
    }
    for character in text {
      if CharacterWidth.isEmojiSequence(character) {
        ems += 1
      } else {
        for scalar in character.unicodeScalars { ems += advance(of: scalar, weight: weight) }
      }
    }
    return ems * size
  }

  /// The table of the nearest bundled weight (the lighter one on a tie).
  private func table(for weight: Int) -> AdvanceTable {
    if let exact = tables[weight] { return exact }
    let nearest = tables.keys.sorted().min { abs($0 - weight) < abs($1 - weight) }
    return nearest.flatMap { tables[$0] } ?? AdvanceTable()
  }

  /// Decodes "first:a,b,c;first:a,..." (first code point in hex, advances in decimal).
  ///
  /// One pass over the bytes, with no substring made: every process that measures text decodes
  /// the tables at start-up, so their decoding is part of a `stepper render`'s start-up time.
  private static func decode(_ text: String) -> AdvanceTable {
    var text = text
    return text.withUTF8(decode)
  }

  /// ``decode(_:)`` over the text's bytes, read from its buffer.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> AdvanceTable {
    var table = AdvanceTable()
    // The run's first code point while it is read, then the next code point to give a value.
    var first: UInt32 = 0
    var next: UInt32 = 0
    var readingFirst = true
    var value: UInt32 = 0
    var digits = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: ":"):
        next = first
        readingFirst = false
      case UInt8(ascii: ","), UInt8(ascii: ";"):
        // A value ends; an empty one is skipped.
        if !readingFirst, digits > 0 {
          table.set(value, for: next)
          next += 1
        }
        value = 0
        digits = 0
        if byte == UInt8(ascii: ";") {
          first = 0
          readingFirst = true
        }
      default:
        if readingFirst, let digit = hexDigit(byte) {
          first = first &* 16 &+ digit
        } else if !readingFirst, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
          value = min(value &* 10 &+ UInt32(byte - UInt8(ascii: "0")), 1 << 20)
          digits += 1
        }
      }
    }
    if !readingFirst, digits > 0 { table.set(value, for: next) }
    return table
  }

  /// The value of a hexadecimal digit's byte, or `nil` for another byte.
  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    default: nil
    }
  }
}
