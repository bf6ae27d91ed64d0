import StepperKit
import Testing

@Suite struct StepperTextStylesTests {
  @Test func theDefaultIsTheDesignSizes() {
    let styles = StepperTextStyles()
    #expect(styles.textSize == .large)
    #expect(styles.stepName == .stepName)
    #expect(styles.header == .header)
    #expect(styles.allSteps == .allSteps)
  }

  @Test(arguments: StepperTextSizeCategory.allCases)
  func namesAndTheHeaderScaleButMarkerNumbersDoNot(_ category: StepperTextSizeCategory) {
    let styles = StepperTextStyles(textSize: category)
    #expect(styles.stepName == StepperTextStyle.stepName.scaled(for: category))
    #expect(styles.header == StepperTextStyle.header.scaled(for: category))
    #expect(styles.allSteps == StepperTextStyle.allSteps.scaled(for: category))
    #expect(styles.stepDescription == StepperTextStyle.stepDescription.scaled(for: category))
    #expect(styles.markerNumber == .markerNumber)
    #expect(styles.substepNumber == .substepNumber)
  }

  @Test func allListsEveryStyleOnce() {
    let styles = StepperTextStyles(textSize: .xxLarge)
    #expect(styles.all.count == 6)
    #expect(Set(styles.all).count == 6)
    #expect(styles.all.contains(styles.stepDescription))
    #expect(styles.all.contains(styles.stepName))
  }

  @Test func aConfigurationsStylesFollowItsTextSize() throws {
    let plain = try StepperConfiguration(total: 4, current: 2)
    #expect(plain.textSize == .large)
    #expect(plain.textStyles == StepperTextStyles())
    let large = try StepperConfiguration(
      total: 4, current: 2, labels: StepperLabels(textSize: .accessibility2))
    #expect(large.textStyles == StepperTextStyles(textSize: .accessibility2))
  }

  @Test func aScenesTextIsSetInTheScaledStyles() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 2,
      labels: StepperLabels(
        names: [2: "Address"], showsHeader: true, showsAllSteps: true, textSize: .xLarge))
    let scene = StepperScene(configuration)
    let styles = StepperTextStyles(textSize: .xLarge)
    let style = { (role: StepperSceneElement.Role) in
      scene.elements.first { $0.role == role }?.text?.style
    }
    #expect(style(.label) == styles.stepName)
    #expect(style(.title) == styles.header)
    #expect(style(.allSteps) == styles.allSteps)
    let marker = scene.elements.first { $0.role == .mark && $0.step == 3 }
    guard case .number(_, _, let numberStyle) = marker?.content else {
      Issue.record("step 3 shows its number")
      return
    }
    #expect(numberStyle == .markerNumber)
  }
}
