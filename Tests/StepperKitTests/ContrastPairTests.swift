import StepperKit
import Testing

@Suite struct ContrastPairTests {
  private func pair(
    _ foreground: UInt32, on background: UInt32, _ requirement: ContrastRequirement
  )
    -> ContrastPair
  {
    ContrastPair(
      part: .fill, role: .dash, state: .active, foreground: nil,
      foregroundColor: RGBColor(foreground), background: nil,
      backgroundColor: RGBColor(background), requirement: requirement)
  }

  @Test func theRatioIsWCAGsWhicheverColorIsInFront() {
    #expect(pair(0x000000, on: 0xFFFFFF, .text).ratio == 21)
    #expect(pair(0xFFFFFF, on: 0x000000, .text).ratio == 21)
  }

  @Test func meetsItsRequirementAtTheMinimumAndNotBelow() {
    // #767676 on white is 4.54:1, just over the text minimum; #949494 is 3.03:1.
    #expect(pair(0x767676, on: 0xFFFFFF, .text).meetsRequirement)
    #expect(!pair(0x949494, on: 0xFFFFFF, .text).meetsRequirement)
    #expect(pair(0x949494, on: 0xFFFFFF, .nonText).meetsRequirement)
    #expect(!pair(0xD2E5FF, on: 0xFFFFFF, .nonText).meetsRequirement)
  }
}
