import StepperKit
import Testing

@Suite struct RGBColorTests {
  @Test func writesUpperCaseHex() {
    #expect(RGBColor(0x155DFC).hex == "#155DFC")
    #expect(RGBColor(red: 0, green: 10, blue: 255).hex == "#000AFF")
  }

  @Test(arguments: ["#155dfc", "#155DFC"])
  func parsesHexInEitherCase(_ text: String) {
    #expect(RGBColor(hex: text) == RGBColor(0x155DFC))
  }

  @Test(arguments: ["155DFC", "#155DF", "#155DFCA", "#GGGGGG", "", "#+12345"])
  func refusesOtherText(_ text: String) {
    #expect(RGBColor(hex: text) == nil)
  }
}
