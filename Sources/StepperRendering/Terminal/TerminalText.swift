/// Makes text from users safe to print on a terminal.
///
/// ```swift
/// print(TerminalText.sanitized("Pay\u{1B}[31m now\u{7}"))
/// // Prints "Pay now"
/// ```
package enum TerminalText {
  /// `text` without escape sequences (CSI, OSC, DCS and the like, in their 7- and 8-bit forms),
  /// control characters (C0, DEL, C1) or bidirectional overrides and isolates, which could
  /// restyle the terminal, move the cursor or reorder what is shown. Tabs and line breaks
  /// become spaces.
  package static func sanitized(_ text: some StringProtocol) -> String {
    // Printable ASCII, as most names are, has nothing to remove.
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return String(text) }
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
        case 0x5B: skipControlSequence(&scalars)  // ESC [
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F: skipString(&scalars)  // ESC ] P X ^ _
        default:
          // A two-character escape (ESC 7, ESC c…); a control after ESC is looked at again.
          if introducer.value < 0x20 { pending = introducer }
        }
      case 0x9B: skipControlSequence(&scalars)
      case 0x9D, 0x90, 0x98, 0x9E, 0x9F: skipString(&scalars)
      case 0x09, 0x0A, 0x0D: result.append(" ")
      case 0x00...0x1F, 0x7F...0x9F: continue
      case 0x202A...0x202E, 0x2066...0x2069: continue
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// Skips a control sequence's parameters and intermediates up to its final byte.
  private static func skipControlSequence(
    _ scalars: inout some IteratorProtocol<Unicode.Scalar>
  ) {
    while let scalar = scalars.next() {
      if (0x40...0x7E).contains(scalar.value) || scalar.value < 0x20 { return }
    }
  }

  /// Skips a string command (OSC, DCS, SOS, PM, APC) up to BEL or the string terminator.
  private static func skipString(_ scalars: inout some IteratorProtocol<Unicode.Scalar>) {
    var afterEscape = false
    while let scalar = scalars.next() {
      if scalar.value == 0x07 || scalar.value == 0x9C { return }
      if afterEscape, scalar.value == 0x5C { return }
      afterEscape = scalar.value == 0x1B
    }
  }
}
