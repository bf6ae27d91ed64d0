import StepperKit
import Testing

@Suite struct StepperScrollingTests {
  @Test func keepsWhatItWasGiven() throws {
    let scrolling = try StepperScrolling(viewport: 375, offset: -20, isScrollEnabled: false)
    #expect(scrolling.viewport == 375)
    #expect(scrolling.offset == -20)
    #expect(!scrolling.isScrollEnabled)
    let plain = try StepperScrolling(viewport: 200)
    #expect(plain.offset == nil)
    #expect(plain.isScrollEnabled)
  }

  @Test(arguments: [0, -1, 1e9 + 1, Double.infinity, -Double.infinity])
  func refusesAViewportThatIsNoLength(_ viewport: Double) {
    #expect(throws: StepperConfigurationError.invalidViewport(viewport)) {
      try StepperScrolling(viewport: viewport)
    }
  }

  @Test func refusesNotANumberAsAViewportOrAnOffset() {
    #expect {
      try StepperScrolling(viewport: .nan)
    } throws: { error in
      guard case .invalidViewport(let value) = error as? StepperConfigurationError else {
        return false
      }
      return value.isNaN
    }
    #expect {
      try StepperScrolling(viewport: 300, offset: .nan)
    } throws: { error in
      guard case .invalidOffset(let value) = error as? StepperConfigurationError else {
        return false
      }
      return value.isNaN
    }
    #expect(throws: StepperConfigurationError.invalidOffset(-.infinity)) {
      try StepperScrolling(viewport: 300, offset: -.infinity)
    }
  }

  @Test func theLongestViewportIsAccepted() throws {
    let scrolling = try StepperScrolling(viewport: StepperConfiguration.maximumLength)
    #expect(scrolling.viewport == StepperConfiguration.maximumLength)
  }

  @Test func theDocumentedExampleHolds() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 30, current: 12, scrolling: StepperScrolling(viewport: 200))
    #expect(configuration.options.scrolling?.viewport == 200)
    #expect(configuration.resolvedLength == 200)
  }

  @Test func whatDependsOnTheStepsIsCheckedByTheConfiguration() throws {
    let short = try StepperScrolling(viewport: 50)
    #expect(
      throws: StepperConfigurationError.viewportTooShort(
        style: .circular, viewport: 50, minimum: 74)
    ) {
      try StepperConfiguration(total: 10, current: 2, scrolling: short)
    }
    let fixed = try StepperScrolling(viewport: 100, isScrollEnabled: false)
    #expect {
      try StepperConfiguration(style: .dash, total: 30, current: 2, scrolling: fixed)
    } throws: { error in
      guard case .partialStepWithoutScrolling = error as? StepperConfigurationError else {
        return false
      }
      return true
    }
  }
}
