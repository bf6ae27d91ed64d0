import StepperKit

extension StepperListRenderer {
  /// The list as terminal text in 24-bit color, 80 columns wide at most:
  /// ``ansi(colorMode:columns:)`` with ``StepperTerminalColorMode/trueColor``.
  package static let ansi = ansi(colorMode: .trueColor, columns: 80)

  /// The "All steps" list as terminal text: the title, then a line per step and sub-step.
  ///
  /// Each row starts with `›` when it is the current step, then the step's glyph in the
  /// terminal's characters for its state (as the stepper's bullets: `●` done, `◉` current,
  /// `○` upcoming, `◍` failed, `⊗` current and failed, `◌` unavailable), its number (an icon
  /// is written as the number it stands for), its title and its state's name, and under them
  /// its description; a sub-step is indented under its step. Text from users is cleaned
  /// (`TerminalText`) before it is measured and broken into lines no wider than `columns`. In
  /// a color mode the glyph takes the color of the row's marker, the description and state the
  /// list's detail color, on the theme's surface, as the stepper's terminal output does.
  ///
  /// ```swift
  /// let list = StepperStepList(try StepperConfiguration(total: 3, current: 2))
  /// print(StepperListRenderer.ansi(colorMode: .none, columns: 40).render(list))
  /// // All steps
  /// //   ● 1  Step 1 of 3 · completed
  /// // › ◉ 2  Step 2 of 3 · current
  /// //   ○ 3  Step 3 of 3 · upcoming
  /// ```
  ///
  /// - Parameters:
  ///   - colorMode: The escape sequences allowed; ``StepperTerminalColorMode/none`` writes
  ///     plain text.
  ///   - columns: The terminal's width; every line fits in it (at least 1 column is used).
  package static func ansi(
    colorMode: StepperTerminalColorMode, columns: Int
  ) -> StepperListRenderer {
    StepperListRenderer(name: "ansi", mediaType: "text/plain", fileExtension: "txt") { list in
      ANSIListWriter(list: list, colorMode: colorMode, columns: max(1, columns)).document()
    }
  }
}

/// Writes the "All steps" list as terminal lines: each row laid out as pieces of text at
/// columns, then drawn on a canvas of its own (so a long list never holds a grid of every
/// row's cells).
struct ANSIListWriter {
  let list: StepperStepList
  let colorMode: StepperTerminalColorMode
  let columns: Int

  /// A piece of text at a column of a row's lines, in a token's color.
  private struct Piece {
    let line: Int
    let column: Int
    let text: String
    let token: StepperToken
  }

  /// The separator between a row's title and its state's name.
  static let stateSeparator = " · "

  func document() -> String {
    // The widest number sets where every title starts.
    let numberWidth = list.reduce(0) { max($0, DisplayWidth.of($1.number)) }
    var blocks: [[Piece]] = [title()]
    for row in list { blocks.append(pieces(of: row, numberWidth: numberWidth)) }
    let used = blocks.joined().reduce(1) { max($0, $1.column + DisplayWidth.of($1.text)) }
    let width = min(columns, used)
    let background = colorMode == .none ? nil : list.theme[.bgWhite0]
    var text = ""
    for block in blocks {
      let height = (block.map(\.line).max() ?? 0) + 1
      text += TerminalCanvas.text(
        width: width, height: height, background: background, mode: colorMode
      ) { canvas in
        for piece in block {
          canvas.put(
            piece.text, row: piece.line, column: piece.column,
            foreground: colorMode == .none ? nil : list.theme[piece.token])
        }
      }
    }
    return text
  }

  /// The list's title, on lines of its own.
  private func title() -> [Piece] {
    TerminalText.wrapped(list.title, toWidth: columns).enumerated().map {
      Piece(line: $0.offset, column: 0, text: $0.element, token: StepperStepList.nameToken)
    }
  }

  /// A row's pieces: the current mark, the glyph, the number, the title and state (wrapped),
  /// then the description (wrapped), all after the number's column.
  private func pieces(of row: StepperStepList.Row, numberWidth: Int) -> [Piece] {
    let marker = list.marker(of: row)
    let indent = row.isSubstep ? 2 : 0
    let textColumn = min(columns - 1, 4 + indent + numberWidth + 2)
    let room = max(1, columns - textColumn)
    var pieces: [Piece] = []
    if row.isCurrent {
      pieces.append(Piece(line: 0, column: 0, text: "›", token: StepperStepList.currentToken))
    }
    let glyph = String(TerminalGlyphs.bulletScalar(row.state))
    pieces.append(
      Piece(line: 0, column: 2 + indent, text: glyph, token: marker.inkToken))
    pieces.append(
      Piece(
        line: 0, column: 4 + indent, text: TerminalText.sanitized(row.number),
        token: StepperStepList.nameToken))
    // The state's name follows the title on its last line where it fits, else on lines of
    // its own.
    let titleLines = TerminalText.wrapped(row.title, toWidth: room)
    for (index, line) in titleLines.enumerated() {
      pieces.append(
        Piece(line: index, column: textColumn, text: line, token: StepperStepList.nameToken))
    }
    var line = titleLines.count
    let state = TerminalText.sanitized(row.stateName)
    let lastWidth = DisplayWidth.of(titleLines.last ?? "")
    if lastWidth + DisplayWidth.of(Self.stateSeparator + state) <= room {
      pieces.append(
        Piece(
          line: line - 1, column: textColumn + lastWidth, text: Self.stateSeparator + state,
          token: StepperStepList.detailToken))
    } else {
      for text in TerminalText.wrapped(state, toWidth: room) {
        pieces.append(
          Piece(line: line, column: textColumn, text: text, token: StepperStepList.detailToken))
        line += 1
      }
    }
    for text in row.description.map({ TerminalText.wrapped($0, toWidth: room) }) ?? [] {
      pieces.append(
        Piece(line: line, column: textColumn, text: text, token: StepperStepList.detailToken))
      line += 1
    }
    return pieces
  }
}
