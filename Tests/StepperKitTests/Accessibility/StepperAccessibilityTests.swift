import Foundation
import StepperKit
import Testing

@Suite struct StepperAccessibilityTests {
  @Test func labelValueAndAnnouncement() throws {
    let accessibility = StepperAccessibility(try StepperConfiguration(total: 4, current: 2))
    #expect(accessibility.label == "Step 2 of 4")
    #expect(accessibility.value == "50%")
    #expect(accessibility.announcement == "Step 2 of 4, 50%")
    #expect(accessibility.current == 2)
    #expect(accessibility.total == 4)
    #expect(accessibility.fraction == 0.5)
  }

  @Test func successAndErrorAddTheirWord() throws {
    let success = StepperAccessibility(
      try StepperConfiguration(total: 4, current: 4, status: .success))
    #expect(success.announcement == "Step 4 of 4, 100%, success")
    #expect(success.value == "100%, success")
    let error = StepperAccessibility(try StepperConfiguration(total: 4, current: 2, status: .error))
    #expect(error.announcement == "Step 2 of 4, 50%, error")
  }

  @Test func percentagesRoundToWholeNumbers() throws {
    let third = StepperAccessibility(try StepperConfiguration(total: 3, current: 2))
    #expect(third.value == "67%")
    let oneOfThree = StepperAccessibility(try StepperConfiguration(total: 3, current: 1))
    #expect(oneOfThree.value == "33%")
  }

  @Test func aFinishedFlowIsWhollyDone() throws {
    let accessibility = StepperAccessibility(
      try StepperConfiguration(total: 4, current: 4, status: .success))
    #expect(accessibility.fraction == 1)
    #expect(accessibility.announcement == "Step 4 of 4, 100%, success")
  }

  @Test func aFlowThatStartsLaterCountsInTheNumbersShown() throws {
    let configuration = try StepperConfiguration(total: 5, current: 2).replacing(
      \.firstNumber, with: 3)
    let accessibility = StepperAccessibility(configuration)
    #expect(accessibility.label == "Step 4 of 7")
    #expect(accessibility.value == "57%")
    #expect(accessibility.announcement == "Step 4 of 7, 57%")
    #expect(accessibility.fraction == 4.0 / 7)
    #expect(accessibility.stepsDone == 4)
    #expect(accessibility.firstNumber == 3)
    #expect(accessibility.lastNumber == 7)
    #expect(accessibility.current == 2)
    #expect(accessibility.total == 5)
    #expect(accessibility.description(ofStep: 1, state: .complete) == "Step 3 of 7, completed")
    #expect(accessibility.stepOfTotal(StepperStepID(5)) == "Step 7 of 7")
    var utf8: [UInt8] = []
    accessibility.appendDescription(ofStep: 5, state: .default, to: &utf8)
    #expect(String(decoding: utf8, as: UTF8.self) == "Step 7 of 7, upcoming")
    let german = StepperAccessibility(configuration, strings: .german)
    #expect(german.label == "Schritt 4 von 7")
  }

  @Test func aLaterFlowThatFinishedIsWhollyDone() throws {
    let accessibility = StepperAccessibility(
      try StepperConfiguration(total: 5, current: 5, status: .success).replacing(
        \.firstNumber, with: 3))
    #expect(accessibility.announcement == "Step 7 of 7, 100%, success")
    #expect(accessibility.stepsDone == 7)
  }

  @Test func aSubstepOfALaterFlowKeepsItsOwnNumber() throws {
    let accessibility = StepperAccessibility(
      try StepperConfiguration(total: 5, current: 2, length: 500).replacing(
        \.substeps, with: [2: 2]
      )
      .replacing(\.firstNumber, with: 3).moving(to: StepperStepID(2, substep: 1)))
    #expect(accessibility.label == "Step 4.1 of 7")
  }

  @Test func stringsComeFromALanguageTable() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, status: .error)
    let german = StepperAccessibility(configuration, strings: .german)
    #expect(german.label == "Schritt 2 von 4")
    #expect(german.value == "50\u{A0}%, Fehler")
    #expect(german.announcement == "Schritt 2 von 4, 50\u{A0}%, Fehler")
    #expect(german.language == "de")
    #expect(german.strings == .german)
  }

  @Test func theLanguageTagNamesTheWholeLocale() throws {
    let configuration = try StepperConfiguration(total: 4, current: 2)
    let strings = try #require(StepperStrings.forLanguage("ar_EG"))
    #expect(StepperAccessibility(configuration, strings: strings).language == "ar-EG")
    #expect(StepperAccessibility(configuration).language == "en")
  }

  @Test func describesSingleSteps() throws {
    let accessibility = StepperAccessibility(try StepperConfiguration(total: 4, current: 2))
    #expect(accessibility.description(ofStep: 1, state: .complete) == "Step 1 of 4, completed")
    #expect(
      accessibility.description(ofStep: 2, state: .errorActive) == "Step 2 of 4, current, failed")
    var utf8: [UInt8] = []
    accessibility.appendDescription(ofStep: 3, state: .default, to: &utf8)
    #expect(String(decoding: utf8, as: UTF8.self) == "Step 3 of 4, upcoming")
  }
}

@Suite struct StepperAccessibilityStepTests {
  @Test func stepsDoneIsTheFractionOfTheTotal() throws {
    #expect(StepperAccessibility(try StepperConfiguration(total: 4, current: 2)).stepsDone == 2)
    let success = StepperAccessibility(
      try StepperConfiguration(total: 4, current: 4, status: .success))
    #expect(success.stepsDone == 4)
  }

  @Test func everyLanguageNamesTheProgressIndicatorAndTheListOfSteps() {
    #expect(StepperStrings.english.progressName == "Progress")
    #expect(StepperStrings.english.stepsName == "Steps")
    #expect(StepperStrings.german.progressName == "Fortschritt")
    let names = StepperStrings.all.map { [$0.progressName, $0.stepsName] }
    #expect(Set(names).count == StepperStrings.all.count)
    #expect(
      StepperStrings.arabic.formatting(for: Locale(identifier: "ar-EG")).stepsName == "الخطوات")
  }
}

@Suite struct StepperAccessibilityNamesTests {
  @Test func theLabelNamesTheCurrentStep() throws {
    let accessibility = StepperAccessibility(
      try StepperConfiguration(total: 4, current: 2, labels: StepperLabels(names: [2: "Address"])))
    #expect(accessibility.label == "Step 2 of 4, Address")
    #expect(accessibility.value == "50%")
    #expect(accessibility.announcement == "Step 2 of 4, Address, 50%")
    #expect(accessibility.currentName == "Address")
    #expect(accessibility.isSelected(2))
    #expect(!accessibility.isSelected(1))
  }

  @Test func anEmptyNameIsNoName() throws {
    let accessibility = StepperAccessibility(
      try StepperConfiguration(total: 4, current: 2, labels: StepperLabels(names: [2: ""])))
    #expect(accessibility.label == "Step 2 of 4")
    #expect(accessibility.currentName == nil)
    #expect(accessibility.description(ofStep: 2, state: .active) == "Step 2 of 4, current")
  }

  @Test func everyLanguageNamesTheCurrentStepAndEachStep() throws {
    let configuration = try StepperConfiguration(
      total: 4, current: 2, labels: StepperLabels(names: [1: "Cart", 2: "Address"]))
    let expected: [String: (label: String, step: String)] = [
      "en": ("Step 2 of 4, Address", "Cart, step 1 of 4, completed"),
      "de": ("Schritt 2 von 4, Address", "Cart, Schritt 1 von 4, abgeschlossen"),
      "es": ("Paso 2 de 4, Address", "Cart, paso 1 de 4, completado"),
      "fr": ("Étape 2 sur 4, Address", "Cart, étape 1 sur 4, terminée"),
      "ja": ("ステップ2（全4ステップ）、Address", "Cart、ステップ1（全4ステップ）、完了"),
      "ar": ("الخطوة 2 من 4، Address", "Cart، الخطوة 1 من 4، مكتملة"),
    ]
    for strings in StepperStrings.all {
      let accessibility = StepperAccessibility(configuration, strings: strings)
      let want = try #require(expected[strings.languageCode])
      #expect(accessibility.label == want.label)
      #expect(accessibility.description(ofStep: 1, state: .complete) == want.step)
    }
  }

  @Test(arguments: StepperStrings.all)
  func aDescriptionIsReadAfterItsName(strings: StepperStrings) throws {
    let labels = StepperLabels(
      names: [1: "Cart"], descriptions: [1: "3 documents", 2: "Optional"])
    let configuration = try StepperConfiguration(total: 4, current: 2, labels: labels)
    let accessibility = StepperAccessibility(configuration, strings: strings)
    #expect(accessibility.spokenName(of: 1) == "Cart" + strings.separator + "3 documents")
    #expect(accessibility.spokenName(of: 2) == "Optional")
    #expect(accessibility.spokenName(of: 3) == nil)
    let named = StepperAccessibility(
      try StepperConfiguration(
        total: 4, current: 2, labels: StepperLabels(names: [1: "Cart, 3 documents"])),
      strings: strings)
    let expected = named.description(ofStep: 1, state: .complete)
    if strings.separator == ", " {
      #expect(accessibility.description(ofStep: 1, state: .complete) == expected)
    }
    #expect(accessibility.description(ofStep: 1, state: .complete).contains("3 documents"))
  }

  @Test func theDescribedStepReadsAsTheIssueSays() throws {
    let labels = StepperLabels(names: [1: "Cart"], descriptions: [1: "3 documents"])
    let configuration = try StepperConfiguration(total: 4, current: 2, labels: labels)
    #expect(
      StepperAccessibility(configuration).description(ofStep: 1, state: .complete)
        == "Cart, 3 documents, step 1 of 4, completed")
  }
}
