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
}
