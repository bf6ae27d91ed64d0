import StepperKit
import Testing

/// The activity part of a configuration: set through the modifier and the one checking path,
/// and shown only while the current step is drawn as the one the user is on.
@Suite struct StepperConfigurationActivityTests {
  private let half = StepperActivity(unchecked: true, stepProgress: 0.5)

  @Test func theModifierKeepsTheActivityThroughOtherChanges() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2).replacing(
      \.activity, with: half)
    #expect(configuration.options.activity == half)
    #expect(try configuration.moving(to: 3).options.activity == half)
    #expect(try StepperConfiguration(configuration.options) == configuration)
    #expect(try StepperConfiguration(total: 4, current: 2).options.activity == .none)
  }

  @Test(arguments: [-0.5, 1.5, Double.infinity])
  func anUncheckedFractionOutsideZeroToOneIsRefusedByTheConfiguration(_ fraction: Double) throws {
    let configuration = try StepperConfiguration(total: 4, current: 2)
    #expect(throws: StepperConfigurationError.invalidStepProgress(fraction)) {
      try configuration.changing {
        $0.isLoading = false
        $0.stepProgress = fraction
      }
    }
  }

  @Test func theActivityShowsOnlyOnAnActiveCurrentStep() throws {
    let underWay = try StepperConfiguration(total: 4, current: 2).replacing(\.activity, with: half)
    #expect(underWay.shownActivity == half)
    let succeeded = try StepperConfiguration(total: 4, current: 4, status: .success)
      .replacing(\.activity, with: half)
    #expect(succeeded.shownActivity == .none)
    let failed = try StepperConfiguration(total: 4, current: 2, status: .error).replacing(
      \.activity, with: half)
    #expect(failed.shownActivity == .none)
    let disabled = try underWay.replacing(\.stepStates, with: [2: .disabled])
    #expect(disabled.shownActivity == .none)
    // A current sub-step is active too: the activity is its own.
    let substep = try StepperConfiguration(
      style: .dash, total: 4, current: StepperStepID(2, substep: 1),
      substeps: StepperSubsteps([2: 2])
    ).replacing(\.activity, with: half)
    #expect(substep.shownActivity == half)
  }
}
