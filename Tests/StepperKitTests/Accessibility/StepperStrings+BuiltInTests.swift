import Foundation
import StepperKit
import Testing

@Suite struct StepperStringsBuiltInTests {
  /// Each language's announcement for step 2 of 4 in error, spelled out exactly: the no-break
  /// space before "%" in German, Spanish and French, the left-to-right marks Arabic puts around
  /// "%" with Western digits, the Japanese and Arabic commas.
  @Test(arguments: [
    (StepperStrings.english, "Step 2 of 4, 50%, error"),
    (.german, "Schritt 2 von 4, 50\u{A0}%, Fehler"),
    (.spanish, "Paso 2 de 4, 50\u{A0}%, error"),
    (.french, "Étape 2 sur 4, 50\u{A0}%, erreur"),
    (.japanese, "ステップ2（全4ステップ）、50%、エラー"),
    (.arabic, "الخطوة 2 من 4، 50\u{200E}%\u{200E}، خطأ"),
  ])
  func everyLanguageAnnouncesAFailedStep(strings: StepperStrings, announcement: String) throws {
    let configuration = try StepperConfiguration(total: 4, current: 2, status: .error)
    #expect(StepperAccessibility(configuration, strings: strings).announcement == announcement)
  }

  @Test(arguments: [
    (StepperStrings.english, "Step 4 of 4, 100%, success", "All steps"),
    (.german, "Schritt 4 von 4, 100\u{A0}%, erfolgreich", "Alle Schritte"),
    (.spanish, "Paso 4 de 4, 100\u{A0}%, completado con éxito", "Todos los pasos"),
    (.french, "Étape 4 sur 4, 100\u{A0}%, terminé avec succès", "Toutes les étapes"),
    (.japanese, "ステップ4（全4ステップ）、100%、成功", "すべてのステップ"),
    (.arabic, "الخطوة 4 من 4، 100\u{200E}%\u{200E}، تم بنجاح", "جميع الخطوات"),
  ])
  func everyLanguageAnnouncesSuccessAndTitlesAllSteps(
    strings: StepperStrings, announcement: String, allSteps: String
  ) throws {
    let configuration = try StepperConfiguration(total: 4, current: 4, status: .success)
    #expect(StepperAccessibility(configuration, strings: strings).announcement == announcement)
    #expect(strings.allSteps == allSteps)
  }

  @Test(arguments: [
    (StepperStrings.english, ["upcoming", "current", "completed", "failed", "current, failed"]),
    (
      .german,
      ["ausstehend", "aktuell", "abgeschlossen", "fehlgeschlagen", "aktuell, fehlgeschlagen"]
    ),
    (.spanish, ["pendiente", "actual", "completado", "con error", "actual, con error"]),
    (.french, ["à venir", "en cours", "terminée", "en échec", "en cours, en échec"]),
    (.japanese, ["未着手", "現在", "完了", "失敗", "現在、失敗"]),
    (.arabic, ["قادمة", "الحالية", "مكتملة", "فشلت", "الحالية، فشلت"]),
  ])
  func everyLanguageNamesEveryState(strings: StepperStrings, names: [String]) {
    let states: [StepperStepState] = [.default, .active, .complete, .error, .errorActive]
    #expect(states.map(strings.name(of:)) == names)
    #expect(!strings.name(of: .disabled).isEmpty)
  }

  @Test func onlyArabicIsReadRightToLeft() {
    #expect(StepperStrings.all.filter { $0.layoutDirection == .rightToLeft } == [.arabic])
  }

  @Test func everyTableHasItsOwnLanguageAndNoEmptyWord() {
    #expect(Set(StepperStrings.all.map(\.languageCode)) == ["en", "de", "es", "fr", "ja", "ar"])
    for strings in StepperStrings.all {
      let words = [
        strings.stepOfTotalTemplate, strings.success, strings.error, strings.allSteps,
        strings.upcoming, strings.current, strings.completed, strings.failed, strings.unavailable,
      ]
      #expect(words.allSatisfy { !$0.isEmpty }, "\(strings.languageCode)")
      #expect(strings.stepOfTotalTemplate.contains("{step}"))
      #expect(strings.stepOfTotalTemplate.contains("{total}"))
      #expect(strings.locale.identifier == strings.languageCode)
    }
  }

  @Test func aLanguageIsFoundByItsCodeOrALocaleOfIt() throws {
    #expect(StepperStrings.forLanguage("en") == .english)
    #expect(StepperStrings.forLanguage("AR") == .arabic.formatting(for: Locale(identifier: "AR")))
    let swiss = try #require(StepperStrings.forLanguage("de-CH"))
    #expect(swiss.languageCode == "de")
    #expect(swiss.stepOfTotalTemplate == StepperStrings.german.stepOfTotalTemplate)
    #expect(swiss.locale.identifier == "de-CH")
    #expect(try #require(StepperStrings.forLanguage("ar_EG")).languageCode == "ar")
    #expect(StepperStrings.forLanguage("tlh") == nil)
    #expect(StepperStrings.forLanguage("") == nil)
  }

  /// The region decides the numbers: Swiss German groups with an apostrophe and writes "50%",
  /// Canadian French groups with a no-break space, Egypt's Arabic uses Arabic-Indic digits with
  /// the Arabic percent sign.
  @Test(arguments: [
    ("de-CH", "Schritt 2 von 10\u{2019}000, 0%"),
    ("fr", "Étape 2 sur 10\u{202F}000, 0\u{A0}%"),
    ("fr-CA", "Étape 2 sur 10\u{A0}000, 0\u{A0}%"),
    ("es", "Paso 2 de 10.000, 0\u{A0}%"),
    ("ar-EG", "الخطوة ٢ من ١٠٬٠٠٠، ٠٪\u{61C}"),
    ("ar-SA", "الخطوة ٢ من ١٠٬٠٠٠، ٠٪\u{61C}"),
    ("ar", "الخطوة 2 من 10,000، 0\u{200E}%\u{200E}"),
  ])
  func theLocaleFormatsTheNumbers(identifier: String, announcement: String) throws {
    let strings = try #require(StepperStrings.forLanguage(identifier))
    let configuration = try StepperConfiguration(
      style: .dash, total: 10_000, current: 2, length: 100_000)
    #expect(StepperAccessibility(configuration, strings: strings).announcement == announcement)
  }
}
