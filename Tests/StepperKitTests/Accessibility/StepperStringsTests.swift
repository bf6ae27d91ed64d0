import Foundation
import StepperKit
import Testing

@Suite struct StepperStringsTests {
  private let pirate = StepperStrings(
    languageCode: "x-pirate", locale: Locale(identifier: "en"),
    templates: .init(stepOfTotal: "{total} steps, ye be on {step}", separator: " — "),
    words: .init(success: "treasure", error: "sunk", allSteps: "The whole map"),
    states: .init(
      upcoming: "ahead", current: "here", completed: "plundered", failed: "sunk",
      unavailable: "cursed"))

  @Test func templatesPutNumbersInTheLanguagesOrder() {
    #expect(pirate.stepOfTotal(step: 2, total: 4) == "4 steps, ye be on 2")
    #expect(
      pirate.description(ofStep: 1, total: 4, state: .complete) == "4 steps, ye be on 1 — plundered"
    )
  }

  @Test func subStepsReadWithTheirParent() {
    #expect(
      StepperStrings.english.stepOfTotal(step: StepperStepID(2, substep: 1), total: 4)
        == "Step 2.1 of 4")
    #expect(StepperStrings.english.step(StepperStepID(12, substep: 3)) == "12.3")
    let egyptian = StepperStrings.arabic.formatting(for: Locale(identifier: "ar-EG"))
    #expect(egyptian.stepOfTotal(step: StepperStepID(2, substep: 1), total: 4) == "الخطوة ٢.١ من ٤")
  }

  @Test func theCurrentStepInErrorIsNamedByBothWords() {
    #expect(StepperStrings.english.name(of: .errorActive) == "current, failed")
    #expect(pirate.name(of: .errorActive) == "here — sunk")
    #expect(StepperStrings.english.name(of: .disabled) == "unavailable")
  }

  @Test func runningTextGroupsNumbersAndMarkersDoNot() {
    #expect(StepperStrings.english.number(12_345) == "12,345")
    #expect(StepperStrings.english.digits(12_345) == "12345")
    let egyptian = StepperStrings.arabic.formatting(for: Locale(identifier: "ar-EG"))
    #expect(egyptian.digits(12) == "١٢")
    #expect(egyptian.number(1_234) == "١٬٢٣٤")
  }

  @Test func percentagesFollowTheLocale() {
    #expect(StepperStrings.english.percent(67) == "67%")
    #expect(StepperStrings.german.percent(67) == "67\u{A0}%")
    #expect(StepperStrings.japanese.percent(100) == "100%")
  }

  @Test func formattingForAnotherLocaleKeepsTheWords() {
    let swiss = StepperStrings.german.formatting(for: Locale(identifier: "de-CH"))
    #expect(swiss.stepOfTotalTemplate == StepperStrings.german.stepOfTotalTemplate)
    #expect(swiss.allSteps == "Alle Schritte")
    #expect(swiss.percent(50) == "50%")
    #expect(swiss != .german)
  }

  @Test func aTableWithoutALocaleFormatsForItsLanguage() {
    let italian = StepperStrings(
      languageCode: "it",
      templates: .init(stepOfTotal: "Passo {step} di {total}", separator: ", "),
      words: .init(success: "completato", error: "errore", allSteps: "Tutti i passi"),
      states: .init(
        upcoming: "da fare", current: "attuale", completed: "completato", failed: "non riuscito",
        unavailable: "non disponibile"))
    #expect(italian.locale.identifier == "it")
    #expect(italian.number(10_000) == "10.000")
    #expect(italian.layoutDirection == .leftToRight)
  }

  @Test func theLayoutDirectionFollowsTheLanguage() {
    #expect(StepperStrings.arabic.layoutDirection == .rightToLeft)
    #expect(StepperStrings.english.layoutDirection == .leftToRight)
    #expect(
      StepperStrings.english.formatting(for: Locale(identifier: "he")).layoutDirection
        == .rightToLeft)
  }

  /// Marker numbers map digit by digit; they must match what Foundation's formatter writes.
  @Test(arguments: ["en", "de-CH", "fr", "ja", "ar", "ar-EG", "ar-SA", "fa", "hi-IN-u-nu-deva"])
  func markerDigitsMatchTheLocalesFormatter(identifier: String) {
    let locale = Locale(identifier: identifier)
    let strings = StepperStrings.english.formatting(for: locale)
    for value in [0, 7, 10, 42, 909, 12_345, 1_000_000] {
      #expect(
        strings.digits(value) == value.formatted(.number.grouping(.never).locale(locale)),
        "\(identifier) \(value)")
    }
  }
}

@Suite struct StepperStringsFastPathTests {
  /// Numbers under 1,000 skip the formatter; they must read exactly as it writes them.
  @Test(arguments: [
    "en", "de", "de-CH", "es", "fr", "ja", "ar", "ar-EG", "ar-SA", "fa", "hi-IN-u-nu-deva",
  ])
  func smallNumbersMatchTheLocalesFormatter(identifier: String) {
    let locale = Locale(identifier: identifier)
    let strings = StepperStrings.english.formatting(for: locale)
    for value in 0..<1_000 {
      #expect(strings.number(value) == value.formatted(.number.locale(locale)), "\(identifier)")
    }
    #expect(strings.number(1_000) == 1_000.formatted(.number.locale(locale)))
  }

  @Test(arguments: StepperStrings.all)
  func aTableMadeFromAnothersGroupsEqualsIt(strings: StepperStrings) {
    let copy = StepperStrings(
      languageCode: strings.languageCode, templates: strings.templates, words: strings.words,
      states: strings.states)
    #expect(copy == strings)
    #expect(strings.states.unavailable == strings.unavailable)
    #expect(strings.templates.namedStep == strings.namedStepTemplate)
  }

  @Test func aVariantChangesOneWordOfAGroup() {
    var words = StepperStrings.german.words
    words.allSteps = "Übersicht"
    let variant = StepperStrings(
      languageCode: "de", templates: StepperStrings.german.templates, words: words,
      states: StepperStrings.german.states)
    #expect(variant.allSteps == "Übersicht")
    #expect(variant.success == StepperStrings.german.success)
    #expect(variant != .german)
  }

  @Test func aPlaceholderIsFilledOnceAndValuesAreNotSearched() {
    let strings = StepperStrings(
      languageCode: "en",
      templates: .init(stepOfTotal: "{step}/{total} {unknown} {step} {", separator: ", "),
      words: .init(success: "", error: "", allSteps: ""),
      states: .init(upcoming: "", current: "", completed: "", failed: "", unavailable: ""))
    #expect(strings.stepOfTotal(step: 3, total: 12) == "3/12 {unknown} 3 {")
  }
}

@Suite struct StepperStringsAppendingTests {
  @Test(arguments: StepperStrings.all)
  func appendingWritesTheSameLabelsAndDescriptions(strings: StepperStrings) {
    var utf8: [UInt8] = []
    for (step, total) in [
      (StepperStepID(1), 2), (StepperStepID(2, substep: 3), 4), (StepperStepID(9_999), 12_345),
    ] {
      for state in StepperStepState.allCases {
        utf8 = Array("> ".utf8)
        strings.appendDescription(ofStep: step, total: total, state: state, to: &utf8)
        #expect(
          String(decoding: utf8, as: UTF8.self)
            == "> " + strings.stepOfTotal(step: step, total: total) + strings.separator
            + strings.name(of: state))
      }
      utf8 = []
      strings.appendStepOfTotal(step: step, total: total, to: &utf8)
      #expect(
        String(decoding: utf8, as: UTF8.self) == strings.stepOfTotal(step: step, total: total))
    }
  }
}

@Suite struct StepperStringsNamedStepTests {
  @Test func aNamedStepPutsItsNameFirst() {
    let english = StepperStrings.english
    #expect(english.stepOfTotal(step: 1, total: 4, name: "Cart") == "Cart, step 1 of 4")
    #expect(english.stepOfTotal(step: 1, total: 4, name: nil) == "Step 1 of 4")
    #expect(english.stepOfTotal(step: 1, total: 4, name: "") == "Step 1 of 4")
    #expect(
      english.description(
        ofStep: StepperStepID(2, substep: 1), total: 4, state: .error, name: "Card")
        == "Card, step 2.1 of 4, failed")
  }

  @Test func aNameIsNeverReadAsATemplate() {
    #expect(
      StepperStrings.english.stepOfTotal(step: 1, total: 4, name: "{total}")
        == "{total}, step 1 of 4")
  }

  @Test func aTableWithoutANamedTemplateJoinsTheNameAndTheLabel() {
    let pirate = StepperStrings(
      languageCode: "en",
      templates: .init(stepOfTotal: "Leg {step} o' {total}", separator: " - "),
      words: .init(success: "treasure", error: "mutiny", allSteps: "All legs"),
      states: .init(
        upcoming: "ahead", current: "aboard", completed: "sailed", failed: "sunk",
        unavailable: "closed"))
    #expect(pirate.namedStepTemplate == "{name} - Leg {step} o' {total}")
    #expect(pirate.stepOfTotal(step: 2, total: 3, name: "Reef") == "Reef - Leg 2 o' 3")
    #expect(pirate.progressLabel(step: 2, total: 3, name: "Reef") == "Leg 2 o' 3 - Reef")
  }

  @Test func anotherLocaleKeepsTheNamedTemplate() {
    let swiss = StepperStrings.german.formatting(for: Locale(identifier: "de-CH"))
    #expect(swiss.namedStepTemplate == StepperStrings.german.namedStepTemplate)
  }
}
