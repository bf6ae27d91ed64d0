import StepperKit

/// A grid of terminal cells with colors, written out as lines.
///
/// What is put later covers what was put before, cell by cell. Each cell keeps its grapheme's
/// UTF-8 bytes (in the cell when they are four or fewer, as a single character's are) and its
/// colors, so that writing the lines out copies bytes and never builds a `String` per cell.
///
/// The cells live only while a drawing is made (``text(width:height:background:mode:drawing:)``),
/// on the stack when they are few, so drawing allocates only the text it writes.
///
/// ```swift
/// let text = TerminalCanvas.text(width: 4, height: 1, background: nil, mode: .none) { canvas in
///   canvas.put("ab", row: 0, column: 1, foreground: nil)
/// }
/// print(text)
/// // Prints " ab\n"
/// ```
struct TerminalCanvas {
  /// One cell: a grapheme and its colors.
  private struct Cell {
    /// The grapheme's UTF-8 bytes, the first in the lowest byte, when ``length`` is 4 or
    /// less; otherwise where they start in ``TerminalCanvas/graphemes``.
    var bytes: UInt32 = 0x20
    /// How many bytes the grapheme has: 0 for the second column of a wide one.
    var length: Int32 = 1
    /// The colors: the foreground and background as one
    /// ``TerminalEscapes/key(foreground:background:)``.
    var colors: UInt64

    /// Whether the cell is a blank: one space.
    var isSpace: Bool { length == 1 && bytes == 0x20 }
  }

  let width: Int
  let height: Int
  /// The cells, a row after another: not owned, and valid only during a drawing.
  private let cells: UnsafeMutableBufferPointer<Cell>
  /// The bytes of the graphemes longer than four bytes.
  private var graphemes: [UInt8] = []

  private init(width: Int, height: Int, cells: UnsafeMutableBufferPointer<Cell>) {
    self.width = width
    self.height = height
    self.cells = cells
  }

  /// Runs `draw` on a grid of blanks on `background` (or on no color), then returns the grid as
  /// text (``text(_:)``).
  static func text(
    width: Int, height: Int, background: StepperColor?, mode: StepperTerminalColorMode,
    drawing draw: (inout TerminalCanvas) -> Void
  ) -> String {
    let width = max(0, width)
    let height = max(0, height)
    let blank = Cell(colors: TerminalEscapes.key(foreground: nil, background: background))
    func drawn(on cells: UnsafeMutableBufferPointer<Cell>) -> String {
      cells.initialize(repeating: blank)
      var canvas = TerminalCanvas(width: width, height: height, cells: cells)
      draw(&canvas)
      return canvas.text(mode)
    }
    let count = max(1, width * height)
    guard count * MemoryLayout<Cell>.stride > Self.stackBytes else {
      return withUnsafeTemporaryAllocation(of: Cell.self, capacity: count, drawn)
    }
    // Past what goes on the stack, allocated directly: a temporary allocation's heap fallback
    // asks for aligned memory, which costs several times a plain allocation.
    let cells = UnsafeMutableBufferPointer<Cell>.allocate(capacity: count)
    defer { cells.deallocate() }
    return drawn(on: cells)
  }

  /// The most bytes of cells kept on the stack, as a temporary allocation keeps them.
  private static let stackBytes = 1024

  /// Writes `text` from `column`, one cell per column it takes; what would pass the right edge
  /// is not drawn, nor are characters that take no column.
  mutating func put(
    _ text: String, row: Int, column: Int, foreground: StepperColor?,
    background: StepperColor? = nil
  ) {
    var text = text
    let isPrintable = text.withUTF8 { utf8 in
      guard Self.isPrintableASCII(utf8) else { return false }
      put(printable: utf8, row: row, column: column, foreground: foreground, background: background)
      return true
    }
    guard !isPrintable, row >= 0, row < height else { return }
    let foreground = Self.packed(foreground)
    let background = Self.packed(background)
    var x = column
    blankCutGlyph(row: row, before: column)
    defer { if x > column { blankCutGlyph(row: row, after: x) } }
    if DisplayWidth.scalarWidth(text) != nil {
      // A character a scalar: no need to find where characters end.
      for scalar in text.unicodeScalars {
        guard let columns = DisplayWidth.standingWidth(of: scalar), columns > 0 else { continue }
        guard x >= 0, x + columns <= width else { return }
        let (bytes, length) = Self.utf8(scalar)
        set(row * width + x, bytes: bytes, length: length, foreground, background)
        if columns == 2 { coverSecondColumn(row * width + x + 1, background) }
        x += columns
      }
      return
    }
    for character in text {
      let columns = DisplayWidth.of(character)
      guard columns > 0 else { continue }
      guard x >= 0, x + columns <= width else { return }
      let utf8 = character.utf8
      if utf8.count <= 4 {
        var bytes: UInt32 = 0
        for (index, byte) in utf8.enumerated() { bytes |= UInt32(byte) << (8 * index) }
        set(row * width + x, bytes: bytes, length: Int32(utf8.count), foreground, background)
      } else {
        let start = graphemes.count
        graphemes.append(contentsOf: utf8)
        set(
          row * width + x, bytes: UInt32(truncatingIfNeeded: start),
          length: Int32(truncatingIfNeeded: utf8.count), foreground, background)
      }
      if columns == 2 { coverSecondColumn(row * width + x + 1, background) }
      x += columns
    }
  }

  /// Marks the cell at `index` as the second column of the two-column grapheme before it, in
  /// its `background` when it has one.
  private mutating func coverSecondColumn(_ index: Int, _ background: UInt64) {
    cells[index].length = 0
    if background != 0 { cells[index].colors = cells[index].colors & ~0xFFFF_FFFF | background }
  }

  /// Writes printable ASCII (bytes from space to tilde, as ``isPrintableASCII(_:)`` checks)
  /// from `column`, a cell a byte; what would pass the right edge is not drawn.
  mutating func put(
    printable bytes: UnsafeBufferPointer<UInt8>, row: Int, column: Int, foreground: StepperColor?,
    background: StepperColor? = nil
  ) {
    guard row >= 0, row < height else { return }
    let foreground = Self.packed(foreground)
    let background = Self.packed(background)
    var x = column
    blankCutGlyph(row: row, before: column)
    defer { if x > column { blankCutGlyph(row: row, after: x) } }
    for byte in bytes {
      guard x >= 0, x < width else { return }
      set(row * width + x, bytes: UInt32(byte), length: 1, foreground, background)
      x += 1
    }
  }

  /// Whether every byte is printable ASCII, from space to tilde: a character and a column
  /// each.
  static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
  }

  /// Writes a glyph one column wide (as every ``TerminalGlyphs`` glyph is) at `column`, when it
  /// is on the canvas.
  mutating func put(
    glyph: Unicode.Scalar, row: Int, column: Int, foreground: StepperColor?,
    background: StepperColor? = nil
  ) {
    guard row >= 0, row < height, column >= 0, column < width else { return }
    let (bytes, length) = Self.utf8(glyph)
    set(
      row * width + column, bytes: bytes, length: length, Self.packed(foreground),
      Self.packed(background))
  }

  /// Writes a glyph one column wide (as every ``TerminalGlyphs`` glyph is) into every cell of
  /// `rows` and `columns` that is on the canvas.
  mutating func put(
    glyph: Unicode.Scalar, rows: Range<Int>, columns: Range<Int>, foreground: StepperColor?
  ) {
    let rows = rows.clamped(to: 0..<height)
    let columns = columns.clamped(to: 0..<width)
    let (bytes, length) = Self.utf8(glyph)
    let foreground = Self.packed(foreground) << 32
    // As `set` with no background, a row's stretch at a time: each cell keeps its background.
    for row in rows {
      let start = row * width
      for index in start + columns.lowerBound..<start + columns.upperBound {
        cells[index].bytes = bytes
        cells[index].length = length
        cells[index].colors = foreground | cells[index].colors & 0xFFFF_FFFF
      }
    }
  }

  @inline(__always)
  /// Before text is written from `column` of `row`: where that cell is the second half of a
  /// two-column glyph, the glyph is blanked (both its cells), as the text covers half of it. A
  /// half left alone would show the whole glyph and push the rest of the line a column right.
  private mutating func blankCutGlyph(row: Int, before column: Int) {
    guard column > 0, column < width, cells[row * width + column].length == 0 else { return }
    for index in row * width + column - 1...row * width + column {
      cells[index].bytes = 0x20
      cells[index].length = 1
    }
  }

  /// After text was written up to `column` of `row`: where that cell is the second half of a
  /// two-column glyph, whose first half the text covered, it is blanked.
  private mutating func blankCutGlyph(row: Int, after column: Int) {
    guard column > 0, column < width, cells[row * width + column].length == 0 else { return }
    cells[row * width + column].bytes = 0x20
    cells[row * width + column].length = 1
  }

  private mutating func set(
    _ index: Int, bytes: UInt32, length: Int32, _ foreground: UInt64, _ background: UInt64
  ) {
    var cell = cells[index]
    cell.bytes = bytes
    cell.length = length
    let kept = background != 0 ? background : cell.colors & 0xFFFF_FFFF
    cell.colors = foreground << 32 | kept
    cells[index] = cell
  }

  /// The grid as text: a line a row, each ending in a line break. In a color `mode` each
  /// change of colors starts with an SGR sequence and each line is reset at its end; without
  /// color, trailing blanks and then trailing empty lines are dropped.
  private func text(_ mode: StepperTerminalColorMode) -> String {
    let isColored = mode != .none
    // Room for every cell's bytes (a cell keeps four at most), the longer graphemes' and, a
    // line, its reset and line break and, in color, a few changes of colors: an estimate
    // rather than a count, as counting takes another pass over the cells; the writer grows
    // past it where a drawing changes colors more often.
    let colorChanges = Self.colorChangesALine + width / Self.cellsAColorChange
    let line = 4 * width + (isColored ? 5 + colorChanges * TerminalEscapes.maximumLength : 1)
    var out = TextWriter(capacity: graphemes.count + height * line)
    var escapes = TerminalEscapes(mode: mode)
    // Without color, the rows after the last that shows anything are dropped.
    var rows = height
    if !isColored {
      while rows > 0, lastShown(inRow: rows - 1) == nil { rows -= 1 }
    }
    if rows == 0 { out.write("\n") }
    graphemes.withUnsafeBufferPointer { graphemes in
      for row in 0..<rows {
        let start = row * width
        let end =
          isColored ? start + width : (lastShown(inRow: row).map { start + $0 + 1 } ?? start)
        write(start..<end, isColored: isColored, escapes: &escapes, graphemes, to: &out)
        if isColored { TerminalEscapes.writeReset(to: &out) }
        out.write("\n")
      }
    }
    return out.text
  }

  /// Writes the cells of `range`, a row's, a run of cells in the same colors at a time: in a
  /// color mode, its colors' sequence, then its graphemes' bytes in one pass. The second column
  /// of a wide grapheme writes nothing, whatever its colors.
  private func write(
    _ range: Range<Int>, isColored: Bool, escapes: inout TerminalEscapes,
    _ graphemes: UnsafeBufferPointer<UInt8>, to out: inout TextWriter
  ) {
    var index = range.lowerBound
    while index < range.upperBound {
      guard cells[index].length > 0 else {
        index += 1
        continue
      }
      let colors = cells[index].colors
      // Runs end where the colors change, so each starts with its colors.
      if isColored { escapes.writeColors(colors, to: &out) }
      // The run's bytes in one pass, in room for the rest of the line: a cell keeps four bytes
      // at most, and the longer graphemes' are all in `graphemes`. A short grapheme's bytes are
      // stored as one word: up to 3 bytes past them are written over by the next.
      var end = index
      out.append(atMost: 4 * (range.upperBound - index) + graphemes.count + 3) { buffer in
        guard let base = buffer.baseAddress else { return 0 }
        var at = 0
        while end < range.upperBound {
          let cell = cells[end]
          // The second column of a wide grapheme writes nothing, whatever its colors.
          if cell.length > 0 {
            if isColored, cell.colors != colors { break }
            let length = Int(cell.length)
            if length <= 4 {
              UnsafeMutableRawPointer(base + at).storeBytes(
                of: cell.bytes.littleEndian, as: UInt32.self)
            } else if let source = graphemes.baseAddress {
              (base + at).update(from: source + Int(cell.bytes), count: length)
            }
            at += length
          }
          end += 1
        }
        return at
      }
      index = end
    }
  }

  /// The changes of colors a line the output makes room for up front, besides one every
  /// ``cellsAColorChange`` cells: a bar's runs, a marker's parts and a name.
  private static let colorChangesALine = 8
  /// The cells a line's colors last, at the least, that the output makes room for up front: a
  /// marker changes them for its sides and its number, and a connector follows.
  private static let cellsAColorChange = 2

  /// The column of the last cell in `row` that shows something other than a blank, or `nil`.
  private func lastShown(inRow row: Int) -> Int? {
    var column = width - 1
    while column >= 0 {
      let cell = cells[row * width + column]
      if cell.length > 0, !cell.isSpace { return column }
      column -= 1
    }
    return nil
  }

  /// A color as half a cell's ``Cell/colors``.
  @inline(__always)
  private static func packed(_ color: StepperColor?) -> UInt64 {
    UInt64(TerminalEscapes.packed(color))
  }

  /// A scalar's UTF-8 bytes, the first in the lowest byte, and how many there are.
  @inline(__always)
  private static func utf8(_ scalar: Unicode.Scalar) -> (bytes: UInt32, length: Int32) {
    let value = scalar.value
    switch value {
    case ..<0x80:
      return (value, 1)
    case ..<0x800:
      return (0xC0 | value >> 6 | (0x80 | value & 0x3F) << 8, 2)
    case ..<0x1_0000:
      return (0xE0 | value >> 12 | (0x80 | value >> 6 & 0x3F) << 8 | (0x80 | value & 0x3F) << 16, 3)
    default:
      return (
        0xF0 | value >> 18 | (0x80 | value >> 12 & 0x3F) << 8 | (0x80 | value >> 6 & 0x3F) << 16
          | (0x80 | value & 0x3F) << 24, 4
      )
    }
  }
}
