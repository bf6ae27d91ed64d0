import StepperRendering

/// A table of text for a terminal, fitted to its width: columns two spaces apart, indented by
/// two, each as wide as its widest cell. Where that is wider than the terminal, the widest
/// columns narrow (never below their heading, nor below their longest word or 12 columns) and
/// their cells wrap onto more lines, a word too wide for its column after a "/" or "-" where it
/// has one, so that a row keeps its cells side by side; where even that does not fit, each row
/// is printed as a record, one "HEADING  value" line a cell, its values wrapped.
///
/// ```swift
/// let table = TerminalTable([["NAME", "RATIO"], ["marker number on fill", "4.6:1"]])
/// print(table.text(width: 20))
/// // Prints "  NAME       RATIO\n  marker     4.6:1\n  number on\n  fill\n"
/// ```
struct TerminalTable: Sendable {
  /// The heading row, then the rows.
  let rows: [[String]]

  /// The columns before each line.
  static let indent = 2
  /// The columns between two cells.
  static let gap = 2
  /// The narrowest a column gets for a word wider than it, unless its heading is wider.
  static let narrowest = 12

  init(_ rows: [[String]]) {
    self.rows = rows
  }

  /// The table in lines at most `width` columns wide (display columns, ``DisplayWidth``), each
  /// line ending in a line break.
  func text(width: Int) -> String {
    guard let widths = columnWidths(fitting: width) else { return records(width: width) }
    var out = ""
    for row in rows {
      let cells = row.indices.map { Self.wrapped(row[$0], toWidth: widths[$0]) }
      let height = cells.map(\.count).max() ?? 0
      for line in 0..<max(1, height) {
        let parts = cells.indices.map { column -> String in
          let text = line < cells[column].count ? cells[column][line] : ""
          guard column < cells.count - 1 else { return text }
          return text
            + String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(text)))
        }
        out +=
          trimmedEnd(
            String(repeating: " ", count: Self.indent)
              + parts.joined(
                separator: String(repeating: " ", count: Self.gap))) + "\n"
      }
    }
    return out
  }

  /// Each column's width, its widest columns narrowed a column at a time until the table fits
  /// `width`; `nil` when it cannot without cutting a word.
  func columnWidths(fitting width: Int) -> [Int]? {
    let count = rows.map(\.count).max() ?? 0
    func cells(_ column: Int) -> [String] {
      rows.compactMap { column < $0.count ? $0[column] : nil }
    }
    var widths = (0..<count).map { cells($0).map { DisplayWidth.of($0) }.max() ?? 0 }
    let least = (0..<count).map { column in
      let word =
        cells(column).flatMap { $0.split(separator: " ") }.map { DisplayWidth.of($0) }.max() ?? 0
      return max(
        DisplayWidth.of(rows.first.map { column < $0.count ? $0[column] : "" } ?? ""),
        min(word, Self.narrowest))
    }
    let spacing = Self.indent + Self.gap * max(0, count - 1)
    var total = spacing + widths.reduce(0, +)
    while total > width {
      let narrowable = widths.indices.filter { widths[$0] > least[$0] }
      guard let widest = narrowable.max(by: { widths[$0] < widths[$1] }) else { return nil }
      widths[widest] -= 1
      total -= 1
    }
    return widths
  }

  /// The rows as records: each cell on its own line after its column's heading, its value
  /// wrapped to the room left; a blank line between two records.
  private func records(width: Int) -> String {
    guard let headings = rows.first else { return "" }
    let headingWidth = headings.map { DisplayWidth.of($0) }.max() ?? 0
    let valueStart = Self.indent + headingWidth + Self.gap
    let isBeside = valueStart < width
    let room = max(1, isBeside ? width - valueStart : width)
    var blocks: [String] = []
    for row in rows.dropFirst() {
      var block = ""
      for (column, cell) in row.enumerated() where !cell.isEmpty {
        let heading = column < headings.count ? headings[column] : ""
        for (index, line) in Self.wrapped(cell, toWidth: room).enumerated() {
          let label = index == 0 ? heading : ""
          let padding = String(repeating: " ", count: headingWidth - DisplayWidth.of(label))
          let start = String(repeating: " ", count: Self.indent) + label + padding
          let gap = String(repeating: " ", count: Self.gap)
          // A terminal narrower than the headings gets the value on the heading's next line.
          block += isBeside ? start + gap + line + "\n" : trimmedEnd(start) + "\n" + line + "\n"
        }
      }
      blocks.append(block)
    }
    return blocks.joined(separator: "\n")
  }

  /// `text` broken between words into lines at most `width` columns wide; a word wider than a
  /// line breaks after its last "/" or "-" that fits, else between characters.
  static func wrapped(_ text: String, toWidth width: Int) -> [String] {
    // Each piece of a word, and whether the word goes on after it (it then ends its line).
    var pieces: [(text: Substring, isCut: Bool)] = []
    for word in text.split(separator: " ") {
      var rest = Substring(word)
      while DisplayWidth.of(rest) > width {
        var end = rest.startIndex
        var columns = 0
        var lastBreak: String.Index?
        for index in rest.indices {
          columns += DisplayWidth.of(rest[index])
          if columns > width { break }
          end = rest.index(after: index)
          if rest[index] == "/" || rest[index] == "-" { lastBreak = end }
        }
        let cut = lastBreak ?? (end == rest.startIndex ? rest.index(after: end) : end)
        pieces.append((rest[..<cut], true))
        rest = rest[cut...]
      }
      pieces.append((rest, false))
    }
    var lines: [String] = []
    var line = ""
    for (text, isCut) in pieces {
      if !line.isEmpty, DisplayWidth.of(line) + 1 + DisplayWidth.of(text) > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? text : " " + text
      if isCut {
        lines.append(line)
        line = ""
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// `line` without the spaces at its end.
  private func trimmedEnd(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
