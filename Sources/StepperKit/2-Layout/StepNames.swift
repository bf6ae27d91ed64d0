/// The step names of a layout, and the descriptions under them: each broken into lines, what
/// room it needs along and across the main axis, and where it is placed.
///
/// A name sits across the main axis from its step, past the band: under a horizontal row's
/// step, centered on it, or beside a vertical column's, its first line level with it. Text
/// runs along x either way, so a name's length along the main axis is its width in a row and
/// its height in a column; ``AxisMapping`` says which.
struct StepNames {
  /// The ordinals of the steps with a name or a description, ascending.
  let ordinals: [Int]
  /// Their names, laid out, in the same order; `nil` for a step with only a description.
  let names: [TextLayout?]
  /// Their descriptions, laid out, in the same order; `nil` for a step without one, or whose
  /// description has no room (the last step of a column in a viewport).
  let descriptions: [TextLayout?]
  /// Whether the names' lines run along the main axis (a horizontal row).
  let runAlongMain: Bool
  /// The names' font.
  let style: StepperTextStyle
  /// The descriptions' font: smaller than the names'.
  let descriptionStyle: StepperTextStyle

  /// The room between a name's last line and its description's first.
  static let descriptionGap = 2.0

  /// The height of one line of a name.
  var lineHeight: Double { style.lineHeight }

  /// Every step name and description broken into lines: at most two each, in the room between
  /// neighbors (a row) or beside the column, no more lines than fit the column's pitch (a name
  /// first, its description in what the name leaves).
  ///
  /// A row in a viewport cannot grow to hold a name that hangs past either end, so the names of
  /// its first and last steps are shifted inward when placed, and kept here short enough that
  /// they still cannot reach their neighbor's: a row's end name no wider than its step and half
  /// the spacing, a column's one line, without a description.
  ///
  /// The texts under the names are the configuration's descriptions with optional steps'
  /// captions in the language of `strings` (``StepperConfiguration/shownDescriptions(strings:)``).
  init(
    _ configuration: borrowing StepperConfiguration, row: borrowing RowMetrics,
    strings: StepperStrings = .english, measurer: some StepperTextMeasuring
  ) {
    let descriptions = configuration.shownDescriptions(strings: strings)
    let runAlongMain = AxisMapping.textRunsAlongMain(configuration.options.axis)
    let styles = configuration.textStyles
    let style = styles.stepName
    let descriptionStyle = styles.stepDescription
    var laidOut: [(ordinal: Int, name: TextLayout?, description: TextLayout?)] = []
    var ids = Array(configuration.options.stepNames.keys)
    ids += descriptions.keys.filter { configuration.options.stepNames[$0] == nil }
    for id in ids {
      let ordinal = configuration.steps.ordinal(of: id)
      // A step hidden in an overflow marker shows no name.
      if let collapse = row.collapse, !collapse.shows(ordinal: ordinal) { continue }
      let size = row.size(ofOrdinal: ordinal)
      let pitch = size + row.spacing
      let isEnd =
        configuration.options.viewport != nil
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
      var name: TextLayout?
      if let text = configuration.options.stepNames[id] {
        let layout = TextLayout(
          text, maxWidth: maxWidth, maxLines: maxLines, style: style, measurer: measurer)
        if !layout.lines.isEmpty { name = layout }
      }
      let description = descriptions[id].flatMap { text in
        Self.description(
          text, nameHeight: name.map { Double($0.lines.count) * style.lineHeight }, pitch: pitch,
          maxWidth: maxWidth, isEnd: isEnd,
          runAlongMain: runAlongMain, style: descriptionStyle, measurer: measurer)
      }
      if name != nil || description != nil { laidOut.append((ordinal, name, description)) }
    }
    laidOut.sort { $0.ordinal < $1.ordinal }
    ordinals = laidOut.map(\.ordinal)
    names = laidOut.map(\.name)
    self.descriptions = laidOut.map(\.description)
    self.runAlongMain = runAlongMain
    self.style = style
    self.descriptionStyle = descriptionStyle
  }

  /// A description laid out under a name `nameHeight` tall (`nil` for none): at most two lines
  /// in a row; in a column, the lines the pitch leaves under the name, none for a column's end
  /// step in a viewport. `nil` when no line of it shows.
  private static func description(
    _ text: String, nameHeight: Double?, pitch: Double, maxWidth: Double, isEnd: Bool,
    runAlongMain: Bool, style: StepperTextStyle, measurer: some StepperTextMeasuring
  ) -> TextLayout? {
    let lines: Int
    if runAlongMain {
      lines = StepperLayout.maximumLines
    } else if isEnd {
      lines = 0
    } else {
      let room = pitch - (nameHeight.map { $0 + descriptionGap } ?? 0)
      lines = min(StepperLayout.maximumLines, Int(room / style.lineHeight))
    }
    guard lines > 0 else { return nil }
    let layout = TextLayout(
      text, maxWidth: maxWidth, maxLines: lines, style: style, measurer: measurer)
    return layout.lines.isEmpty ? nil : layout
  }

  /// The gap between the band and the names.
  var gap: Double { runAlongMain ? StepperLayout.nameGap : StepperLayout.sideNameGap }

  /// The height of the name at `index`; 0 for a step with only a description.
  func nameHeight(at index: Int) -> Double {
    Double(names[index]?.lines.count ?? 0) * lineHeight
  }

  /// The height of the description at `index`; 0 without one.
  func descriptionHeight(at index: Int) -> Double {
    Double(descriptions[index]?.lines.count ?? 0) * descriptionStyle.lineHeight
  }

  /// Where the description at `index` starts under its name's top: past the name and the gap.
  func descriptionOffset(at index: Int) -> Double {
    names[index] == nil ? 0 : nameHeight(at: index) + Self.descriptionGap
  }

  /// The height of the name and description at `index` together.
  func height(at index: Int) -> Double {
    descriptions[index] == nil
      ? nameHeight(at: index) : descriptionOffset(at: index) + descriptionHeight(at: index)
  }

  /// The width of the wider of the name and description at `index`.
  func width(at index: Int) -> Double {
    max(names[index]?.width ?? 0, descriptions[index]?.width ?? 0)
  }

  /// How far the name and description at `index` reach along the main axis before and after
  /// their step's center: half the wider's width each way in a row; in a column, half a line
  /// before (the first line is level with the step) and the rest of the lines after.
  func reach(at index: Int) -> (before: Double, after: Double) {
    let firstLine = names[index] == nil ? descriptionStyle.lineHeight : lineHeight
    let before = runAlongMain ? width(at: index) / 2 : firstLine / 2
    let after = runAlongMain ? width(at: index) / 2 : height(at: index) - before
    return (before, after)
  }

  /// The room the names and descriptions take across the main axis past the band, with the
  /// gap before them; 0 without any.
  var crossRoom: Double {
    guard !ordinals.isEmpty else { return 0 }
    let deepest =
      runAlongMain
      ? ordinals.indices.map(height(at:)).max() ?? 0
      : ordinals.indices.map(width(at:)).max() ?? 0
    return gap + deepest
  }

  /// The names and descriptions placed: each at its step along the main axis and `cross`
  /// across it (past the band and the gap), a description under its name.
  ///
  /// In a viewport a text stays inside the row, which cannot grow to hold it; in a row that
  /// scrolls, the text of a step wholly in `window` stays in it too (a column's names, within
  /// their pitch, need not).
  func placed(
    row: RowMetrics, rowOrigin: Double, inViewport: Bool,
    window: (start: Double, length: Double), cross: Double, mapping: AxisMapping
  ) -> (names: [(Int, StepperPlacedText)], descriptions: [(Int, StepperPlacedText)]) {
    let anchor: StepperTextAnchor = runAlongMain ? .center : mapping.anchor(atLeadingEnd: true)
    var placedNames: [(Int, StepperPlacedText)] = []
    var placedDescriptions: [(Int, StepperPlacedText)] = []
    placedNames.reserveCapacity(ordinals.count)
    for (index, ordinal) in ordinals.enumerated() {
      let start = rowOrigin + row.start(ofOrdinal: ordinal)
      let size = row.size(ofOrdinal: ordinal)
      let center = start + size / 2
      let blockStart = center - reach(at: index).before
      // Where a text `length` long along the main axis starts, kept in the row (and the
      // window) of a viewport.
      func kept(_ textStart: Double, length: Double) -> Double {
        var textStart = textStart
        if inViewport, runAlongMain, start >= window.start,
          start + size <= window.start + window.length
        {
          let latest = window.start + window.length - length
          textStart = min(max(textStart, window.start), latest)
        }
        if inViewport {
          textStart = max(rowOrigin, min(textStart, rowOrigin + row.contentLength - length))
        }
        return textStart
      }
      if let text = names[index] {
        let height = nameHeight(at: index)
        let length = runAlongMain ? text.width : height
        let nameStart = kept(runAlongMain ? center - text.width / 2 : blockStart, length: length)
        let frame = mapping.textRect(
          main: nameStart, cross: cross, width: text.width, height: height)
        placedNames.append(
          (ordinal, StepperPlacedText(text, style: style, in: frame, anchor: anchor)))
      }
      if let text = descriptions[index] {
        let height = descriptionHeight(at: index)
        let offset = descriptionOffset(at: index)
        let frame: StepperRect
        if runAlongMain {
          let textStart = kept(center - text.width / 2, length: text.width)
          frame = mapping.textRect(
            main: textStart, cross: cross + offset, width: text.width, height: height)
        } else {
          let textStart = kept(blockStart + offset, length: height)
          frame = mapping.textRect(main: textStart, cross: cross, width: text.width, height: height)
        }
        placedDescriptions.append(
          (ordinal, StepperPlacedText(text, style: descriptionStyle, in: frame, anchor: anchor)))
      }
    }
    return (placedNames, placedDescriptions)
  }
}
