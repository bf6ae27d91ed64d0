extension FontMetrics {
  /// One weight's advance widths by code point, in font units, held in pages of 256 code
  /// points: a page the font maps a character in is held whole, and is found by the code
  /// point's high bits. The bundled data is read into it at start-up by writing into arrays
  /// (a dictionary hashed every entry), and a look-up is two array reads.
  ///
  /// It holds code points below ``pageLimit`` (the font maps none beyond the Supplementary
  /// Multilingual Plane) and advances below ``absent``, the font-unit value that marks a slot
  /// the font maps no character in.
  package struct AdvanceTable: Sendable {
    /// The value of a slot the font maps no character in.
    package static let absent = UInt16.max
    /// The first code point the pages do not reach.
    package static let pageLimit: UInt32 = 0x2_0000

    /// For each page of 256 code points below ``pageLimit``, where its slots start in `slots`,
    /// or -1 for a page the font maps nothing in.
    private var pageStarts = [Int32](repeating: -1, count: Int(pageLimit >> 8))
    /// The held pages' slots, one after another.
    private var slots: [UInt16] = []

    /// An empty table.
    package init() {}

    /// The advance of `codePoint`, or `nil` when the font maps no character there.
    package subscript(codePoint: UInt32) -> UInt16? {
      guard codePoint < Self.pageLimit else { return nil }
      let start = pageStarts[Int(codePoint >> 8)]
      guard start >= 0 else { return nil }
      let value = slots[Int(start) + Int(codePoint & 0xFF)]
      return value == Self.absent ? nil : value
    }

    /// Records `value` as the advance of `codePoint`; a code point or value the table cannot
    /// hold is left out.
    @inline(__always)
    package mutating func set(_ value: UInt32, for codePoint: UInt32) {
      guard codePoint < Self.pageLimit, value < UInt32(Self.absent) else { return }
      let page = Int(codePoint >> 8)
      if pageStarts[page] < 0 {
        pageStarts[page] = Int32(slots.count)
        slots.append(contentsOf: repeatElement(Self.absent, count: 256))
      }
      slots[Int(pageStarts[page]) + Int(codePoint & 0xFF)] = UInt16(value)
    }
  }
}
