import StepperKit
import Testing

/// The guideline rules for an activity the current step cannot show.
@Suite struct StepperGuidelineDiagnosticsActivityTests {
  private let both = StepperActivity(unchecked: true, stepProgress: 0.5)

  private func rules(_ configuration: StepperConfiguration) -> [StepperGuidelineRule] {
    StepperGuidelineDiagnostics.warnings(for: configuration).map(\.rule)
  }

  @Test func anActivityOnAFlowUnderWayBreaksNoRule() throws {
    #expect(
      rules(
        try StepperConfiguration(total: 4, current: 2).replacing(\.activity, with: both)
      ).isEmpty)
  }

  @Test func aFlowThatSucceededOrFailedShowsNoActivity() throws {
    let succeeded = try StepperConfiguration(total: 4, current: 4, status: .success)
      .replacing(\.activity, with: both)
    #expect(rules(succeeded) == [.stepProgressWhileUnderWay, .loadingWhileUnderWay])
    let warnings = StepperGuidelineDiagnostics.warnings(for: succeeded)
    #expect(warnings.first?.detail == "step progress 0.5 is not shown: the flow succeeded")
    let failed = try StepperConfiguration(total: 4, current: 2, status: .error)
      .replacing(\.activity, with: .loading)
    #expect(rules(failed) == [.loadingWhileUnderWay])
  }

  @Test func aCurrentStepSetToAnotherStateShowsNoActivity() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2)
      .replacing(\.stepStates, with: [2: .complete]).changing {
        $0.isLoading = false
        $0.stepProgress = 0.2
      }
    let warnings = StepperGuidelineDiagnostics.warnings(for: configuration)
    #expect(warnings.map(\.rule) == [.stepProgressWhileUnderWay])
    #expect(warnings.first?.detail.contains("set to complete") == true)
  }
}
