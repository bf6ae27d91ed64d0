import StepperKit
import Testing

/// The rule that a skipped step lies behind the current one.
@Suite struct StepperGuidelineDiagnosticsSkippedTests {
  private func warnings(_ configuration: StepperConfiguration) -> [StepperGuidelineWarning] {
    StepperGuidelineDiagnostics.warnings(for: configuration)
  }

  @Test func aSkippedStepBehindTheCurrentOneBreaksNoRule() throws {
    let configuration = try StepperConfiguration(total: 4, current: 3)
      .replacing(\.optionalSteps, with: [2]).replacing(\.stepStates, with: [2: .skipped])
    #expect(warnings(configuration).isEmpty)
  }

  @Test func aSkippedStepAheadOrTheCurrentStepSkippedBreaksTheRule() throws {
    let ahead = try StepperConfiguration(total: 5, current: 2)
      .replacing(\.stepStates, with: [4: .skipped, 1: .skipped])
    let found = warnings(ahead)
    #expect(found.map(\.rule) == [.skippedStepsBeforeCurrent])
    #expect(
      found.first?.detail.hasPrefix("step 4 is skipped but not before the current step 2")
        == true)
    let current = try StepperConfiguration(total: 5, current: 2)
      .replacing(\.stepStates, with: [2: .skipped, 3: .skipped])
    #expect(warnings(current).first?.detail.hasPrefix("steps 2, 3 are skipped") == true)
  }

  /// The main step whose sub-step is current is the step the user is inside, not one passed.
  @Test func theStepTheUserIsInsideIsNotPassed() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 4, current: StepperStepID(2, substep: 2),
      substeps: StepperSubsteps([2: 2])
    ).replacing(\.stepStates, with: [2: .skipped, StepperStepID(2, substep: 1): .skipped])
    let found = warnings(configuration)
    #expect(found.map(\.rule) == [.skippedStepsBeforeCurrent])
    #expect(found.first?.detail.hasPrefix("step 2 is skipped") == true)
  }

  @Test func theRuleHasItsText() {
    #expect(
      StepperGuidelineRule.skippedStepsBeforeCurrent.rawValue == "skipped-steps-before-current")
    #expect(StepperGuidelineRule.skippedStepsBeforeCurrent.text.contains("before the current one"))
  }
}
