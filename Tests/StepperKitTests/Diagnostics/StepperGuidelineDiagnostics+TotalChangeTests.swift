import StepperKit
import Testing

/// A change of total that takes the user's step away breaks a rule.
@Suite struct StepperGuidelineDiagnosticsTotalChangeTests {
  @Test func removingTheCurrentStepBreaksTheRule() throws {
    let before = try StepperConfiguration(style: .dash, total: 6, current: 5)
    let after = try StepperConfiguration(style: .dash, total: 4, current: 4)
    let warnings = StepperGuidelineDiagnostics.warnings(forChangeFrom: before, to: after)
    #expect(warnings.map(\.rule) == [.changeKeepsCurrentStep])
    #expect(
      warnings.first?.detail
        == "the total went from 6 to 4 while step 5 was current; move the user back before "
        + "removing their step")
  }

  @Test func removingLaterStepsOrAddingStepsBreaksNothing() throws {
    let before = try StepperConfiguration(style: .dash, total: 6, current: 4)
    for total in [4, 5, 6, 9] {
      let after = try StepperConfiguration(style: .dash, total: total, current: 4)
      #expect(StepperGuidelineDiagnostics.warnings(forChangeFrom: before, to: after).isEmpty)
    }
  }

  @Test func theStepsAreCountedInTheNumbersShown() throws {
    let before = try StepperConfiguration(style: .dash, total: 4, current: 4).replacing(
      \.firstNumber, with: 3)
    let after = try StepperConfiguration(style: .dash, total: 4, current: 3).replacing(
      \.firstNumber, with: 2)
    // Step 6 of 6 was current; the flow now ends at 5.
    #expect(
      StepperGuidelineDiagnostics.warnings(forChangeFrom: before, to: after).map(\.rule)
        == [.changeKeepsCurrentStep])
  }
}
