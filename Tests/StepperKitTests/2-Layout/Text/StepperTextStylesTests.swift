import StepperKit
import Testing

@Suite struct StepperTextStylesTests {
  private func made(
    _ textSize: StepperTextSizeCategory = .large, bold: Bool = false
  ) -> StepperTextStyles {
    var options = StepperConfiguration.Options(total: 4)
    options.textSize = textSize
    options.boldText = bold
    return options.textStyles
  }

  @Test func theDefaultIsTheDesignSizes() {
    let styles = made()
    #expect(styles.textSize == .large)
    #expect(styles.stepName == .stepName)
    #expect(styles.header == .header)
    #expect(styles.allSteps == .allSteps)
  }

  @Test(arguments: StepperTextSizeCategory.allCases)
  func namesAndTheHeaderScaleButMarkerNumbersDoNot(_ category: StepperTextSizeCategory) {
    let styles = made(category)
    #expect(styles.stepName == StepperTextStyle.stepName.scaled(for: category))
    #expect(styles.header == StepperTextStyle.header.scaled(for: category))
    #expect(styles.allSteps == StepperTextStyle.allSteps.scaled(for: category))
    #expect(styles.stepDescription == StepperTextStyle.stepDescription.scaled(for: category))
    #expect(styles.markerNumber == .markerNumber)
    #expect(styles.substepNumber == .substepNumber)
  }

  @Test func allListsEveryStyleOnce() {
    let styles = made(.xxLarge)
    #expect(styles.all.count == 6)
    #expect(Set(styles.all).count == 6)
    #expect(styles.all.contains(styles.stepDescription))
    #expect(styles.all.contains(styles.stepName))
  }

  @Test func aConfigurationsStylesFollowItsTextSize() throws {
    let plain = try StepperConfiguration(total: 4, current: 2)
    #expect(plain.options.textSize == .large)
    #expect(plain.textStyles == made())
    let large = try StepperConfiguration(
      total: 4, current: 2, labels: StepperLabels(textSize: .accessibility2))
    #expect(large.textStyles == made(.accessibility2))
  }

  @Test(arguments: [false, true])
  func boldTextMakesEveryStyleAWeightHeavier(_ bold: Bool) throws {
    let bolded = made(.xLarge, bold: bold)
    let plain = made(.xLarge)
    for (style, regular) in zip(bolded.all, plain.all) {
      #expect(style == (bold ? regular.bolder : regular))
    }
  }

  /// The layout a view sizes itself by and the scene it draws take the same styles: a
  /// configuration's are its options', Bold Text included.
  @Test func aConfigurationsStylesAreItsOptions() throws {
    var options = StepperConfiguration.Options(names: ["Cart", "Address", "Payment"])
    options.textSize = .accessibility1
    options.boldText = true
    let configuration = try StepperConfiguration(options)
    #expect(configuration.textStyles == options.textStyles)
    #expect(configuration.textStyles.stepName.weight == StepperTextStyle.stepName.bolder.weight)
    let scene = StepperScene(configuration)
    let name = scene.elements.first { $0.role == .label }?.text?.style
    #expect(name == options.textStyles.stepName)
  }

  @Test func aScenesTextIsSetInTheScaledStyles() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 2,
      labels: StepperLabels(
        names: [2: "Address"], showsHeader: true, showsAllSteps: true, textSize: .xLarge))
    let scene = StepperScene(configuration)
    let styles = made(.xLarge)
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
