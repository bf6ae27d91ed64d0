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
    let configuration = try StepperConfiguration(.init(style: .dash, total: 5, current: 2))
      .moving(to: 3)
    #expect(configuration.options.current == 3)
  }

  @Test func eachChangeChangesItsOptionsOnly() throws {
    let vertical = base.unchecked { $0.axis = .vertical }
    #expect(vertical.options.axis == .vertical)
    #expect(vertical.options.labels == base.options.labels)
    #expect(vertical.options.current.step == base.options.current.step)
    #expect(base.unchecked { $0.direction = .rightToLeft }.options.direction == .rightToLeft)
    #expect(base.unchecked { $0.theme = .dark }.resolvedTheme == .dark)
    #expect(base.unchecked { $0.axis = .horizontal } == base)
    #expect(try base.replacing(\.status, with: .error).options.status == .error)
    #expect(try base.replacing(\.length, with: 400).resolvedLength == 400)
    #expect(try base.replacing(\.length, with: 400).replacing(\.length, with: nil) == base)
    #expect(try base.replacing(\.stepStates, with: [3: .disabled]).state(of: 3) == .disabled)
    #expect(try base.replacing(\.firstNumber, with: 3).shownNumber(of: 2) == 4)
    #expect(try base.replacing(\.isTappable, with: true).isSelectable(1))
    #expect(
      try base.replacing(\.length, with: 500).replacing(\.substeps, with: [3: 2]).steps.count == 6)
    let scrolled = try base.changing {
      $0.viewport = 300
      $0.scrollOffset = 10
    }
    #expect(scrolled.options.scrolling == (try StepperScrolling(viewport: 300, offset: 10)))
    #expect(
      try scrolled.changing {
        $0.viewport = nil
        $0.scrollOffset = nil
      } == base)
    let relabelled = try base.changing {
      $0.stepNames = [:]
      $0.showsHeader = false
    }
    #expect(relabelled.options.labels == .none)
    #expect(relabelled.options.style == base.options.style)
  }

  @Test func aModifiedConfigurationEqualsOneMadeWhole() throws {
    let modified = try base.unchecked {
      $0.axis = .vertical
      $0.theme = .dark
    }.replacing(\.stepStates, with: [4: .disabled])
      .replacing(\.firstNumber, with: 2)
    let whole = try StepperConfiguration(
      total: 4, current: 2, axis: .vertical, theme: .dark
    )
    .changing {
      $0.stepNames = base.options.stepNames
      $0.showsHeader = true
      $0.stepStates = [4: .disabled]
      $0.firstNumber = 2
    }
    #expect(modified == whole)
  }

  @Test func movingGoesToAMainStepOrARevealedSubstep() throws {
    #expect(try base.moving(to: 4).options.current.step == 4)
    let revealed = try base.replacing(\.length, with: 500).replacing(\.substeps, with: [2: 2])
    let inside = try revealed.moving(to: StepperStepID(2, substep: 2))
    #expect(inside.options.current.step == 2)
    #expect(inside.options.current.substep == 2)
    #expect(try inside.moving(to: 3).options.current.substep == nil)
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
    let finished = try base.moving(to: 4).replacing(\.status, with: .success)
    #expect(throws: StepperConfigurationError.successBeforeLastStep(current: 3, total: 4)) {
      try finished.moving(to: 3)
    }
    #expect(throws: StepperConfigurationError.successBeforeLastStep(current: 2, total: 4)) {
      try base.replacing(\.status, with: .success)
    }
    #expect(
      try finished.replacing(\.status, with: .default).moving(to: 3).options.current.step == 3)
  }

  @Test func changesCheckTheWholeConfiguration() throws {
    #expect(throws: StepperConfigurationError.unknownStep(9, total: 4)) {
      try base.replacing(\.stepNames, with: [9: "Gift"])
    }
    #expect(throws: StepperConfigurationError.unknownStep(0, total: 4)) {
      try base.replacing(\.stepStates, with: [0: .error])
    }
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try base.changing {
        $0.isTappable = true
        $0.tappableSteps = [5]
      }
    }
    #expect(throws: StepperConfigurationError.unknownStep(6, total: 4)) {
      try base.replacing(\.substeps, with: [6: 1])
    }
    #expect(throws: StepperConfigurationError.invalidLength(-1)) {
      try base.replacing(\.length, with: -1)
    }
    #expect {
      try base.replacing(\.length, with: 100)
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
      try base.replacing(\.firstNumber, with: 0)
    }
    #expect(
      throws: StepperConfigurationError.viewportTooShort(
        style: .circular, viewport: 50, minimum: 74)
    ) {
      try StepperConfiguration(total: 10, current: 2, scrolling: StepperScrolling(viewport: 300))
        .replacing(\.viewport, with: 50)
    }
  }

  @Test func aChangeThatUnsettlesAnotherPartIsAnError() throws {
    let inside = try base.replacing(\.length, with: 500).replacing(\.substeps, with: [2: 2]).moving(
      to: StepperStepID(2, substep: 1))
    // Hiding the sub-steps the user is on.
    #expect(
      throws: StepperConfigurationError.unknownSubstep(StepperStepID(2, substep: 1), revealed: 0)
    ) {
      try inside.replacing(\.substeps, with: [:])
    }
    // Drawing whole a row that only fits a viewport.
    let long = try StepperConfiguration(
      total: 40, current: 2, scrolling: StepperScrolling(viewport: 300))
    #expect {
      try long.replacing(\.viewport, with: nil)
    } throws: { error in
      guard case .lengthTooShort = error as? StepperConfigurationError else { return false }
      return true
    }
    // A length and a viewport at once.
    #expect(throws: StepperConfigurationError.lengthWithViewport) {
      try long.replacing(\.length, with: 400)
    }
    #expect(throws: StepperConfigurationError.lengthWithViewport) {
      try base.replacing(\.length, with: 400).replacing(\.viewport, with: 300)
    }
  }
}
