import StepperKit

/// Draws a scene's parts where a `TerminalCellPlan` puts them: each in the characters
/// ``TerminalGlyphs`` gives its state, and in a color mode, in the scene's colors. The painters
/// of the three modes share it.
struct TerminalBrush {
  /// Where everything goes, and in which glyph each shape is drawn.
  let plan: TerminalCellPlan
  /// The escape sequences allowed; with none, colors are left out.
  let colorMode: StepperTerminalColorMode

  /// The scene's elements.
  var elements: StepperSceneElements { plan.elements }

  /// The main-axis cells the element at `position` covers (`TerminalCellPlan.mainCells(at:)`).
  func mainCells(at position: Int) -> Range<Int> {
    plan.mainCells(at: position)
  }

  /// The one main-axis cell under the center of the element at `position`.
  func centerCells(at position: Int) -> Range<Int> {
    let cell = plan.centerCell(plan.frames[position])
    return cell..<cell + 1
  }

  /// Draws the shape at `position` in `glyph`: whole, or as a bullet; a bar's cells are drawn
  /// by the bar.
  func drawShape(
    at position: Int, as glyph: TerminalCellPlan.Glyph, on canvas: inout TerminalCanvas
  ) {
    switch glyph {
    case .whole: drawPart(at: position, on: &canvas)
    case .bullet: drawAsBullet(at: position, on: &canvas)
    case .bar: break
    }
  }

  /// Draws the shapes drawn whole over the row, after a painter has drawn it: the last step's
  /// (which a full row has drawn already, and a compact row or a bar draws where it is whole),
  /// then the current step's.
  func drawWholeOverTheRow(on canvas: inout TerminalCanvas) {
    if plan.mode != .full, let last = plan.lastShape, last != plan.currentShape,
      plan.glyph(at: last) == .whole
    {
      drawPart(at: last, on: &canvas)
    }
    if let current = plan.currentShape {
      drawPart(at: current, on: &canvas)
      drawActivity(on: &canvas)
    }
  }

  /// Draws the dash, bullet, marker or connector at `position`, from its parts read alone.
  func drawPart(at position: Int, on canvas: inout TerminalCanvas) {
    let role = elements.role(at: position)
    let state = elements.state(at: position)
    if plan.isMarker(at: position) {
      // A marker covers the one cell under its center.
      drawMarker(
        at: position, state: state, cell: plan.mainCells(at: position).lowerBound, on: &canvas)
      return
    }
    if case .overflow = role { return drawAsBullet(at: position, on: &canvas) }
    // A hollow (disabled) dash or bullet is drawn in its outline's color.
    let fill = glyphColor(at: position)
    let glyph =
      switch (role, elements.markShape) {
      case (.mark, .bullet): TerminalGlyphs.bulletScalar(state)
      case (.mark, _): TerminalGlyphs.barScalar(state, axis: plan.axis)
      default: TerminalGlyphs.connectorScalar(state, axis: plan.axis)
      }
    paint(plan.mainCells(at: position), with: glyph, fill, on: &canvas)
  }

  /// Draws the marker at `position` as a bullet, in its state's glyph and color.
  func drawAsBullet(at position: Int, on canvas: inout TerminalCanvas) {
    // An overflow marker is its "…" in one cell, in its dots' color.
    if case .overflow = elements.role(at: position) {
      return paint(
        centerCells(at: position),
        with: TerminalGlyphs.overflowScalar, elements.contentColor(at: position), on: &canvas)
    }
    paint(
      centerCells(at: position),
      with: TerminalGlyphs.bulletScalar(elements.state(at: position)),
      glyphColor(at: position), on: &canvas)
  }

  /// The color of the shape at `position` drawn as one glyph (a cell of a bar, or a marker as a
  /// bullet): a marker's or a hollow dash's or bullet's outline, when it has one, or its fill.
  func glyphColor(at position: Int) -> StepperColor? {
    elements.strokeColor(at: position) ?? elements.fill(at: position)
  }

  /// Draws a marker: its sides in its outline's color (brackets) or its fill's (half blocks),
  /// and between them its check, exclamation mark or number on its fill. A number in Western
  /// digits, as most are, is written from the step's id, a byte a column, without a string.
  private func drawMarker(
    at position: Int, state: StepperStepState, cell: Int, on canvas: inout TerminalCanvas
  ) {
    let fill = elements.fill(at: position)
    let stroke = elements.strokeColor(at: position)
    var sides = TerminalGlyphs.markerSideScalars(state, isOutlined: stroke != nil)
    // The current marker's part done takes the place of its leading side: ◔ ◑ ◕ ●.
    if position == plan.currentShape, let progress = stepProgress(after: position) {
      sides.0 = TerminalGlyphs.pieScalar(progress)
    }
    let marker = MarkerSides(cell: cell, glyphs: sides, color: stroke ?? fill)
    if elements.writesWesternDigits, let number = elements.number(at: position),
      number.step >= 0
    {
      let color = elements.contentColor(at: position)
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.longestNumber) { digits in
        let count = Self.writeDigits(of: number, into: digits)
        let at = drawSides(of: marker, width: 2 + count, on: &canvas)
        put(
          printable: UnsafeBufferPointer(rebasing: digits[..<count]), row: at.row,
          column: at.column, color, background: fill, on: &canvas)
      }
      return
    }
    let content = elements.content(at: position)
    let color = content?.color
    switch content {
    case .none:
      // A loading marker shows the loading glyph where its number was.
      let loading = position == plan.currentShape ? loadingMark(after: position) : nil
      let at = drawSides(of: marker, width: 3, on: &canvas)
      put(
        glyph: loading == nil ? " " : TerminalGlyphs.loadingScalar, row: at.row,
        column: at.column, loading.flatMap { elements.strokeColor(at: $0) }, background: fill,
        on: &canvas)
    case .check, .error, .skip, .ellipsis:
      let at = drawSides(of: marker, width: 3, on: &canvas)
      if let content, let glyph = TerminalGlyphs.contentScalar(content) {
        put(glyph: glyph, row: at.row, column: at.column, color, background: fill, on: &canvas)
      }
    case .number, .icon:
      if let content {
        let text = TerminalGlyphs.content(content)
        let at = drawSides(of: marker, width: 2 + DisplayWidth.of(text), on: &canvas)
        put(text, row: at.row, column: at.column, color, background: fill, on: &canvas)
      }
    }
  }

  /// Where a marker goes and how its sides are drawn.
  private struct MarkerSides {
    /// The main-axis cell under its center.
    let cell: Int
    /// Its leading and trailing side.
    let glyphs: (leading: Unicode.Scalar, trailing: Unicode.Scalar)
    /// Their color: the marker's outline's, or its fill's.
    let color: StepperColor?
  }

  /// Draws the sides of `marker`, `width` cells wide; returns where its content goes.
  private func drawSides(
    of marker: MarkerSides, width: Int, on canvas: inout TerminalCanvas
  ) -> (row: Int, column: Int) {
    let at = plan.place(marker.cell, width: width)
    put(glyph: marker.glyphs.leading, row: at.row, column: at.column, marker.color, on: &canvas)
    put(
      glyph: marker.glyphs.trailing, row: at.row, column: at.column + width - 1, marker.color,
      on: &canvas)
    return (at.row, at.column + 1)
  }

  /// The most bytes a number takes in ASCII digits: a step's and a sub-step's, each up to
  /// `Int.max`, and the full stop between them.
  private static let longestNumber = 2 * Int.max.decimalDigitCount + 1

  /// Writes `number` ("2", or "2.1" for a sub-step) in ASCII digits at the start of `buffer`,
  /// which holds ``longestNumber`` bytes; returns how many it wrote. Its parts are not negative.
  private static func writeDigits(
    of number: StepperStepID, into buffer: UnsafeMutableBufferPointer<UInt8>
  ) -> Int {
    func write(_ value: Int, from start: Int) -> Int {
      let end = start + value.decimalDigitCount
      var (rest, at) = (value, end)
      repeat {
        at -= 1
        buffer[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      } while rest > 0
      return end
    }
    let end = write(number.step, from: 0)
    guard let substep = number.substep else { return end }
    buffer[end] = UInt8(ascii: ".")
    return write(substep, from: end + 1)
  }

  /// Draws `glyph` in `color` into main-axis `cells`: a stretch of a row's line, or of a
  /// column's band.
  func paint(
    _ cells: Range<Int>, with glyph: Unicode.Scalar, _ color: StepperColor?,
    on canvas: inout TerminalCanvas
  ) {
    guard !cells.isEmpty else { return }
    let start = plan.place(cells.lowerBound, width: 1)
    let end = plan.place(cells.upperBound - 1, width: 1)
    canvas.put(
      glyph: glyph, rows: start.row..<end.row + 1, columns: start.column..<end.column + 1,
      foreground: colorMode == .none ? nil : color)
  }

  /// Writes `text` from `column` on line `row`.
  func put(
    _ text: String, row: Int, column: Int, _ color: StepperColor?, background: StepperColor? = nil,
    on canvas: inout TerminalCanvas
  ) {
    canvas.put(
      text, row: row, column: column, foreground: colorMode == .none ? nil : color,
      background: colorMode == .none ? nil : background)
  }

  /// Writes a legend's end from `column` on line `row`: its count and "more", a blank, and its
  /// arrow, or the arrow first. The words are ASCII, written a byte a column without a string.
  func put(
    _ end: TerminalHiddenSteps.Legend.End, arrowLast: Bool, row: Int, column: Int,
    _ color: StepperColor?, on canvas: inout TerminalCanvas
  ) {
    guard let count = end.count else { return }
    // A number, two blanks and "more".
    let capacity = Self.longestNumber + 6
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { bytes in
      // The words with the blank on the arrow's side: "2 more " or " 2 more".
      var length = 0
      func append(_ byte: UInt8) {
        bytes[length] = byte
        length += 1
      }
      if !arrowLast { append(UInt8(ascii: " ")) }
      if count > 0 {
        length += Self.writeDigits(
          of: StepperStepID(count), into: UnsafeMutableBufferPointer(rebasing: bytes[length...]))
        append(UInt8(ascii: " "))
      }
      for byte in "more".utf8 { append(byte) }
      if arrowLast { append(UInt8(ascii: " ")) }
      let words = UnsafeBufferPointer(rebasing: bytes[..<length])
      put(printable: words, row: row, column: arrowLast ? column : column + 1, color, on: &canvas)
      put(
        glyph: end.mark, row: row, column: arrowLast ? column + length : column, color, on: &canvas)
    }
  }

  /// Writes printable ASCII `bytes` from `column` on line `row`.
  private func put(
    printable bytes: UnsafeBufferPointer<UInt8>, row: Int, column: Int, _ color: StepperColor?,
    background: StepperColor? = nil, on canvas: inout TerminalCanvas
  ) {
    canvas.put(
      printable: bytes, row: row, column: column, foreground: colorMode == .none ? nil : color,
      background: colorMode == .none ? nil : background)
  }

  /// Writes `glyph` at `column` on line `row`.
  private func put(
    glyph: Unicode.Scalar, row: Int, column: Int, _ color: StepperColor?,
    background: StepperColor? = nil, on canvas: inout TerminalCanvas
  ) {
    canvas.put(
      glyph: glyph, row: row, column: column, foreground: colorMode == .none ? nil : color,
      background: colorMode == .none ? nil : background)
  }
}
