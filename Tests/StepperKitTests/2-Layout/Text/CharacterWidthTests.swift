import StepperKit
import Testing

@Suite struct CharacterWidthTests {
  @Test(arguments: ["支", "払", "い", "한", "Ａ", "🎉", "😀"] as [Unicode.Scalar])
  func eastAsianWideAndEmojiAreWide(_ scalar: Unicode.Scalar) {
    #expect(CharacterWidth.isWide(scalar))
    #expect(!CharacterWidth.isZeroWidth(scalar))
  }

  @Test(arguments: ["a", "é", "ب", "Ж", "·"] as [Unicode.Scalar])
  func otherLettersAreNarrow(_ scalar: Unicode.Scalar) {
    #expect(!CharacterWidth.isWide(scalar))
    #expect(!CharacterWidth.isZeroWidth(scalar))
  }

  @Test(arguments: ["\u{0301}", "\u{200D}", "\u{FE0F}", "\u{200B}", "\u{1B}"] as [Unicode.Scalar])
  func marksJoinersAndControlsTakeNoRoom(_ scalar: Unicode.Scalar) {
    #expect(CharacterWidth.isZeroWidth(scalar))
  }

  /// Where the package's two former tables disagreed, the answer of EastAsianWidth.txt: the
  /// terminal's table counted the ambiguous circled numbers on black squares as wide; the
  /// fonts' table counted neutral pictographs of the emoji blocks, which show as text unless a
  /// variation selector asks for an emoji, as wide, and neither knew Unicode 14's and 16's
  /// wide additions.
  @Test(
    arguments: [
      ("\u{3248}", false),  // ㉈ circled number ten on black square: ambiguous
      ("\u{324F}", false),  // ㉏ circled number eighty on black square: ambiguous
      ("\u{1F321}", false),  // 🌡 thermometer: neutral
      ("\u{1F54A}", false),  // 🕊 dove of peace: neutral
      ("\u{1F5A5}", false),  // 🖥 desktop computer: neutral
      ("\u{1F6CB}", false),  // 🛋 couch and lamp: neutral
      ("\u{1F93B}", false),  // 🤻 modern pentathlon: neutral
      ("\u{1F1E6}", false),  // regional indicator A: neutral (a pair is a flag, two columns)
      ("\u{1F7F0}", true),  // 🟰 heavy equals sign: wide, emoji presentation (Unicode 14)
      ("\u{2630}", true),  // ☰ trigram for heaven: wide since Unicode 16
      ("\u{268A}", true),  // ⚊ monogram for yang: wide since Unicode 16
      ("\u{4DC0}", true),  // ䷀ hexagram for the creative heaven: wide since Unicode 16
      ("\u{1D300}", true),  // 𝌀 monogram for earth: wide since Unicode 16
      ("\u{1D360}", true),  // 𝍠 counting rod unit digit one: wide since Unicode 16
    ] as [(Unicode.Scalar, Bool)])
  func followsEastAsianWidthWhereTheOldTablesDisagreed(_ scalar: Unicode.Scalar, _ isWide: Bool) {
    #expect(CharacterWidth.isWide(scalar) == isWide, "U+\(String(scalar.value, radix: 16))")
  }

  /// The edges of ranges in the middle and at both ends of the table are found by the search.
  @Test(
    arguments: [
      (0x10FF, false), (0x1100, true), (0x115F, true), (0x1160, false), (0x3247, true),
      (0x3250, true), (0xA48C, true), (0xA48D, false), (0x3FFFD, true), (0x3FFFE, false),
      (0x10FFFF, false),
    ] as [(UInt32, Bool)])
  func findsTheEdgesOfItsRanges(_ value: UInt32, _ isWide: Bool) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(CharacterWidth.isWide(scalar) == isWide)
  }
}
