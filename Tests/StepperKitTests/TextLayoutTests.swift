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
    #expect(layout.lines == ["Upload", "your iden…"])
    #expect(layout.isTruncated)
    #expect(layout.lines.allSatisfy { Double($0.count) * 10 <= 100 })
  }

  @Test func breaksAWordLongerThanALine() {
    #expect(lines("Supercalifragilistic", 100).lines == ["Supercalif", "ragilistic"])
    #expect(lines("Supercalifragilisticexpialidocious", 100).lines == ["Supercalif", "ragilisti…"])
  }

  @Test func foldsWhiteSpace() {
    #expect(lines("  Scan \n\t ID  ", 100).lines == ["Scan ID"])
    #expect(lines("   ", 100).lines == [])
    #expect(lines("", 100).lines == [])
  }

  @Test func aHeaderHasOneLine() {
    let layout = lines("Payment details", 100, maxLines: 1)
    #expect(layout.lines == ["Payment d…"])
    #expect(layout.isTruncated)
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
    #expect(layout.lines == ["xxxxxxxxxx", "xxxxxxxxx…"])
  }
}
