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
    languageCode: "en", stepOfTotal: "Step {step} of {total}", success: "success",
    error: "error", allSteps: "All steps", upcoming: "upcoming", current: "current",
    completed: "completed", failed: "failed", unavailable: "unavailable", separator: ", ",
    progressName: "Progress", stepsName: "Steps",
    namedStep: "{name}, step {step} of {total}")

  /// German.
  public static let german = StepperStrings(
    languageCode: "de", stepOfTotal: "Schritt {step} von {total}", success: "erfolgreich",
    error: "Fehler", allSteps: "Alle Schritte", upcoming: "ausstehend", current: "aktuell",
    completed: "abgeschlossen", failed: "fehlgeschlagen", unavailable: "nicht verfügbar",
    separator: ", ", progressName: "Fortschritt", stepsName: "Schritte",
    namedStep: "{name}, Schritt {step} von {total}")

  /// Spanish.
  public static let spanish = StepperStrings(
    languageCode: "es", stepOfTotal: "Paso {step} de {total}", success: "completado con éxito",
    error: "error", allSteps: "Todos los pasos", upcoming: "pendiente", current: "actual",
    completed: "completado", failed: "con error", unavailable: "no disponible", separator: ", ",
    progressName: "Progreso", stepsName: "Pasos",
    namedStep: "{name}, paso {step} de {total}")

  /// French.
  public static let french = StepperStrings(
    languageCode: "fr", stepOfTotal: "Étape {step} sur {total}", success: "terminé avec succès",
    error: "erreur", allSteps: "Toutes les étapes", upcoming: "à venir", current: "en cours",
    completed: "terminée", failed: "en échec", unavailable: "indisponible", separator: ", ",
    progressName: "Progression", stepsName: "Étapes",
    namedStep: "{name}, étape {step} sur {total}")

  /// Japanese.
  public static let japanese = StepperStrings(
    languageCode: "ja", stepOfTotal: "ステップ{step}（全{total}ステップ）", success: "成功",
    error: "エラー", allSteps: "すべてのステップ", upcoming: "未着手", current: "現在",
    completed: "完了", failed: "失敗", unavailable: "利用不可", separator: "、",
    progressName: "進捗", stepsName: "ステップ一覧",
    namedStep: "{name}、ステップ{step}（全{total}ステップ）")

  /// Arabic, read right to left. Its numbers follow the locale: Western digits for `ar`,
  /// Arabic-Indic digits for regions that use them, such as `ar-EG` and `ar-SA`.
  public static let arabic = StepperStrings(
    languageCode: "ar", stepOfTotal: "الخطوة {step} من {total}", success: "تم بنجاح",
    error: "خطأ", allSteps: "جميع الخطوات", upcoming: "قادمة", current: "الحالية",
    completed: "مكتملة", failed: "فشلت", unavailable: "غير متاحة", separator: "، ",
    progressName: "التقدم", stepsName: "الخطوات",
    namedStep: "{name}، الخطوة {step} من {total}")

  /// Every built-in table: English, German, Spanish, French, Japanese and Arabic.
  public static let all: [StepperStrings] = [
    .english, .german, .spanish, .french, .japanese, .arabic,
  ]

  /// The built-in table for a language or locale identifier such as `de`, `de-CH` or `ar_EG`,
  /// with numbers formatted for that locale; `nil` when no table has its language.
  ///
  /// ```swift
  /// print(StepperStrings.forLanguage("fr-CA")?.percent(50) ?? "none")
  /// // Prints "50 %"
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
