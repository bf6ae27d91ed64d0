/// Breaks text into at most a few lines of a given width, ending with an ellipsis when it does
/// not fit.
///
/// Lines break only where ``LineBreaks`` allows: between words, after a hyphen inside a word,
/// and between the characters of text written without spaces (Chinese, Japanese). A word too
/// wide for a line is never split: it is cut with an ellipsis, which ends the text (what follows
/// would only add more ellipses). Text that needs more lines than allowed ends its last line with
/// an ellipsis after the last word that fits with it (or inside the line's only word). Runs of
/// white space (including newlines) count as one space.
///
/// ```swift
/// let layout = TextLayout("Upload your identity document", maxWidth: 80, style: .stepName)
/// print(layout.lines)
/// // Prints "["Upload your", "identity…"]"
/// ```
package struct TextLayout: Sendable, Hashable {
  /// The ellipsis that ends a truncated line.
  package static let ellipsis = "…"
  /// How far past its width a line may measure and still fit: rounding, not room.
  private static let tolerance = 1e-9

  /// The text laid out, whole: what assistive technology reads, however the lines cut it.
  package let text: String
  /// The lines, at most `maxLines`.
  package let lines: [String]
  /// Whether anything was cut with an ellipsis: a word too wide for its line, or text that
  /// needed more lines than allowed.
  package let isTruncated: Bool
  /// Whether the text needed more lines than allowed.
  package let needsMoreLines: Bool
  /// Whether the first line shows the text's first word whole (true for text without words).
  package let showsFirstWord: Bool
  /// The width of the widest line.
  package let width: Double

  /// Lays out `text` in lines no wider than `maxWidth`.
  package init(
    _ text: String, maxWidth: Double, maxLines: Int = 2, style: StepperTextStyle,
    measurer: some StepperTextMeasuring = .bundled
  ) {
    self.init(text, maxWidth: maxWidth, maxLines: maxLines) {
      measurer.width(of: $0, style: style)
    }
  }

  /// Lays out `text` in lines no wider than `maxWidth` as `measure` measures them (points, or
  /// a terminal's columns).
  package init(
    _ text: String, maxWidth: Double, maxLines: Int = 2, measure: (Substring) -> Double
  ) {
    self.text = text
    let units = LineBreaks.units(of: text)
    let limit = max(1, maxLines)
    // A width computed by adding and taking away (a header's room) may land a rounding error
    // short of the text it was made to hold.
    let maxWidth = maxWidth + Self.tolerance
    // Each line as the range of units it holds; a line that is a word cut short is closed.
    var lines: [(units: Range<Int>, text: String, isClosed: Bool)] = []
    var needsMoreLines = false
    var cutWord = false
    var index = 0
    while index < units.count {
      let unit = units[index]
      if let last = lines.last, !last.isClosed {
        let joined = last.text + (unit.followsSpace ? " " : "") + unit.text
        if measure(Substring(joined)) <= maxWidth {
          lines[lines.count - 1] = (last.units.lowerBound..<index + 1, joined, false)
          index += 1
          continue
        }
      }
      if lines.count == limit {
        needsMoreLines = true
        break
      }
      if measure(unit.text) <= maxWidth {
        lines.append((index..<index + 1, String(unit.text), false))
      } else {
        // A word too wide for a line: cut with an ellipsis, which ends the text.
        lines.append((index..<index + 1, Self.cut(unit.text, maxWidth, measure), true))
        cutWord = true
        break
      }
      index += 1
    }
    if needsMoreLines, let last = lines.last, !last.isClosed {
      lines[lines.count - 1].text = Self.ellipsized(
        units[last.units], maxWidth: maxWidth, measure: measure)
    }
    self.lines = lines.map(\.text)
    self.isTruncated = needsMoreLines || cutWord
    self.needsMoreLines = needsMoreLines
    self.showsFirstWord = lines.first.map { !$0.isClosed && $0.text != Self.ellipsis } ?? true
    self.width = lines.map { measure(Substring($0.text)) }.max() ?? 0
  }

  /// The longest run of `units` from the first, followed by an ellipsis, that fits `maxWidth`;
  /// the first unit cut short when even it does not fit with the ellipsis.
  private static func ellipsized(
    _ units: ArraySlice<LineBreaks.Unit>, maxWidth: Double, measure: (Substring) -> Double
  ) -> String {
    var texts: [String] = []
    var joined = ""
    for unit in units {
      joined += (joined.isEmpty || !unit.followsSpace ? "" : " ") + unit.text
      texts.append(joined)
    }
    for text in texts.reversed() where measure(Substring(text + ellipsis)) <= maxWidth {
      return text + ellipsis
    }
    return cut(units.first?.text ?? "", maxWidth, measure)
  }

  /// `word` cut at the end so that it and an ellipsis fit `maxWidth`: a lone ellipsis when not
  /// even one character fits with it. Grows from the start, so a huge word costs only what fits.
  package static func cut(
    _ word: Substring, _ maxWidth: Double, _ measure: (Substring) -> Double
  ) -> String {
    var end = word.startIndex
    while end < word.endIndex {
      let next = word.index(after: end)
      if measure(Substring(word[word.startIndex..<next] + ellipsis)) > maxWidth { break }
      end = next
    }
    var kept = word[word.startIndex..<end]
    while kept.last?.isWhitespace == true { kept = kept.dropLast() }
    return kept + ellipsis
  }

  /// One line of text shortened to `maxWidth` the way a line is: after the last word that fits
  /// with an ellipsis, or inside its first word. Renderers with their own measure (a terminal's
  /// columns) use it so that they cut where the core would.
  ///
  /// ```swift
  /// print(TextLayout.shortened("Upload your ID", toWidth: 12) { Double($0.count) })
  /// // Prints "Upload your…"
  /// ```
  package static func shortened(
    _ line: String, toWidth maxWidth: Double, measure: (Substring) -> Double
  ) -> String {
    if measure(Substring(line)) <= maxWidth { return line }
    return TextLayout(line, maxWidth: maxWidth, maxLines: 1, measure: measure).lines.first ?? ""
  }
}
