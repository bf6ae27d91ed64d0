import Foundation
import Testing

@testable import StepperKit

/// The words for a total that changes or is an estimate, in the six built-in languages.
@Suite struct StepperStringsTotalWordsTests {
  @Test func everyBuiltInTableHasItsOwnWords() {
    let words = StepperStrings.all.map(\.totalWords)
    #expect(Set(words).count == StepperStrings.all.count)
    for strings in StepperStrings.all {
      #expect(
        strings.totalWords == StepperStrings.TotalWords.builtIn(languageCode: strings.languageCode))
      for form in [strings.totalWords.estimatedTotal] { #expect(form.contains("{total}")) }
      #expect(strings.totalWords.estimatedPercent.contains("{percent}"))
    }
  }

  @Test func anEstimatedTotalReadsAbout() {
    let cases: [(StepperStrings, String)] = [
      (.english, "about 6"), (.german, "etwa 6"), (.spanish, "unos 6"), (.french, "environ 6"),
      (.japanese, "約6"), (.arabic, "حوالي 6"),
    ]
    for (strings, text) in cases {
      #expect(strings.totalText(6, isEstimated: true) == text)
      #expect(strings.totalText(6, isEstimated: false) == "6")
    }
  }

  @Test func largeCountsAreGroupedInTheLocale() {
    #expect(StepperStrings.english.stepsChanged(by: 1_200) == "1,200 steps added")
    // French groups with a narrow no-break space.
    #expect(
      StepperStrings.french.stepsChanged(by: -1_000_000)
        == "1\u{202F}000\u{202F}000 d’étapes supprimées")
    #expect(StepperStrings.spanish.stepsChanged(by: 2_000_000) == "2.000.000 de pasos añadidos")
    #expect(StepperStrings.english.stepsChanged(by: 0) == nil)
  }

  @Test func anotherLocaleKeepsTheWords() {
    let swiss = StepperStrings.german.formatting(for: Locale(identifier: "de-CH"))
    #expect(swiss.totalWords == .german)
    var pirate = StepperStrings.english
    pirate.totalWords.stepsAdded = .init(other: "{count} more legs")
    #expect(
      pirate.formatting(for: Locale(identifier: "en-GB")).stepsChanged(by: 1) == "1 more legs")
  }

  @Test func aTableOfAnotherLanguageTakesEnglishWords() {
    let italian = StepperStrings(
      languageCode: "it", templates: .init(stepOfTotal: "Passo {step} di {total}", separator: ", "),
      words: .init(success: "completato", error: "errore", allSteps: "Tutti"),
      states: .init(
        upcoming: "in attesa", current: "attuale", completed: "completato", failed: "fallito",
        unavailable: "non disponibile"))
    #expect(italian.totalWords == .english)
  }
}
