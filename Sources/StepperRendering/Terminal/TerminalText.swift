import StepperKit

/// Makes text from users safe to print on a terminal: the one rule for every string the
/// terminal output and the `stepper` command print from outside (names, the header, paths,
/// token names and values, lint warnings).
///
/// The rule runs on whole strings, before they are measured, broken into lines or cut: a
/// sequence that a line break or an ellipsis would cut is still recognized whole, so no part of
/// it (not even the tail of an OSC title or an OSC 8 link) is shown.
///
/// ```swift
/// print(TerminalText.sanitized("Pay\u{1B}[31m now\u{7}"))
/// // Prints "Pay now"
/// print(TerminalText.wrapped("Pay\u{1B}]0;title\u{7} now, please", toWidth: 8))
/// // Prints "["Pay now,", "please"]"
/// ```
package enum TerminalText {
  /// `text` without escape sequences or control characters, which could restyle the terminal,
  /// move the cursor, set its title or reorder what is shown. Tabs and line breaks become
  /// spaces.
  ///
  /// Removed whole, with their parameters and their payload up to their terminator (or to the
  /// end of the text when there is none):
  /// - control sequences: CSI, `ESC [` or U+009B, parameters and intermediates, final byte;
  /// - string commands: OSC (`ESC ]`, U+009D), DCS (`ESC P`, U+0090), SOS (`ESC X`, U+0098),
  ///   PM (`ESC ^`, U+009E) and APC (`ESC _`, U+009F), up to BEL, ST (`ESC \`, U+009C), or
  ///   CAN or SUB, which cancel them;
  /// - other escapes: `ESC`, any intermediates (U+0020–U+002F), a final character (`ESC c`,
  ///   `ESC ( B`).
  ///
  /// Then every other C0 control, DEL, C1 control (U+0080–U+009F), and bidirectional override
  /// and isolate (U+202A–U+202E, U+2066–U+2069).
  package static func sanitized(_ text: some StringProtocol) -> String {
    // Printable ASCII, as most names are, has nothing to remove.
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return String(text) }
    return cleaned(text, lineBreaks: .spaces)
  }

  /// `text` as ``sanitized(_:)`` makes it, but with line breaks and tabs written as `\n`, `\r`
  /// and `\t` (line and paragraph separators as `\u{2028}` and `\u{2029}`), so that quoting a
  /// name in a one-line message (a lint warning) keeps it one line and shows where the breaks
  /// were.
  ///
  /// ```swift
  /// print(TerminalText.quoted("Cart\n\u{1B}[2Jwarning: forged"))
  /// // Prints "Cart\\nwarning: forged"
  /// ```
  package static func quoted(_ text: some StringProtocol) -> String {
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return String(text) }
    return cleaned(text, lineBreaks: .escaped)
  }

  /// Whether `text` prints as it is: it holds nothing ``sanitized(_:)`` would remove or
  /// replace.
  package static func isPrintable(_ text: some StringProtocol) -> Bool {
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return true }
    return text.unicodeScalars.allSatisfy { !isRemoved($0) }
  }

  /// `text`, sanitized whole, then broken between words into lines at most `width` columns
  /// wide (``DisplayWidth``); a word wider than a line breaks between characters. When it takes
  /// more than `maxLines` lines, the last one ends with "…". Runs of spaces count as one.
  ///
  /// - Parameters:
  ///   - text: The text, as the user gave it.
  ///   - width: The widest a line may be; at least 1 column is used.
  ///   - maxLines: The most lines to return; at least 1.
  package static func wrapped(
    _ text: some StringProtocol, toWidth width: Int, maxLines: Int = .max
  ) -> [String] {
    let width = max(1, width)
    let limit = max(1, maxLines)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    // One line past the limit tells that the text is cut.
    func finish() {
      lines.append(line)
      line = ""
      lineWidth = 0
    }
    for word in sanitized(text).split(separator: " ") {
      guard lines.count <= limit else { break }
      let wordWidth = DisplayWidth.of(word)
      if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
        line += " " + word
        lineWidth += 1 + wordWidth
        continue
      }
      if lineWidth > 0 { finish() }
      if wordWidth <= width {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      for character in word {
        let columns = DisplayWidth.of(character)
        if lineWidth > 0, lineWidth + columns > width {
          finish()
          if lines.count > limit { break }
        }
        line.append(character)
        lineWidth += columns
      }
    }
    if lineWidth > 0 { finish() }
    guard lines.count > limit else { return lines }
    let cut = lines[limit - 1] + " " + lines[limit]
    // The two lines joined are wider than a line (else they would be one), so they end in "…".
    var kept = Array(lines.prefix(limit - 1))
    kept.append(DisplayWidth.truncated(cut, toWidth: width))
    return kept
  }

  /// What happens to line breaks and tabs.
  private enum LineBreaks {
    /// They become spaces.
    case spaces
    /// They are written as `\n`, `\r` and `\t`.
    case escaped
  }

  /// Whether a scalar is not printed as it is: a control or a direction override or isolate.
  private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` without escape sequences and controls; line breaks and tabs as `lineBreaks` says.
  private static func cleaned(_ text: some StringProtocol, lineBreaks: LineBreaks) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar? = nil
    func next() -> Unicode.Scalar? {
      if let scalar = pending {
        pending = nil
        return scalar
      }
      return scalars.next()
    }
    while let scalar = next() {
      switch scalar.value {
      case 0x1B:
        guard let introducer = next() else { break }
        switch introducer.value {
        case 0x5B: pending = skipControlSequence(next)  // ESC [
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: pending = skipString(next)  // ESC ] P X ^ _
        case 0x20...0x2F: pending = skipEscape(next)  // ESC, intermediates, a final character
        case 0x30...0x7E: continue  // A two-character escape: ESC 7, ESC c…
        default: pending = introducer  // A control or other character is looked at again.
        }
      case 0x9B: pending = skipControlSequence(next)
      case 0x9D, 0x90, 0x98, 0x9E, 0x9F: pending = skipString(next)
      case 0x09, 0x0A, 0x0D:
        switch lineBreaks {
        case .spaces: result.append(" ")
        case .escaped:
          result.append("\\")
          result.append(scalar.value == 0x09 ? "t" : scalar.value == 0x0A ? "n" : "r")
        }
      case 0x2028...0x2029 where lineBreaks == .escaped:
        // Line and paragraph separators, which some terminals break lines at.
        result.append(
          contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      default:
        if !isRemoved(scalar) { result.append(scalar) }
      }
    }
    return String(result)
  }

  /// Skips a control sequence's parameters and intermediates up to its final character
  /// (U+0040–U+007E). Controls inside it are dropped; CAN and SUB cancel it; an ESC ends it and
  /// is returned, to be read again as the start of the next sequence.
  private static func skipControlSequence(_ next: () -> Unicode.Scalar?) -> Unicode.Scalar? {
    while let scalar = next() {
      switch scalar.value {
      case 0x40...0x7E, 0x18, 0x1A: return nil
      case 0x1B, 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F: return scalar
      default: continue
      }
    }
    return nil
  }

  /// Skips a string command (OSC, DCS, SOS, PM, APC) up to BEL, U+009C, CAN or SUB. An ESC
  /// ends it, as terminals do, and is returned to be read again: `ESC \` (the string
  /// terminator) is then dropped as a two-character escape, and any other sequence it starts
  /// is dropped whole.
  private static func skipString(_ next: () -> Unicode.Scalar?) -> Unicode.Scalar? {
    while let scalar = next() {
      switch scalar.value {
      case 0x07, 0x9C, 0x18, 0x1A: return nil
      case 0x1B: return scalar
      default: continue
      }
    }
    return nil
  }

  /// Skips an escape's intermediates (U+0020–U+002F) up to its final character.
  private static func skipEscape(_ next: () -> Unicode.Scalar?) -> Unicode.Scalar? {
    while let scalar = next() {
      switch scalar.value {
      case 0x20...0x2F: continue
      case 0x30...0x7E: return nil
      default: return scalar
      }
    }
    return nil
  }
}

extension TerminalText {
  /// The lines of a scene's `text` to print in `width` columns: the scene's lines where the
  /// whole text prints as it is (as most names do), else the whole text cleaned first, then
  /// broken into as many lines as the scene gives it, so that a line break never cuts an escape
  /// sequence.
  static func printedLines(of text: StepperSceneText, width: Int) -> [String] {
    if isPrintable(text.fullText) { return text.lines }
    return wrapped(text.fullText, toWidth: width, maxLines: text.lines.count)
  }

  /// A scene's header `text` on one line: the scene's lines where the whole text prints as it
  /// is, else the whole text cleaned.
  static func printedLine(of text: StepperSceneText) -> String {
    if isPrintable(text.fullText) { return text.lines.joined(separator: " ") }
    return sanitized(text.fullText)
  }

  /// The lines of a name under a row, printed in `width` columns: ``printedLines(of:width:)``
  /// where the scene shows the whole text; where the scene cut it to its room in points, the
  /// whole text again, broken into as many lines as the scene gives it at the terminal's room,
  /// so that a name the terminal has room for shows whole.
  static func rowLines(of text: StepperSceneText, width: Int) -> [String] {
    if showsWhole(text) { return printedLines(of: text, width: width) }
    return wrapped(text.fullText, toWidth: width, maxLines: max(1, text.lines.count))
  }

  /// The fewest columns in which ``rowLines(of:width:)`` shows `text` whole, on as many lines
  /// as the scene gives it.
  static func wholeWidth(of text: StepperSceneText) -> Int {
    let widest = { (lines: [String]) in lines.map { DisplayWidth.of($0) }.max() ?? 0 }
    if showsWhole(text) { return widest(printedLines(of: text, width: .max)) }
    let words = sanitized(text.fullText).split(separator: " ").joined(separator: " ")
    let full = DisplayWidth.of(words)
    let lines = max(1, text.lines.count)
    guard lines > 1 else { return full }
    func fits(_ width: Int) -> Bool {
      wrapped(words, toWidth: width, maxLines: lines).joined(separator: " ") == words
    }
    var (low, high) = (1, full)
    while low < high {
      let middle = (low + high) / 2
      if fits(middle) { high = middle } else { low = middle + 1 }
    }
    return widest(wrapped(words, toWidth: high, maxLines: lines))
  }

  /// Whether the scene's lines of `text` hold all of it: it was not cut to its room.
  private static func showsWhole(_ text: StepperSceneText) -> Bool {
    let words = text.fullText.split(whereSeparator: \.isWhitespace)
    return text.lines.joined(separator: " ").split(whereSeparator: \.isWhitespace)
      .elementsEqual(words)
  }
}
