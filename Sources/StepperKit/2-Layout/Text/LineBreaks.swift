/// Where a line of text may break: the one rule every renderer follows.
///
/// A simplified form of Unicode's line breaking algorithm (UAX #14), enough for step names and
/// headers:
/// - between words, at white space (a run of it, newlines included, counts as one space) and
///   at a zero-width space;
/// - after a hyphen or an en dash inside a word ("Sign-|up"), never after a leading one ("-5");
/// - between two characters of text written without spaces (Chinese, Japanese, Korean
///   syllables, emoji: East Asian wide characters), except before closing punctuation and small
///   kana ("。", "」", "ー", "っ") and after opening brackets ("「"), which stay with their
///   neighbor.
///
/// Nowhere else: a word too wide for its line is cut with an ellipsis, never split.
///
/// ```swift
/// print(LineBreaks.units(of: "Sign-up 支払い").map { String($0.text) })
/// // Prints "["Sign-", "up", "支", "払", "い"]"
/// ```
package enum LineBreaks {
  /// A piece of text no line breaks inside, and whether a space separates it from the piece
  /// before it.
  package struct Unit: Sendable, Hashable {
    /// The text.
    package let text: Substring
    /// Whether the piece follows white space (drawn as one space when both share a line).
    package let followsSpace: Bool
  }

  /// The pieces of `text` between its break opportunities, white space left out.
  package static func units(of text: String) -> [Unit] {
    var units: [Unit] = []
    var start: String.Index?
    var previous: Character?
    var spaced = false
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if character.isWhitespace || character == zeroWidthSpace {
        if let first = start {
          units.append(Unit(text: text[first..<index], followsSpace: spaced))
          spaced = false
        }
        if character != zeroWidthSpace, !units.isEmpty { spaced = true }
        start = nil
        previous = nil
      } else if let first = start, let before = previous,
        breaks(between: before, and: character, unitLength: text[first..<index])
      {
        units.append(Unit(text: text[first..<index], followsSpace: spaced))
        spaced = false
        start = index
        previous = character
      } else {
        if start == nil { start = index }
        previous = character
      }
      index = next
    }
    if let first = start { units.append(Unit(text: text[first...], followsSpace: spaced)) }
    return units
  }

  /// Whether a line may break between `before`, the last character of `unit`, and `after`.
  private static func breaks(
    between before: Character, and after: Character, unitLength unit: Substring
  ) -> Bool {
    if hyphens.contains(before) {
      // Inside a word: something that is not a hyphen comes before it, a letter or digit after.
      return unit.count > 1 && !hyphens.contains(unit[unit.index(unit.endIndex, offsetBy: -2)])
        && (after.isLetter || after.isNumber)
    }
    guard isWide(before) || isWide(after) else { return false }
    return !noLineStart.contains(after) && !noLineEnd.contains(before)
  }

  /// Whether a character is written without spaces around it: East Asian wide.
  private static func isWide(_ character: Character) -> Bool {
    character.unicodeScalars.first.map(CharacterWidth.isWide) ?? false
  }

  private static let zeroWidthSpace: Character = "\u{200B}"
  /// Hyphen-minus, hyphen, figure dash and en dash.
  private static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{2012}", "\u{2013}"]
  /// Closing punctuation, iteration marks, the prolonged sound mark and small kana.
  private static let noLineStart: Set<Character> = Set(
    "、。，．・：；？！)）]］}｝〕〉》」』】〙〗〟’”ゝゞーヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻")
  /// Opening brackets and quotes.
  private static let noLineEnd: Set<Character> = Set("(（[［{｛〔〈《「『【〘〖〝‘“")
}
