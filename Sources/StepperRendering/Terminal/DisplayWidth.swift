import StepperKit

/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji take
/// two, combining marks and other zero-width characters none, the rest one.
///
/// Width is measured per grapheme cluster, as terminals draw them: a base with its combining
/// marks is the base's width; an emoji sequence (with a variation selector, skin tone or
/// joiner) or a flag is two.
///
/// ```swift
/// print(DisplayWidth.of("Zahlung"), DisplayWidth.of("支払い"), DisplayWidth.of("🇯🇵"))
/// // Prints "7 6 2"
/// ```
package enum DisplayWidth {
  /// The columns `text` takes.
  package static func of(_ text: some StringProtocol) -> Int {
    if let columns = asciiWidth(text) { return columns }
    if let columns = scalarWidth(text) { return columns }
    return text.reduce(0) { $0 + of($1) }
  }

  /// The columns one grapheme cluster takes: 0, 1 or 2.
  package static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if scalars.count > 1, first.properties.isEmoji,
      scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D })
    {
      return 2
    }
    if isRegionalIndicator(first) { return 2 }
    return of(first)
  }

  /// The columns one scalar takes on its own: 0, 1 or 2.
  package static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
    // Emoji presentation, for regional indicators (neutral in the width table, but drawn two
    // wide) and emoji newer than the table.
    if scalar.properties.isEmojiPresentation { return 2 }
    return CharacterWidth.isWide(scalar) ? 2 : 1
  }

  /// `text` cut to at most `width` columns, ending in "…" (after no blank) when something was
  /// cut.
  ///
  /// ```swift
  /// print(DisplayWidth.truncated("支払い方法", toWidth: 7))
  /// // Prints "支払い…"
  /// ```
  package static func truncated(_ text: some StringProtocol, toWidth width: Int) -> String {
    if let columns = asciiWidth(text) {
      guard columns > width else { return String(text) }
      guard width > 0 else { return "" }
      return asciiTruncated(text, toWidth: width)
    }
    guard of(text) > width else { return String(text) }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let columns = of(character)
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    while result.last?.isWhitespace == true { result.removeLast() }
    return result + "…"
  }

  /// The columns of text that is all ASCII, without splitting it into characters: one for
  /// each printable character, none for a control (a CR LF pair is one character of none);
  /// `nil` when there is anything else.
  static func asciiWidth(_ text: some StringProtocol) -> Int? {
    var columns = 0
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      if byte >= 0x20, byte != 0x7F { columns += 1 }
    }
    return columns
  }

  /// The columns of text whose every scalar is a character of its own (``standsAlone(_:)``),
  /// without splitting it into characters: each scalar's own width; `nil` when any scalar might
  /// join its neighbors into one character.
  static func scalarWidth(_ text: some StringProtocol) -> Int? {
    var columns = 0
    for scalar in text.unicodeScalars {
      guard let width = standingWidth(of: scalar) else { return nil }
      columns += width
    }
    return columns
  }

  /// The columns `scalar` takes when it is a character of its own whatever its neighbors, or
  /// `nil` when it might not be: ASCII, or a symbol of the blocks from General Punctuation to
  /// Supplemental Punctuation (the arrows, box drawing and shapes a terminal drawing uses, and
  /// "…") that is neither a mark, a format character nor an emoji. A text of such scalars has
  /// a character a scalar, as no grapheme cluster rule joins them.
  @inline(__always)
  static func standingWidth(of scalar: Unicode.Scalar) -> Int? {
    let value = scalar.value
    if value < 0x80 { return value < 0x20 || value == 0x7F ? 0 : 1 }
    guard (0x2000..<0x2E00).contains(value) else { return nil }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark, .format: return nil
    default: break
    }
    if properties.isEmoji { return nil }
    return CharacterWidth.isWide(scalar) ? 2 : 1
  }

  /// ``truncated(_:toWidth:)`` for ASCII text wider than `width`, which is at least 1.
  private static func asciiTruncated(_ text: some StringProtocol, toWidth width: Int) -> String {
    var kept: [UInt8] = []
    kept.reserveCapacity(width + 3)
    var used = 0
    for byte in text.utf8 {
      let isPrintable = byte >= 0x20 && byte != 0x7F
      if isPrintable, used + 1 > width - 1 { break }
      kept.append(byte)
      if isPrintable { used += 1 }
    }
    // Whitespace: tab, line feed, vertical tab, form feed, carriage return and space.
    while let last = kept.last, last == 0x20 || (0x09...0x0D).contains(last) { kept.removeLast() }
    kept.append(contentsOf: "…".utf8)
    return String(decoding: kept, as: UTF8.self)
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }
}
