import StepperKit
import Testing

@Suite struct LineBreaksTests {
  private func pieces(_ text: String) -> [String] {
    LineBreaks.units(of: text).map { String($0.text) }
  }

  @Test func breaksAtWhiteSpaceOnly() {
    #expect(pieces("Shipping address") == ["Shipping", "address"])
    #expect(pieces("  Scan \n\t ID  ") == ["Scan", "ID"])
    #expect(pieces("Address") == ["Address"])
    #expect(LineBreaks.units(of: "a b").map(\.followsSpace) == [false, true])
  }

  @Test func breaksAfterAHyphenBetweenLettersOrDigits() {
    #expect(pieces("Sign-up") == ["Sign-", "up"])
    #expect(pieces("Step 2–3") == ["Step", "2–", "3"])
    #expect(pieces("-5") == ["-5"])
    #expect(pieces("a--b") == ["a--b"])
    #expect(pieces("end-") == ["end-"])
    #expect(LineBreaks.units(of: "Sign-up").map(\.followsSpace) == [false, false])
  }

  @Test func breaksBetweenWideCharactersButNotBeforeClosingPunctuation() {
    #expect(pieces("支払い") == ["支", "払", "い"])
    #expect(pieces("「確認」です。") == ["「確", "認」", "で", "す。"])
    #expect(pieces("ちょっと") == ["ちょっ", "と"])
    #expect(pieces("ID確認") == ["ID", "確", "認"])
    #expect(pieces("본인 확인") == ["본", "인", "확", "인"])
  }

  @Test func aZeroWidthSpaceIsABreakWithoutASpace() {
    let units = LineBreaks.units(of: "Verifi\u{200B}cation")
    #expect(units.map { String($0.text) } == ["Verifi", "cation"])
    #expect(units.map(\.followsSpace) == [false, false])
  }
}
