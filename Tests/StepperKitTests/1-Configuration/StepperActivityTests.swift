import StepperKit
import Testing

/// The current step's activity as a value: loading, and a step progress checked to 0…1.
@Suite struct StepperActivityTests {
  @Test(arguments: [0.0, 0.25, 0.5, 1.0])
  func aFractionFromZeroToOneIsKept(_ fraction: Double) throws {
    let activity = try StepperActivity(isLoading: true, stepProgress: fraction)
    #expect(activity.stepProgress == fraction)
    #expect(activity.isLoading)
    #expect(!activity.isEmpty)
  }

  @Test(arguments: [-0.01, 1.01, -1, 2, .infinity, -.infinity])
  func aFractionOutsideZeroToOneIsATypedError(_ fraction: Double) {
    #expect(throws: StepperConfigurationError.invalidStepProgress(fraction)) {
      try StepperActivity(stepProgress: fraction)
    }
  }

  @Test func notANumberIsATypedErrorThatSaysWhatIsAllowed() throws {
    let error = try #require(
      throws: StepperConfigurationError.self,
      performing: { try StepperActivity(stepProgress: .nan) })
    guard case .invalidStepProgress(let value) = error else {
      Issue.record("expected invalidStepProgress, got \(error)")
      return
    }
    #expect(value.isNaN)
    #expect(error.description.contains("from 0 to 1"))
    #expect(error.description.hasSuffix("got nan"))
  }

  @Test func noneAndLoadingNameTheUsualActivities() {
    #expect(StepperActivity.none.isEmpty)
    #expect(StepperActivity.loading.isLoading && StepperActivity.loading.stepProgress == nil)
    #expect(!StepperActivity.loading.isEmpty)
  }
}
