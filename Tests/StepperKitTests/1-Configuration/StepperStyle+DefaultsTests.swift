import StepperKit
import Testing

@Suite struct StepperStyleDefaultsTests {
  @Test func circularFollowsProgressStepsDefaults() {
    // "Steps | 3, 4, 5 | 3" and "Current | 1, 2, 3, 4, 5 | 1".
    #expect(StepperStyle.circular.defaultTotal == 3)
    #expect(StepperStyle.circular.defaultCurrent == 1)
  }

  @Test func dashAndBulletFollowTheDesignFrame() {
    // "highlighted 2nd", "visible slots prop1–prop4 = true".
    #expect(StepperStyle.dash.defaultTotal == 4)
    #expect(StepperStyle.dash.defaultCurrent == 2)
    #expect(StepperStyle.bullet.defaultTotal == 4)
    #expect(StepperStyle.bullet.defaultCurrent == 2)
  }

  @Test(arguments: StepperStyle.allCases)
  func theDefaultsMakeAStepperThatBreaksNoRule(_ style: StepperStyle) throws {
    let configuration = try StepperConfiguration(
      style: style, total: style.defaultTotal, current: style.defaultCurrent)
    #expect(StepperGuidelineDiagnostics.warnings(for: configuration).isEmpty)
  }
}
