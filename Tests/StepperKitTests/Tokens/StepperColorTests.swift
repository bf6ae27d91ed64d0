import StepperKit
import Testing

@Suite struct RGBColorTests {
  @Test func writesUpperCaseHex() {
    #expect(StepperColor(0x155DFC).hex == "#155DFC")
    #expect(StepperColor(red: 0, green: 10, blue: 255).hex == "#000AFF")
  }

  @Test func appendingWritesTheSameHex() {
    var utf8: [UInt8] = []
    for value: UInt32 in [0, 0x155DFC, 0xFFFFFF, 0x0A0B0C, 0xF0E1D2, 0x123456] {
      utf8.removeAll()
      StepperColor(value).appendHex(to: &utf8)
      #expect(String(decoding: utf8, as: UTF8.self) == StepperColor(value).hex)
    }
  }

  @Test(arguments: ["#155dfc", "#155DFC"])
  func parsesHexInEitherCase(_ text: String) {
    #expect(StepperColor(hex: text) == StepperColor(0x155DFC))
  }

  @Test(arguments: ["155DFC", "#155DF", "#155DFCA", "#GGGGGG", "", "#+12345"])
  func refusesOtherText(_ text: String) {
    #expect(StepperColor(hex: text) == nil)
  }
}
