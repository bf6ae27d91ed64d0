import Testing

@testable import StepperKit

@Suite struct StepperStringsOptionalTests {
  /// Every built-in language names the skipped state and optional steps in its own words: none
  /// empty, and "skipped" distinct from the language's other state names.
  @Test(arguments: StepperStrings.all)
  func everyLanguageHasTheNewWords(_ strings: StepperStrings) {
    #expect(!strings.skipped.isEmpty)
    #expect(!strings.optional.isEmpty)
    #expect(!strings.optionalCaption.isEmpty)
    let others = [
      StepperStepState.default, .active, .complete, .error, .errorActive, .disabled,
    ].map(strings.name(of:))
    #expect(!others.contains(strings.skipped))
    #expect(strings.name(of: .skipped) == strings.skipped)
    #expect(strings.states.skipped == strings.skipped)
    #expect(strings.words.optional == strings.optional)
    #expect(strings.words.optionalCaption == strings.optionalCaption)
  }

  @Test func theBuiltInWordsAreTheLanguages() {
    #expect(
      StepperStrings.all.map(\.skipped) == [
        "skipped", "übersprungen", "omitido", "ignorée", "スキップ済み", "تم تخطيها",
      ])
    #expect(
      StepperStrings.all.map(\.optionalCaption) == [
        "Optional", "Optional", "Opcional", "Facultative", "任意", "اختيارية",
      ])
    #expect(
      StepperStrings.all.map(\.optional) == [
        "optional", "optional", "opcional", "facultative", "任意", "اختيارية",
      ])
  }

  /// The caption reads first, then the step's own description; an empty one is left out.
  @Test func theCaptionJoinsTheDescription() {
    #expect(StepperStrings.english.optionalCaption(description: nil) == "Optional")
    #expect(StepperStrings.english.optionalCaption(description: "") == "Optional")
    #expect(
      StepperStrings.spanish.optionalCaption(description: "3 documentos")
        == "Opcional · 3 documentos")
  }

  /// A table an app makes keeps working without the new words: they default to English.
  @Test func anAppsTableDefaultsTheNewWordsToEnglish() {
    let italian = StepperStrings(
      languageCode: "it",
      templates: .init(stepOfTotal: "Passo {step} di {total}", separator: ", "),
      words: .init(success: "completato", error: "errore", allSteps: "Tutti i passi"),
      states: .init(
        upcoming: "in attesa", current: "attuale", completed: "completato",
        failed: "non riuscito", unavailable: "non disponibile"))
    #expect(italian.skipped == "skipped")
    #expect(italian.optionalCaption == "Optional")
    var words = StepperStrings.Words(
      success: "completato", error: "errore", allSteps: "Tutti i passi")
    words.optional = "facoltativo"
    words.optionalCaption = "Facoltativo"
    let own = StepperStrings(
      languageCode: "it", templates: italian.templates, words: words,
      states: .init(
        upcoming: "in attesa", current: "attuale", completed: "completato",
        failed: "non riuscito", unavailable: "non disponibile", skipped: "saltato"))
    #expect(own.description(ofStep: 2, total: 3, state: .skipped) == "Passo 2 di 3, saltato")
    #expect(own.optionalCaption(description: "2 file") == "Facoltativo · 2 file")
  }
}
