/// The step names of a layout: each broken into lines, what room it needs along and across the
/// main axis, and where it is placed.
///
/// A name sits across the main axis from its step, past the band: under a horizontal row's
/// step, centered on it, or beside a vertical column's, its first line level with it. Text
/// runs along x either way, so a name's length along the main axis is its width in a row and
/// its height in a column; ``AxisMapping`` says which.
struct StepNames {
  /// The ordinals of the steps with names, ascending.
  let ordinals: [Int]
  /// Their names, laid out, in the same order.
  let texts: [TextLayout]
  /// Whether the names' lines run along the main axis (a horizontal row).
  let runAlongMain: Bool
  /// The names' font.
  let style: StepperTextStyle

  /// The height of one line of a name.
  var lineHeight: Double { style.lineHeight }

  /// Every step name broken into lines: at most two, in the room between neighbors (a row) or
  /// beside the column, no more lines than fit the column's pitch.
  ///
  /// A row in a viewport cannot grow to hold a name that hangs past either end, so the names of
  /// its first and last steps are shifted inward when placed, and kept here short enough that
  /// they still cannot reach their neighbor's: a row's end name no wider than its step and half
  /// the spacing, a column's one line.
  init(
    _ configuration: borrowing StepperConfiguration, row: borrowing RowMetrics,
    measurer: some StepperTextMeasuring
  ) {
    let runAlongMain = AxisMapping.textRunsAlongMain(configuration.axis)
    let style = configuration.textStyles.stepName
    var laidOut: [(ordinal: Int, text: TextLayout)] = []
    for (id, name) in configuration.names {
      let ordinal = configuration.steps.ordinal(of: id)
      let size = row.size(ofOrdinal: ordinal)
      let pitch = size + row.spacing
      let isEnd =
        configuration.viewport != nil
        && (ordinal == 0 || ordinal == configuration.steps.count - 1)
      var maxWidth =
        runAlongMain ? max(1, pitch - StepperLayout.nameSpacing) : StepperLayout.sideNameWidth
      var maxLines =
        runAlongMain
        ? StepperLayout.maximumLines
        : min(StepperLayout.maximumLines, max(1, Int(pitch / style.lineHeight)))
      if isEnd, runAlongMain {
        maxWidth = min(maxWidth, max(1, size + (row.spacing - StepperLayout.nameSpacing) / 2))
      } else if isEnd {
        maxLines = 1
      }
      let text = TextLayout(
        name, maxWidth: maxWidth, maxLines: maxLines, style: style, measurer: measurer)
      if !text.lines.isEmpty { laidOut.append((ordinal, text)) }
    }
    laidOut.sort { $0.ordinal < $1.ordinal }
    ordinals = laidOut.map(\.ordinal)
    texts = laidOut.map(\.text)
    self.runAlongMain = runAlongMain
    self.style = style
  }

  /// The gap between the band and the names.
  var gap: Double { runAlongMain ? StepperLayout.nameGap : StepperLayout.sideNameGap }

  /// The height of the name at `index`.
  func height(at index: Int) -> Double { Double(texts[index].lines.count) * lineHeight }

  /// How far the name at `index` reaches along the main axis before and after its step's
  /// center: half its width each way in a row; in a column, half a line before (its first line
  /// is level with the step) and the rest of its lines after.
  func reach(at index: Int) -> (before: Double, after: Double) {
    let text = texts[index]
    let before = runAlongMain ? text.width / 2 : lineHeight / 2
    let after = runAlongMain ? text.width / 2 : Double(text.lines.count) * lineHeight - before
    return (before, after)
  }

  /// The room the names take across the main axis past the band, with the gap before them; 0
  /// without names.
  var crossRoom: Double {
    guard !texts.isEmpty else { return 0 }
    let widest =
      runAlongMain
      ? Double(texts.map(\.lines.count).max() ?? 0) * lineHeight : texts.map(\.width).max() ?? 0
    return gap + widest
  }

  /// The names placed: each at its step along the main axis and `cross` across it (past the
  /// band and the gap).
  ///
  /// In a viewport a name stays inside the row, which cannot grow to hold it; in a row that
  /// scrolls, the name of a step wholly in `window` stays in it too (a column's names, within
  /// their pitch, need not).
  func placed(
    row: RowMetrics, rowOrigin: Double, inViewport: Bool,
    window: (start: Double, length: Double), cross: Double, mapping: AxisMapping
  ) -> [StepperPlacedText] {
    let anchor: StepperTextAnchor = runAlongMain ? .center : mapping.anchor(atLeadingEnd: true)
    var placed: [StepperPlacedText] = []
    placed.reserveCapacity(texts.count)
    for (index, ordinal) in ordinals.enumerated() {
      let text = texts[index]
      let start = rowOrigin + row.start(ofOrdinal: ordinal)
      let center = start + row.size(ofOrdinal: ordinal) / 2
      let height = height(at: index)
      let length = runAlongMain ? text.width : height
      var nameStart = center - reach(at: index).before
      if inViewport, runAlongMain, start >= window.start,
        start + row.size(ofOrdinal: ordinal) <= window.start + window.length
      {
        let latest = window.start + window.length - length
        nameStart = min(max(nameStart, window.start), latest)
      }
      if inViewport {
        nameStart = max(rowOrigin, min(nameStart, rowOrigin + row.contentLength - length))
      }
      let frame = mapping.textRect(main: nameStart, cross: cross, width: text.width, height: height)
      placed.append(StepperPlacedText(text, style: style, in: frame, anchor: anchor))
    }
    return placed
  }
}
