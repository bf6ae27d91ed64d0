import Testing

@testable import StepperCLI

@Suite struct TextPaddingTests {
  @Test func padsWithSpacesOrCutsToTheWidth() {
    #expect("ab".padded(toWidth: 4) == "ab  ")
    #expect("abcdef".padded(toWidth: 4) == "abcd")
    #expect("abcd".padded(toWidth: 4) == "abcd")
    #expect("é".padded(toWidth: 2) == "é ")
  }

  @Test func trimsSpacesAndTabsButNotLineBreaks() {
    #expect("  Inter \t".trimmingSpaces == "Inter")
    #expect(" \u{00A0}a b ".trimmingSpaces == "a b")
    #expect("\na\n".trimmingSpaces == "\na\n")
    #expect("   ".trimmingSpaces == "")
  }
}
