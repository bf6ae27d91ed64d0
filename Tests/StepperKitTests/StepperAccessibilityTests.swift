import StepperKit
import Testing

@Suite struct StepperAccessibilityTests {
  @Test func labelValueAndAnnouncement() throws {
    let accessibility = StepperAccessibility(try StepperConfiguration(total: 4, current: 2))
    #expect(accessibility.label == "Step 2 of 4")
    #expect(accessibility.value == "50%")
    #expect(accessibility.announcement == "Step 2 of 4, 50%")
    #expect(accessibility.current == 2)
    #expect(accessibility.total == 4)
    #expect(accessibility.fraction == 0.5)
  }

  @Test func successAndErrorAddTheirWord() throws {
    let success = StepperAccessibility(
      try StepperConfiguration(total: 4, current: 4, status: .success))
    #expect(success.announcement == "Step 4 of 4, 100%, success")
    #expect(success.value == "100%, success")
    let error = StepperAccessibility(try StepperConfiguration(total: 4, current: 2, status: .error))
    #expect(error.announcement == "Step 2 of 4, 50%, error")
  }

  @Test func percentagesRoundToWholeNumbers() throws {
    let third = StepperAccessibility(try StepperConfiguration(total: 3, current: 2))
    #expect(third.value == "67%")
    let oneOfThree = StepperAccessibility(try StepperConfiguration(total: 3, current: 1))
    #expect(oneOfThree.value == "33%")
  }

  @Test func aFinishedFlowIsWhollyDone() throws {
    let accessibility = StepperAccessibility(
      try StepperConfiguration(total: 4, current: 3, status: .success))
    #expect(accessibility.fraction == 1)
    #expect(accessibility.announcement == "Step 3 of 4, 100%, success")
  }

  @Test func stringsComeFromALanguageTable() throws {
    let pirate = StepperStrings(
      languageCode: "x-pirate", stepOfTotal: "{total} steps, ye be on {step}",
      percent: "{percent} in the hundred", success: "treasure", error: "sunk", separator: " — ",
      allSteps: "The whole map")
    let accessibility = StepperAccessibility(
      try StepperConfiguration(total: 4, current: 2, status: .error), strings: pirate)
    #expect(accessibility.announcement == "4 steps, ye be on 2 — 50 in the hundred — sunk")
    #expect(StepperStrings.forLanguage("en-GB") == .english)
    #expect(StepperStrings.forLanguage("tlh") == nil)
  }
}
