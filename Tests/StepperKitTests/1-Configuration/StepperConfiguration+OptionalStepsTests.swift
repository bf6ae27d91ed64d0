import Testing

@testable import StepperKit

/// Optional steps and the skipped state, from the configuration through the layout, the scene
/// and the accessibility text.
@Suite struct StepperConfigurationOptionalStepsTests {
  private let names: [StepperStepID: String] = [
    1: "Cart", 2: "Gift wrap", 3: "Payment", 4: "Review",
  ]

  @Test func theModifierKeepsTheOptionalSteps() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2).replacing(
      \.optionalSteps, with: [2, 4])
    #expect(configuration.options.optionalSteps == [2, 4])
    #expect(configuration.isOptional(4))
    #expect(!configuration.isOptional(3))
    #expect(try configuration.moving(to: 3).options.optionalSteps == [2, 4])
    #expect(try StepperConfiguration(configuration.options) == configuration)
    #expect(try StepperConfiguration(total: 4, current: 2).options.optionalSteps.isEmpty)
  }

  @Test func anOptionalStepThatDoesNotExistIsATypedError() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, length: 500)
      .replacing(\.substeps, with: [2: 2])
    #expect(throws: StepperConfigurationError.unknownStep(5, total: 4)) {
      try configuration.replacing(\.optionalSteps, with: [5])
    }
    #expect(
      throws: StepperConfigurationError.unknownSubstep(StepperStepID(2, substep: 3), revealed: 2)
    ) {
      try configuration.replacing(\.optionalSteps, with: [StepperStepID(2, substep: 3)])
    }
    let substep = try configuration.replacing(\.optionalSteps, with: [StepperStepID(2, substep: 1)])
    #expect(substep.isOptional(StepperStepID(2, substep: 1)))
  }

  /// The caption is shown as a description: alone, or before the step's own description.
  @Test func anOptionalStepShowsItsCaptionUnderItsName() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 3,
      labels: StepperLabels(names: names, descriptions: [4: "2 items", 1: "3 documents"])
    ).replacing(\.optionalSteps, with: [2, 4])
    #expect(
      configuration.shownDescriptions(strings: .english)
        == [1: "3 documents", 2: "Optional", 4: "Optional · 2 items"])
    #expect(configuration.shownDescriptions(strings: .german)[2] == "Optional")
    #expect(configuration.shownDescriptions(strings: .french)[4] == "Facultative · 2 items")
    let descriptions = StepperScene(configuration, strings: .japanese).elements
      .filter { $0.role == .description }.map { $0.text?.lines.joined(separator: " ") ?? "" }
    #expect(descriptions == ["3 documents", "任意", "任意 · 2 items"])
    let plain = try StepperConfiguration(total: 4, current: 3, labels: StepperLabels(names: names))
    #expect(StepperScene(plain).elements.filter { $0.role == .description }.isEmpty)
  }

  /// A caption is read as "optional" after the step's place, not a second time as its
  /// description.
  @Test func anOptionalStepIsReadAsOptional() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 3, labels: StepperLabels(names: names, descriptions: [4: "2 items"])
    ).replacing(\.optionalSteps, with: [2, 4]).replacing(\.stepStates, with: [2: .skipped])
    let labels = StepperScene(configuration).accessibleSteps().map(\.label)
    #expect(
      labels == [
        "Cart, step 1 of 4, completed", "Gift wrap, step 2 of 4, optional, skipped",
        "Payment, step 3 of 4, current", "Review, 2 items, step 4 of 4, optional, upcoming",
      ])
    let german = StepperScene(configuration, strings: .german).accessibleSteps().map(\.label)
    #expect(german[1] == "Gift wrap, Schritt 2 von 4, optional, übersprungen")
    #expect(
      StepperAccessibility(configuration).description(ofStep: 2, state: .skipped)
        == "Gift wrap, step 2 of 4, optional, skipped")
  }

  /// Skipped steps count as done: those before the current one already do, one after it adds
  /// a step; sub-steps never count.
  @Test func thePercentageCountsSkippedStepsAsDone() throws {
    let behind = try StepperConfiguration(total: 5, current: 3).replacing(
      \.stepStates, with: [2: .skipped])
    #expect(StepperAccessibility(behind).value == "60%")
    let ahead = try StepperConfiguration(total: 5, current: 2).replacing(
      \.stepStates, with: [4: .skipped])
    #expect(ahead.skippedStepsAfterCurrent == 1)
    #expect(StepperAccessibility(ahead).value == "60%")
    #expect(StepperAccessibility(ahead).stepsDone == 3)
    let substep = try StepperConfiguration(total: 5, current: 2, length: 600)
      .replacing(\.substeps, with: [3: 1]).replacing(
        \.stepStates, with: [StepperStepID(3, substep: 1): .skipped])
    #expect(substep.skippedStepsAfterCurrent == 0)
    #expect(StepperAccessibility(substep).value == "40%")
    let other = try StepperConfiguration(total: 5, current: 2).replacing(
      \.stepStates, with: [4: .disabled])
    #expect(StepperAccessibility(other).value == "40%")
  }

  /// A skipped step is drawn apart from a complete, an upcoming and a disabled one in every
  /// style: by its fill, its outline or its content.
  @Test(arguments: StepperStyle.allCases, StepperAppearance.allCases)
  func aSkippedStepIsDrawnApart(style: StepperStyle, appearance: StepperAppearance) throws {
    let configuration = try StepperConfiguration(
      style: style, total: 5, current: 3, theme: .builtIn(appearance),
      length: style == .circular ? 300 : nil
    ).replacing(\.stepStates, with: [2: .skipped, 5: .disabled])
    let marks = StepperScene(configuration).elements.filter { $0.role == .mark }
    func look(_ element: StepperSceneElement) -> String {
      "\(String(describing: element.fill)) \(String(describing: element.stroke)) "
        + (element.content?.kind ?? "-")
    }
    let skipped = try #require(marks.first { $0.state == .skipped })
    for other in marks where other.state != .skipped && other.state != .active {
      #expect(look(skipped) != look(other), "\(other.state)")
    }
    if style == .circular {
      #expect(skipped.content?.kind == "skip")
      #expect(skipped.fill == configuration.resolvedTheme[.bgWhite0])
    } else {
      #expect(skipped.fill == nil)
      #expect(skipped.stroke?.color == configuration.resolvedTheme[.stepperBg])
    }
  }
}
