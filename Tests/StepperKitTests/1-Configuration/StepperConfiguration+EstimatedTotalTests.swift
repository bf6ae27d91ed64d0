import StepperKit
import Testing

/// An estimated total: "Step 2 of about 6" wherever the total is read or shown, and the
/// percentage marked "about".
@Suite struct StepperConfigurationEstimatedTotalTests {
  @Test func isOffByDefaultAndSetByTheModifier() throws {
    let configuration = try StepperConfiguration(total: 6, current: 2, length: 400)
    #expect(!configuration.options.isTotalEstimated)
    #expect(configuration.unchecked { $0.isTotalEstimated = true }.options.isTotalEstimated)
    #expect(
      !configuration.unchecked {
        $0.isTotalEstimated = true
        $0.isTotalEstimated = false
      }.options.isTotalEstimated)
    #expect(
      configuration.unchecked {
        $0.isTotalEstimated = true
        $0.isTotalEstimated = false
      } == configuration)
  }

  @Test func survivesOtherModifiers() throws {
    let configuration = try StepperConfiguration(style: .dash, total: 6, current: 2)
      .unchecked { $0.isTotalEstimated = true }.moving(to: 3).unchecked { $0.axis = .vertical }
    #expect(configuration.options.isTotalEstimated)
  }

  @Test func theAccessibilityTextSaysAbout() throws {
    let configuration = try StepperConfiguration(style: .dash, total: 6, current: 2)
      .unchecked { $0.isTotalEstimated = true }
    let english = StepperAccessibility(configuration)
    #expect(english.isTotalEstimated)
    #expect(english.label == "Step 2 of about 6")
    #expect(english.value == "about 33%")
    #expect(english.announcement == "Step 2 of about 6, about 33%")
    #expect(english.description(ofStep: 1, state: .complete) == "Step 1 of about 6, completed")
    let cases: [(StepperStrings, String)] = [
      (.german, "Schritt 2 von etwa 6, etwa 33\u{A0}%"),
      (.spanish, "Paso 2 de unos 6, alrededor del 33\u{A0}%"),
      (.french, "Étape 2 sur environ 6, environ 33\u{A0}%"),
      (.japanese, "ステップ2（全約6ステップ）、約33%"),
      (.arabic, "الخطوة 2 من حوالي 6، حوالي 33‎%‎"),
    ]
    for (strings, announcement) in cases {
      #expect(StepperAccessibility(configuration, strings: strings).announcement == announcement)
    }
  }

  @Test func aFinishedFlowReadsAnExactPercentage() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 6, current: 6, status: .success
    ).unchecked { $0.isTotalEstimated = true }
    #expect(StepperAccessibility(configuration).value == "100%, success")
  }

  @Test func theHeaderAndTheStepsSayAbout() throws {
    let configuration = try StepperConfiguration(
      style: .dash, total: 6, current: 2, labels: StepperLabels(showsHeader: true),
      interaction: .reachedSteps
    ).unchecked { $0.isTotalEstimated = true }
    let scene = StepperScene(configuration)
    #expect(scene.elements.contains { $0.text?.fullText == "Step 2 of about 6" })
    #expect(scene.accessibleSteps().first?.label == "Step 1 of about 6, completed")
  }
}
