import StepperKit
import Testing

@Suite struct StepperConfigurationModifiersTests {
  let base: StepperConfiguration

  init() throws {
    base = try StepperConfiguration(
      style: .circular, total: 4, current: 2,
      labels: StepperLabels(names: [1: "Cart", 2: "Address"], showsHeader: true))
  }

  @Test func theDocumentedExampleHolds() throws {
    let configuration = try StepperConfiguration(style: .dash, total: 5, current: 2)
      .labels(StepperLabels(names: [2: "Address"], showsHeader: true))
      .moving(to: 3)
    #expect(configuration.current == 3)
    #expect(configuration.labels.names == [2: "Address"])
  }

  @Test func eachModifierChangesItsPartOnly() throws {
    let vertical = base.axis(.vertical)
    #expect(vertical.axis == .vertical)
    #expect(vertical.labels == base.labels)
    #expect(vertical.current == base.current)
    #expect(base.direction(.rightToLeft).direction == .rightToLeft)
    #expect(base.theme(.dark).theme == .dark)
    #expect(base.axis(.horizontal) == base)
    #expect(try base.status(.error).status == .error)
    #expect(try base.length(400).length == 400)
    #expect(try base.length(400).length(nil) == base)
    #expect(try base.stepStates([3: .disabled]).state(of: 3) == .disabled)
    #expect(try base.firstNumber(3).shownNumber(of: 2) == 4)
    #expect(try base.interaction(.reachedSteps).isTappable(1))
    #expect(try base.length(500).substeps(StepperSubsteps([3: 2])).steps.count == 6)
    let scrolled = try base.scrolling(StepperScrolling(viewport: 300, offset: 10))
    #expect(scrolled.scrolling == (try StepperScrolling(viewport: 300, offset: 10)))
    #expect(try scrolled.scrolling(nil) == base)
    let relabelled = try base.labels(.none)
    #expect(relabelled.labels == .none)
    #expect(relabelled.style == base.style)
  }

  @Test func aModifiedConfigurationEqualsOneMadeWhole() throws {
    let modified = try base.axis(.vertical).theme(.dark).stepStates([4: .disabled])
      .firstNumber(2)
    let whole = try StepperConfiguration(
      total: 4, current: 2, axis: .vertical, theme: .dark
    )
    .labels(base.labels).stepStates([4: .disabled]).firstNumber(2)
    #expect(modified == whole)
  }

  @Test func movingGoesToAMainStepOrARevealedSubstep() throws {
    #expect(try base.moving(to: 4).current == 4)
    let revealed = try base.length(500).substeps(StepperSubsteps([2: 2]))
    let inside = try revealed.moving(to: StepperStepID(2, substep: 2))
    #expect(inside.current == 2)
    #expect(inside.currentSubstep == 2)
    #expect(try inside.moving(to: 3).currentSubstep == nil)
  }

  @Test(arguments: [0, 5, -1, Int.min, Int.max])
  func movingOutOfTheStepsIsAnError(_ step: Int) {
    #expect(throws: StepperConfigurationError.currentOutOfRange(current: step, total: 4)) {
      try base.moving(to: StepperStepID(step))
    }
  }

  @Test func movingToAHiddenSubstepIsAnError() {
    #expect(
      throws: StepperConfigurationError.unknownSubstep(StepperStepID(3, substep: 1), revealed: 0)
    ) {
      try base.moving(to: StepperStepID(3, substep: 1))
    }
  }

  @Test func aSuccessStaysOnTheLastStep() throws {
    let finished = try base.moving(to: 4).status(.success)
    #expect(throws: StepperConfigurationError.successBeforeLastStep(current: 3, total: 4)) {
      try finished.moving(to: 3)
    }
    #expect(throws: StepperConfigurationError.successBeforeLastStep(current: 2, total: 4)) {
      try base.status(.success)
    }
    #expect(try finished.status(.default).moving(to: 3).current == 3)
  }

  @Test func modifiersCheckTheWholeConfiguration() throws {
    #expect(throws: StepperConfigurationError.unknownStep(9, total: 4)) {
      try base.labels(StepperLabels(names: [9: "Gift"]))
    }
    #expect(throws: StepperConfigurationError.unknownStep(0, total: 4)) {
      try base.stepStates([0: .error])
    }
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try base.interaction(.tappable(steps: [5]))
    }
    #expect(throws: StepperConfigurationError.unknownStep(6, total: 4)) {
      try base.substeps(StepperSubsteps([6: 1]))
    }
    #expect(throws: StepperConfigurationError.invalidLength(-1)) {
      try base.length(-1)
    }
    #expect {
      try base.length(100)
    } throws: { error in
      guard
        case .lengthTooShort(.circular, 4, 100, let minimum) = error as? StepperConfigurationError
      else { return false }
      return minimum > 100
    }
    #expect(
      throws: StepperConfigurationError.firstNumberOutOfRange(
        firstNumber: 0, total: 4, maximum: 99_999_997)
    ) {
      try base.firstNumber(0)
    }
    #expect(
      throws: StepperConfigurationError.viewportTooShort(
        style: .circular, viewport: 50, minimum: 74)
    ) {
      try StepperConfiguration(total: 10, current: 2, scrolling: StepperScrolling(viewport: 300))
        .scrolling(StepperScrolling(viewport: 50))
    }
  }

  @Test func aChangeThatUnsettlesAnotherPartIsAnError() throws {
    let inside = try base.length(500).substeps(StepperSubsteps([2: 2])).moving(
      to: StepperStepID(2, substep: 1))
    // Hiding the sub-steps the user is on.
    #expect(
      throws: StepperConfigurationError.unknownSubstep(StepperStepID(2, substep: 1), revealed: 0)
    ) {
      try inside.substeps(.none)
    }
    // Drawing whole a row that only fits a viewport.
    let long = try StepperConfiguration(
      total: 40, current: 2, scrolling: StepperScrolling(viewport: 300))
    #expect {
      try long.scrolling(nil)
    } throws: { error in
      guard case .lengthTooShort = error as? StepperConfigurationError else { return false }
      return true
    }
    // A length and a viewport at once.
    #expect(throws: StepperConfigurationError.lengthWithViewport) {
      try long.length(400)
    }
    #expect(throws: StepperConfigurationError.lengthWithViewport) {
      try base.length(400).scrolling(StepperScrolling(viewport: 300))
    }
  }
}
