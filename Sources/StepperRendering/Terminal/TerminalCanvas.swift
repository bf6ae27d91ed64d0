import StepperKit

/// A grid of terminal cells with colors, written out as lines.
struct TerminalCanvas {
  struct Cell: Equatable {
    /// The grapheme drawn; empty for the second column of a wide one.
    var text: String = " "
    var foreground: RGBColor?
    var background: RGBColor?
  }

  private(set) var rows: [[Cell]]
  let width: Int

  init(width: Int, height: Int, background: RGBColor?) {
    self.width = width
    rows = Array(
      repeating: Array(repeating: Cell(background: background), count: width), count: height)
  }

  /// Writes `text` from `column`, one cell per column it takes; what would pass the right edge
  /// is not drawn.
  mutating func put(
    _ text: String, row: Int, column: Int, foreground: RGBColor?, background: RGBColor? = nil
  ) {
    guard rows.indices.contains(row) else { return }
    var x = column
    for character in text {
      let columns = DisplayWidth.of(character)
      guard columns > 0 else { continue }
      guard x >= 0, x + columns <= width else { return }
      var cell = rows[row][x]
      cell.text = String(character)
      cell.foreground = foreground
      if let background { cell.background = background }
      rows[row][x] = cell
      if columns == 2 {
        rows[row][x + 1].text = ""
        if let background { rows[row][x + 1].background = background }
      }
      x += columns
    }
  }

  /// The grid as lines, with SGR color sequences in `mode`, each colored line reset at its end.
  /// Without color, trailing blanks are dropped.
  func lines(_ mode: TerminalColorMode) -> [String] {
    rows.map { row in
      var line = ""
      var current: (RGBColor?, RGBColor?)? = nil
      for cell in row where !cell.text.isEmpty {
        if mode != .none, current.map({ $0 != cell.foreground || $1 != cell.background }) ?? true {
          let parameters =
            ["0"]
            + [cell.foreground.flatMap(mode.foreground), cell.background.flatMap(mode.background)]
            .compactMap { $0 }
          line += "\u{1B}[" + parameters.joined(separator: ";") + "m"
          current = (cell.foreground, cell.background)
        }
        line += cell.text
      }
      if mode == .none {
        while line.last == " " { line.removeLast() }
      } else {
        line += "\u{1B}[0m"
      }
      return line
    }
  }
}
