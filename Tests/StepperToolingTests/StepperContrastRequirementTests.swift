import StepperTooling
import Testing

@Suite struct StepperContrastRequirementTests {
  @Test func requirements() {
    #expect(StepperContrastRequirement.nonText.minimumRatio == 3)
    #expect(StepperContrastRequirement.text.minimumRatio == 4.5)
  }

  @Test func ratioTextRoundsDownSoThatAShortfallNeverReadsAsMeetingIt() {
    #expect(ContrastText.ratio(4.4999) == "4.49:1")
    #expect(ContrastText.ratio(3) == "3.00:1")
    #expect(ContrastText.ratio(21) == "21.00:1")
    #expect(StepperContrastRequirement.text.minimumText == "4.5:1")
    #expect(StepperContrastRequirement.nonText.minimumText == "3:1")
  }
}
