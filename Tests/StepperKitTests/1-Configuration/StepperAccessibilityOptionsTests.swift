import StepperKit
import Testing

@Suite struct StepperAccessibilityOptionsTests {
  @Test func optionsAreNamedInOneOrder() {
    #expect(StepperAccessibilityOptions([]).names == [])
    #expect(
      StepperAccessibilityOptions([.boldText, .increaseContrast]).names == [
        "increaseContrast", "boldText",
      ])
  }

  @Test func increaseContrastDrawsTheIncreasedTheme() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, theme: .dark)
    let increased = configuration.unchecked { $0.accessibilityOptions = .increaseContrast }
    #expect(increased.resolvedTheme == .darkIncreasedContrast)
    #expect(increased.options.accessibilityOptions == .increaseContrast)
    #expect(StepperScene(increased).theme == .darkIncreasedContrast)
  }

  @Test func boldTextSetsEveryStyleAWeightHeavier() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2)
    let bold = configuration.unchecked { $0.accessibilityOptions = .boldText }.textStyles
    #expect(bold.stepName.weight == 600)
    #expect(bold.stepDescription.weight == 600)
    #expect(bold.header.weight == 700)
    #expect(bold.allSteps.weight == 700)
    #expect(bold.markerNumber.weight == 700)
    #expect(configuration.textStyles.stepName.weight == 400)
  }

  @Test func boldTextSetsMarkerNumbersHeavier() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2)
    let scene = StepperScene(configuration.unchecked { $0.accessibilityOptions = .boldText })
    guard case .number(_, _, let style) = scene.elements[2].content else {
      Issue.record("the current marker shows no number")
      return
    }
    #expect(style.weight == 700)
  }

  @Test func withoutOptionsNothingChanges() throws {
    let configuration = try StepperConfiguration(style: .dash, total: 6, current: 3)
    #expect(configuration.unchecked { $0.accessibilityOptions = [] } == configuration)
    #expect(StepperScene(configuration).accessibilityOptions.isEmpty)
  }
}
