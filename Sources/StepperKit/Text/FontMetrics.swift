/// A font's real advance widths, bundled as data, for measuring text without a platform text
/// engine.
///
/// Widths are the sums of the glyphs' advances, without kerning (which only narrows text, so a
/// measured line never overflows when drawn). A character the font lacks is measured as the
/// fallback font a renderer would use draws it: 1 em for East Asian wide characters and emoji,
/// nothing for combining marks and other zero-width characters, and the font's advance of `n`
/// otherwise.
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
  private let tables: [Int: [UInt32: UInt16]]

  init(
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
    for scalar in text.unicodeScalars { ems += advance(of: scalar, weight: weight) }
    return ems * size
  }

  /// The table of the nearest bundled weight (the lighter one on a tie).
  private func table(for weight: Int) -> [UInt32: UInt16] {
    if let exact = tables[weight] { return exact }
    let nearest = tables.keys.sorted().min { abs($0 - weight) < abs($1 - weight) }
    return nearest.flatMap { tables[$0] } ?? [:]
  }

  /// Decodes "first:a,b,c;first:a,..." (first code point in hex, advances in decimal).
  private static func decode(_ text: String) -> [UInt32: UInt16] {
    var table: [UInt32: UInt16] = [:]
    for run in text.split(separator: ";") {
      let parts = run.split(separator: ":")
      guard parts.count == 2, let first = UInt32(parts[0], radix: 16) else { continue }
      for (offset, advance) in parts[1].split(separator: ",").enumerated() {
        if let value = UInt16(advance) { table[first + UInt32(offset)] = value }
      }
    }
    return table
  }
}
