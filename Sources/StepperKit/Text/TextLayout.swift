/// Breaks text into at most a few lines of a given width, ending with an ellipsis when it does
/// not fit.
///
/// Lines break between words; a word longer than a line breaks between characters. Runs of
/// white space (including newlines) count as one space.
///
/// ```swift
/// let layout = TextLayout("Upload your identity document", maxWidth: 80, style: .stepName)
/// print(layout.lines)
/// // Prints "["Upload your", "identity docum…"]"
/// ```
package struct TextLayout: Sendable, Hashable {
  /// The ellipsis that ends a truncated line.
  package static let ellipsis = "…"

  /// The text laid out, whole: what assistive technology reads, however the lines cut it.
  public let text: String
  /// The lines, at most `maxLines`.
  package let lines: [String]
  /// Whether the text needed more lines than allowed and was cut with an ellipsis.
  package let isTruncated: Bool
  /// The width of the widest line.
  package let width: Double

  /// Lays out `text` in lines no wider than `maxWidth`.
  package init(
    _ text: String, maxWidth: Double, maxLines: Int = 2, style: StepperTextStyle,
    measurer: some StepperTextMeasuring = .bundled
  ) {
    func measure(_ line: Substring) -> Double { measurer.width(of: line, style: style) }
    self.text = text
    let limit = max(1, maxLines)
    var lines: [Substring] = []
    // One line past the limit is enough to know the text is cut and where the ellipsis goes.
    for word in text.split(whereSeparator: \.isWhitespace) where lines.count <= limit {
      if let last = lines.last {
        let joined = Substring(last + " " + word)
        if measure(joined) <= maxWidth {
          lines[lines.count - 1] = joined
          continue
        }
      }
      let room = limit + 1 - lines.count
      lines += Self.pieces(of: word, maxWidth: maxWidth, count: room, measure: measure)
    }
    let isTruncated = lines.count > limit
    if isTruncated {
      let cut = Substring(lines[limit - 1] + " " + lines[limit])
      lines = Array(lines.prefix(limit - 1))
      lines.append(Self.ellipsized(cut, maxWidth: maxWidth, measure: measure))
    }
    self.lines = lines.map(String.init)
    self.isTruncated = isTruncated
    self.width = lines.map(measure).max() ?? 0
  }

  /// The first `count` pieces of a word cut between characters so that each fits `maxWidth`
  /// (a piece is at least one character, however narrow the line).
  private static func pieces(
    of word: Substring, maxWidth: Double, count: Int, measure: (Substring) -> Double
  ) -> [Substring] {
    if measure(word) <= maxWidth { return [word] }
    var pieces: [Substring] = []
    var start = word.startIndex
    var end = start
    while end < word.endIndex, pieces.count < count {
      let next = word.index(after: end)
      if end > start, measure(word[start..<next]) > maxWidth {
        pieces.append(word[start..<end])
        start = end
      }
      end = next
    }
    if start < word.endIndex, pieces.count < count { pieces.append(word[start...]) }
    return pieces
  }

  /// `text` cut at the end so that it and an ellipsis fit `maxWidth`.
  private static func ellipsized(
    _ text: Substring, maxWidth: Double, measure: (Substring) -> Double
  ) -> Substring {
    var kept = text
    while !kept.isEmpty, measure(Substring(kept + ellipsis)) > maxWidth {
      kept = kept.dropLast()
    }
    while kept.last?.isWhitespace == true { kept = kept.dropLast() }
    return Substring(kept + ellipsis)
  }
}
