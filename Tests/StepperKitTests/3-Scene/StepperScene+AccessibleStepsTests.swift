import StepperKit
import Testing

@Suite struct StepperSceneAccessibleStepsTests {
  @Test func eachStepSaysItsNameAndState() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 4, current: 2, labels: StepperLabels(names: [1: "Cart", 2: "Address"])
      ).replacing(\.stepStates, with: [4: .disabled]))
    let steps = scene.accessibleSteps()
    #expect(
      steps.map(\.label) == [
        "Cart, step 1 of 4, completed", "Address, step 2 of 4, current",
        "Step 3 of 4, upcoming", "Step 4 of 4, unavailable",
      ])
    #expect(steps.map(\.isSelected) == [false, true, false, false])
    #expect(steps.map(\.isDisabled) == [false, false, false, true])
    #expect(steps.allSatisfy { !$0.isButton })
    #expect(steps.allSatisfy { $0.frame.width >= 44 && $0.frame.height >= 44 })
  }

  /// On a sub-step, its main step is the step the user is inside: named current, not
  /// completed; only the sub-step is selected.
  @Test func aSubstepsMainStepIsNamedCurrent() throws {
    let scene = StepperScene(
      try StepperConfiguration(total: 4, current: 2, length: 500).replacing(
        \.substeps, with: [2: 2]
      )
      .moving(to: StepperStepID(2, substep: 2)))
    let steps = scene.accessibleSteps()
    #expect(
      steps.map(\.label) == [
        "Step 1 of 4, completed", "Step 2 of 4, current", "Step 2.1 of 4, completed",
        "Step 2.2 of 4, current", "Step 3 of 4, upcoming", "Step 4 of 4, upcoming",
      ])
    #expect(steps.map(\.isSelected) == [false, false, false, true, false, false])
  }

  @Test func tappableStepsAreButtonsAndMatchTheirTapTargets() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 4, current: 3, labels: StepperLabels(names: [1: "Cart"]), interaction: .reachedSteps
      ).replacing(\.stepStates, with: [4: .disabled]))
    let steps = scene.accessibleSteps()
    // The disabled step is a disabled button, as its tap target is.
    #expect(steps.map(\.isButton) == [true, true, true, true])
    #expect(steps.map(\.isDisabled) == [false, false, false, true])
    let targets = scene.tapTargets()
    #expect(targets.map(\.label) == steps.map(\.label))
    #expect(targets.map(\.frame) == steps.map(\.frame))
    #expect(targets.map(\.isSelected) == [false, false, true, false])
    #expect(targets.map(\.isSelectable) == [true, true, true, false])
    #expect(targets.first?.label == "Cart, step 1 of 4, completed")
  }

  @Test func subStepsAndErrorsAreWordedByTheCore() throws {
    let scene = StepperScene(
      try StepperConfiguration(total: 4, current: 2, status: .error, length: 400).replacing(
        \.substeps, with: [2: 2]
      ).moving(to: StepperStepID(2, substep: 1)))
    let labels = scene.accessibleSteps().map(\.label)
    #expect(labels.contains("Step 2.1 of 4, current, failed"))
    #expect(labels.contains("Step 2.2 of 4, upcoming"))
  }

  @Test func aScrollingRowListsTheStepsOnScreen() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 1_000, current: 500, scrolling: StepperScrolling(viewport: 375)))
    let steps = scene.accessibleSteps()
    #expect(steps.count < 10)
    #expect(steps.contains { $0.isSelected && $0.label == "Step 500 of 1,000, current" })
    #expect(steps.allSatisfy { $0.frame.maxX > 0 && $0.frame.x < 375 })
  }

  @Test func labelsFollowTheStrings() throws {
    let scene = StepperScene(
      try StepperConfiguration(
        total: 3, current: 1, labels: StepperLabels(names: [1: "Warenkorb"])),
      strings: .german)
    #expect(scene.accessibleSteps().first?.label == "Warenkorb, Schritt 1 von 3, aktuell")
    #expect(
      scene.accessibleSteps(strings: .french).first?.label == "Warenkorb, étape 1 sur 3, en cours")
  }
}
