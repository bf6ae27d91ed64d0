#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

// The built-in tables, one per language, side by side so a reviewer can compare them.
// Numbers are never written here: they are formatted for each table's locale (LocaleFormatting).

extension StepperStrings {
  /// English.
  public static let english = StepperStrings(
    languageCode: "en",
    templates: .init(
      stepOfTotal: "Step {step} of {total}", separator: ", ",
      namedStep: "{name}, step {step} of {total}"),
    words: .init(
      success: "success", error: "error", allSteps: "All steps",
      progressName: "Progress", stepsName: "Steps"
    ).adding(
      loading: "loading", optional: "optional",
      optionalCaption: "Optional", close: "Close"),
    states: .init(
      upcoming: "upcoming", current: "current", completed: "completed",
      failed: "failed", unavailable: "unavailable", skipped: "skipped"))

  /// German.
  package static let german = StepperStrings(
    languageCode: "de",
    templates: .init(
      stepOfTotal: "Schritt {step} von {total}", separator: ", ",
      namedStep: "{name}, Schritt {step} von {total}"),
    words: .init(
      success: "erfolgreich", error: "Fehler", allSteps: "Alle Schritte",
      progressName: "Fortschritt", stepsName: "Schritte"
    ).adding(
      loading: "wird geladen",
      optional: "optional",
      optionalCaption: "Optional", close: "Schließen"),
    states: .init(
      upcoming: "ausstehend", current: "aktuell", completed: "abgeschlossen",
      failed: "fehlgeschlagen", unavailable: "nicht verfügbar",
      skipped: "übersprungen"))

  /// Spanish.
  package static let spanish = StepperStrings(
    languageCode: "es",
    templates: .init(
      stepOfTotal: "Paso {step} de {total}", separator: ", ",
      namedStep: "{name}, paso {step} de {total}"),
    words: .init(
      success: "completado con éxito", error: "error", allSteps: "Todos los pasos",
      progressName: "Progreso", stepsName: "Pasos"
    ).adding(
      loading: "cargando", optional: "opcional",
      optionalCaption: "Opcional", close: "Cerrar"),
    states: .init(
      upcoming: "pendiente", current: "actual", completed: "completado",
      failed: "con error", unavailable: "no disponible", skipped: "omitido"))

  /// French.
  package static let french = StepperStrings(
    languageCode: "fr",
    templates: .init(
      stepOfTotal: "Étape {step} sur {total}", separator: ", ",
      namedStep: "{name}, étape {step} sur {total}"),
    words: .init(
      success: "terminé avec succès", error: "erreur", allSteps: "Toutes les étapes",
      progressName: "Progression", stepsName: "Étapes"
    ).adding(
      loading: "chargement en cours",
      optional: "facultative",
      optionalCaption: "Facultative", close: "Fermer"),
    states: .init(
      upcoming: "à venir", current: "en cours", completed: "terminée",
      failed: "en échec", unavailable: "indisponible", skipped: "ignorée"))

  /// Japanese.
  package static let japanese = StepperStrings(
    languageCode: "ja",
    templates: .init(
      stepOfTotal: "ステップ{step}（全{total}ステップ）", separator: "、",
      namedStep: "{name}、ステップ{step}（全{total}ステップ）"),
    words: .init(
      success: "成功", error: "エラー", allSteps: "すべてのステップ",
      progressName: "進捗", stepsName: "ステップ一覧"
    ).adding(
      loading: "読み込み中", optional: "任意",
      optionalCaption: "任意", close: "閉じる"),
    states: .init(
      upcoming: "未着手", current: "現在", completed: "完了",
      failed: "失敗", unavailable: "利用不可", skipped: "スキップ済み"))

  /// Arabic, read right to left. Its numbers follow the locale: Western digits for `ar`,
  /// Arabic-Indic digits for regions that use them, such as `ar-EG` and `ar-SA`.
  package static let arabic = StepperStrings(
    languageCode: "ar",
    templates: .init(
      stepOfTotal: "الخطوة {step} من {total}", separator: "، ",
      namedStep: "{name}، الخطوة {step} من {total}"),
    words: .init(
      success: "تم بنجاح", error: "خطأ", allSteps: "جميع الخطوات",
      progressName: "التقدم", stepsName: "الخطوات"
    ).adding(
      loading: "جارٍ التحميل", optional: "اختيارية",
      optionalCaption: "اختيارية", close: "إغلاق"),
    states: .init(
      upcoming: "قادمة", current: "الحالية", completed: "مكتملة",
      failed: "فشلت", unavailable: "غير متاحة", skipped: "تم تخطيها"))

  /// Every built-in table: English, German, Spanish, French, Japanese and Arabic.
  package static let all: [StepperStrings] = [
    .english, .german, .spanish, .french, .japanese, .arabic,
  ]

  /// The built-in table for a language or locale identifier such as `de`, `de-CH` or `ar_EG`,
  /// with numbers formatted for that locale; `nil` when no table has its language.
  ///
  /// ```swift
  /// print(StepperStrings.forLanguage("fr-CA")?.templates.stepOfTotal ?? "none")
  /// // Prints "Étape {step} sur {total}"
  /// print(StepperStrings.forLanguage("tlh") == nil)
  /// // Prints "true"
  /// ```
  public static func forLanguage(_ identifier: String) -> StepperStrings? {
    let language = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map {
      $0.lowercased()
    }
    guard let table = all.first(where: { $0.languageCode == language }) else { return nil }
    return identifier == table.languageCode
      ? table : table.formatting(forIdentifier: identifier)
  }
}
