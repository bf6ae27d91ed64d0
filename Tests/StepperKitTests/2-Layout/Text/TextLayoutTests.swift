import StepperKit
import Testing

/// Measures every character as 10 points, so line breaks are easy to predict.
struct TenPointMeasurer: StepperTextMeasuring {
  func width(of text: Substring, style: StepperTextStyle) -> Double { Double(text.count) * 10 }
}

@Suite struct TextLayoutTests {
  private func lines(_ text: String, _ width: Double, maxLines: Int = 2) -> TextLayout {
    TextLayout(
      text, maxWidth: width, maxLines: maxLines, style: .stepName, measurer: TenPointMeasurer())
  }

  @Test func keepsAShortNameOnOneLine() {
    let layout = lines("Cart", 100)
    #expect(layout.lines == ["Cart"])
    #expect(!layout.isTruncated)
    #expect(layout.width == 40)
  }

  @Test func breaksBetweenWords() {
    #expect(lines("Shipping address", 100).lines == ["Shipping", "address"])
    #expect(lines("Review and confirm", 100).lines == ["Review and", "confirm"])
  }

  @Test func endsWithAnEllipsisPastTwoLines() {
    let layout = lines("Upload your identity document now", 100)
    // The ellipsis follows the last whole word that fits with it.
    #expect(layout.lines == ["Upload", "your…"])
    #expect(layout.isTruncated)
    #expect(layout.needsMoreLines)
    #expect(layout.showsFirstWord)
    #expect(layout.lines.allSatisfy { Double($0.count) * 10 <= 100 })
  }

  @Test func cutsAWordLongerThanALineWithAnEllipsisInsteadOfSplittingIt() {
    let word = lines("Supercalifragilistic", 100)
    #expect(word.lines == ["Supercali…"])
    #expect(word.isTruncated)
    #expect(!word.needsMoreLines)
    #expect(!word.showsFirstWord)
    // The cut word ends the text: what follows would only add more ellipses.
    let second = lines("Cart Supercalifragilistic more", 100)
    #expect(second.lines == ["Cart", "Supercali…"])
    #expect(second.showsFirstWord)
    #expect(second.isTruncated)
  }

  @Test func breaksTheSeedsCheckoutNamesOnlyBetweenWords() {
    // 268 points of dash, five steps: 46.4 points for each name. A name never reads
    // "Addres / s": it is whole, or cut with an ellipsis.
    for name in ["Cart", "Address", "Payment", "Review", "Done"] {
      let layout = TextLayout(name, maxWidth: 46.4, style: .stepName)
      #expect(layout.lines.count == 1, "\(name)")
      #expect(layout.lines[0] == name || layout.lines[0].hasSuffix("…"), "\(name)")
      #expect(layout.showsFirstWord == (layout.lines[0] == name))
    }
  }

  @Test func breaksAfterAHyphenInsideAWord() {
    #expect(lines("Sign-up form", 100).lines == ["Sign-up", "form"])
    #expect(lines("Know-your-customer", 100).lines == ["Know-your-", "customer"])
    #expect(lines("-5 points", 100).lines == ["-5 points"])
  }

  @Test func breaksTextWithoutSpacesBetweenCharacters() {
    // Ten points a character: four a line.
    #expect(lines("本人確認書類", 40).lines == ["本人確認", "書類"])
    // Closing punctuation and small kana stay with the character before.
    #expect(lines("確認します。", 40).lines == ["確認しま", "す。"])
  }

  @Test func aLineOfTooLittleRoomIsALoneEllipsis() {
    let layout = lines("Cart", 5)
    #expect(layout.lines == ["…"])
    #expect(!layout.showsFirstWord)
  }

  @Test func foldsWhiteSpace() {
    #expect(lines("  Scan \n\t ID  ", 100).lines == ["Scan ID"])
    #expect(lines("   ", 100).lines == [])
    #expect(lines("", 100).lines == [])
  }

  @Test func aHeaderHasOneLine() {
    let layout = lines("Payment details", 100, maxLines: 1)
    #expect(layout.lines == ["Payment…"])
    #expect(layout.isTruncated)
  }

  @Test func shortensOneLineWhereALineBreaks() {
    let columns = { (text: Substring) in Double(text.count) }
    #expect(TextLayout.shortened("Upload your ID", toWidth: 12, measure: columns) == "Upload your…")
    #expect(
      TextLayout.shortened("Upload your ID", toWidth: 14, measure: columns) == "Upload your ID")
    #expect(TextLayout.shortened("Identification", toWidth: 6, measure: columns) == "Ident…")
  }

  @Test func measuresWithInter() {
    // "Shipping address" at Inter 12 is about 95 points: two lines at 74.7, one at 100.
    let narrow = TextLayout("Shipping address", maxWidth: 74.667, style: .stepName)
    #expect(narrow.lines == ["Shipping", "address"])
    let wide = TextLayout("Shipping address", maxWidth: 100, style: .stepName)
    #expect(wide.lines == ["Shipping address"])
  }

  @Test func aHugeNameCostsOnlyWhatFits() {
    let name = String(repeating: "x", count: 200_000)
    let layout = lines(name, 100)
    #expect(layout.lines == ["xxxxxxxxx…"])
  }
}
