import StepperKit
import Testing

@Suite struct StepperClampReporterTests {
  @Test func theSameProblemsAreReportedOnceWhileTheyLast() {
    var reporter = StepperClampReporter()
    let invalid = StepperViewInput(current: 5, total: 4).nearestConfiguration(keeping: nil)
    let valid = StepperViewInput(current: 4, total: 4).nearestConfiguration(keeping: nil)
    #expect(reporter.report(for: invalid) == invalid.report)
    #expect(reporter.report(for: invalid) == nil)
    #expect(reporter.report(for: valid) == nil)
    #expect(reporter.report(for: invalid) == invalid.report)
  }

  @Test func otherProblemsAreReportedAgain() {
    var reporter = StepperClampReporter()
    let five = StepperViewInput(current: 5, total: 4).nearestConfiguration(keeping: nil)
    let six = StepperViewInput(current: 6, total: 4).nearestConfiguration(keeping: nil)
    #expect(reporter.report(for: five) != nil)
    #expect(reporter.report(for: six) != nil)
  }
}
