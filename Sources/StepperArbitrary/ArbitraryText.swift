/// Text a user might give as a step name, and text meant to break things: markup characters,
/// quotes, control characters, whole escape sequences, right-to-left and wide scripts, emoji,
/// combining marks, invisible and direction-changing characters.
package enum ArbitraryText {
  /// Whole pieces names are built from.
  package static let pieces: [String] =
    [
      "Cart", "Address", "Payment", "Upload your identity document", "Scan ID",
      "<script>alert(1)</script>", "</svg>", "]]>", "<!--", "-->", "&amp;", "&", "&#0;", "<", ">",
      "\"", "'", "\"quoted\"", "a=\"b\"", "\\", "\\u0000", "%s", "{step}", "{total}",
      "الدفع", "العنوان", "תשלום", "支払い手続き", "身份验证", "결제", "Zahlungsbestätigung",
      "👩‍👩‍👧", "🇸🇪", "e\u{301}", "\u{200B}", "\u{200F}", "\u{202E}evil", "\u{2066}", "\u{FEFF}",
      "\u{0}", "\u{1B}[31m", "\u{7}", "\u{7F}", "\u{85}", "\u{9F}", "\u{FFFE}", "\u{FFFF}",
      "\u{10FFFF}", "\t", "\n", "\r\n", " ", "   ", "W" + String(repeating: "i", count: 40),
      String(repeating: "M", count: 120), "nan", "inf", "-0", "1e308",
    ] + escapeSequences

  /// The character every payload of ``escapeSequences`` is made of, between its other
  /// characters: U+E0001 (LANGUAGE TAG), which no other piece or range holds, so a piece of a
  /// payload anywhere in terminal output is a sequence that leaked
  /// (`OutputProblems.leakedSequenceFragments(inTerminalText:)`).
  package static let payloadMarker: Unicode.Scalar = "\u{E0001}"

  /// Whole escape sequences a hostile name may hold, long enough that a line break or a cut
  /// falls inside them: OSC titles and hyperlinks, CSI, DCS, APC, PM and SOS strings, their
  /// 8-bit forms, and an OSC never terminated. Their payloads are ``payloadMarker`` between
  /// every other character.
  package static let escapeSequences: [String] = {
    func payload(_ text: String) -> String {
      var marked = String(Character(payloadMarker))
      for character in text { marked += String(character) + String(Character(payloadMarker)) }
      return marked
    }
    return [
      "\u{1B}]0;" + payload("window title") + "\u{7}",
      "\u{1B}]8;;" + payload("https://example.com/a") + "\u{1B}\\link\u{1B}]8;;\u{1B}\\",
      "\u{1B}[" + payload("38;2;255;0;0") + "m",
      "\u{1B}P" + payload("1;2|device control") + "\u{1B}\\",
      "\u{1B}_" + payload("application") + "\u{1B}\\",
      "\u{1B}^" + payload("privacy message") + "\u{1B}\\",
      "\u{1B}X" + payload("start of string") + "\u{1B}\\",
      "\u{9B}" + payload("1;31") + "m",
      "\u{9D}0;" + payload("eight-bit title") + "\u{9C}",
      "\u{90}" + payload("eight-bit device") + "\u{9C}",
      "\u{1B}]2;" + payload("never terminated title"),
    ]
  }()

  /// Ranges of scalars single characters are drawn from.
  package static let scalarRanges: [ClosedRange<UInt32>] = [
    0x20...0x7E,  // ASCII
    0x00...0x1F,  // C0 controls
    0x7F...0x9F,  // DEL and C1 controls
    0xA0...0xFF,  // Latin-1
    0x300...0x36F,  // combining marks
    0x590...0x5FF,  // Hebrew
    0x600...0x6FF,  // Arabic
    0x200B...0x200F,  // zero-width and direction marks
    0x202A...0x202E,  // direction embeddings and overrides
    0x2066...0x2069,  // direction isolates
    0x3040...0x30FF,  // Japanese kana
    0x4E00...0x9FFF,  // CJK ideographs
    0xAC00...0xD7A3,  // Hangul
    0xE000...0xF8FF,  // private use
    0xFFF0...0xFFFF,  // specials and noncharacters
    0x1F300...0x1FAFF,  // emoji
    0x10FFF0...0x10FFFF,  // the last plane's end
  ]

  /// A name of up to `maximumParts` parts, each a piece or a run of random characters.
  package static func name<Source>(
    _ arbitrary: inout Arbitrary<Source>, maximumParts: Int = 4
  ) -> String {
    var text = ""
    for _ in 0..<arbitrary.int(in: 1...max(1, maximumParts)) {
      if arbitrary.chance(50) {
        text += arbitrary.element(of: pieces)
      } else {
        for _ in 0..<arbitrary.int(in: 1...12) { text.unicodeScalars.append(scalar(&arbitrary)) }
      }
      if arbitrary.chance(40) { text += " " }
    }
    return text
  }

  /// One scalar from one of ``scalarRanges`` (never a surrogate, which no string can hold).
  package static func scalar<Source>(_ arbitrary: inout Arbitrary<Source>) -> Unicode.Scalar {
    let range = arbitrary.element(of: scalarRanges)
    let value = arbitrary.int(in: Int(range.lowerBound)...Int(range.upperBound))
    return Unicode.Scalar(UInt32(value)) ?? "?"
  }
}
