extension StepperStrings {
  /// A table's words for an overflow marker of a collapsed row
  /// (``StepperConfiguration/Options/maxVisible``): how many steps it hides and what matters among
  /// them, "3 more steps, 1 failed", in the language's plural forms.
  ///
  /// The built-in tables take the words of their language; a table made for another language
  /// takes English's until the app sets ``StepperStrings/overflowWords``.
  ///
  /// ```swift
  /// import StepperRendering
  ///
  /// var strings = StepperStrings.english
  /// strings.overflowWords = StepperStrings.OverflowWords(
  ///   moreSteps: .init(one: "{count} hidden step", other: "{count} hidden steps"),
  ///   failed: .init(other: "{count} failed"), skipped: .init(other: "{count} skipped"))
  /// var options = StepperConfiguration.Options(style: .dash, total: 12, current: 6)
  /// options.maxVisible = 7
  /// let scene = StepperScene(try StepperConfiguration(options), strings: strings)
  /// print(StepperRenderer.json.render(scene).contains("4 hidden steps"))
  /// // Prints "true"
  /// ```
  public struct OverflowWords: Sendable, Hashable {
    /// The steps a marker hides, with a `{count}` placeholder: "{count} more steps".
    package var moreSteps: PluralForms
    /// The failed steps among them, with `{count}`: "{count} failed".
    package var failed: PluralForms
    /// The skipped steps among them, with `{count}`: "{count} skipped".
    package var skipped: PluralForms

    /// Creates a table's words for overflow markers.
    ///
    /// - Parameters:
    ///   - moreSteps: The hidden steps, in the language's plural forms, with `{count}`.
    ///   - failed: The failed steps among them, with `{count}`.
    ///   - skipped: The skipped steps among them, with `{count}`.
    public init(moreSteps: PluralForms, failed: PluralForms, skipped: PluralForms) {
      self.moreSteps = moreSteps
      self.failed = failed
      self.skipped = skipped
    }

    /// English.
    package static let english = OverflowWords(
      moreSteps: .init(one: "{count} more step", other: "{count} more steps"),
      failed: .init(other: "{count} failed"), skipped: .init(other: "{count} skipped"))

    /// German.
    package static let german = OverflowWords(
      moreSteps: .init(one: "{count} weiterer Schritt", other: "{count} weitere Schritte"),
      failed: .init(other: "{count} fehlgeschlagen"), skipped: .init(other: "{count} übersprungen"))

    /// Spanish: a whole million takes "de" ("1.000.000 de pasos más").
    package static let spanish = OverflowWords(
      moreSteps: .init(
        one: "{count} paso más", many: "{count} de pasos más", other: "{count} pasos más"),
      failed: .init(one: "{count} fallido", other: "{count} fallidos"),
      skipped: .init(one: "{count} omitido", other: "{count} omitidos"))

    /// French: 0 and 1 are singular, a whole million takes "d'".
    package static let french = OverflowWords(
      moreSteps: .init(
        one: "{count} étape de plus", many: "{count} d’étapes de plus",
        other: "{count} étapes de plus"),
      failed: .init(other: "{count} en échec"),
      skipped: .init(one: "{count} ignorée", other: "{count} ignorées"))

    /// Japanese: one form for every count.
    package static let japanese = OverflowWords(
      moreSteps: .init(other: "ほか{count}ステップ"), failed: .init(other: "{count}件失敗"),
      skipped: .init(other: "{count}件スキップ"))

    /// Arabic: one and two are said as words, 3–10 take the plural, 11–99 and the rest the
    /// singular.
    package static let arabic = OverflowWords(
      moreSteps: .init(
        one: "خطوة واحدة أخرى", two: "خطوتان أخريان", few: "{count} خطوات أخرى",
        many: "{count} خطوة أخرى", other: "{count} خطوة أخرى"),
      failed: .init(
        one: "فشلت خطوة واحدة", two: "فشلت خطوتان", few: "فشلت {count} خطوات",
        many: "فشلت {count} خطوة", other: "فشلت {count} خطوة"),
      skipped: .init(
        one: "تم تخطي خطوة واحدة", two: "تم تخطي خطوتين", few: "تم تخطي {count} خطوات",
        many: "تم تخطي {count} خطوة", other: "تم تخطي {count} خطوة"))

    /// The built-in words of the language `languageCode` (`de`), or `nil` for a language
    /// without a built-in table.
    package static func builtIn(languageCode: String) -> OverflowWords? {
      switch languageCode {
      case "en": english
      case "de": german
      case "es": spanish
      case "fr": french
      case "ja": japanese
      case "ar": arabic
      default: nil
      }
    }
  }
}

extension StepperStrings {
  /// What an overflow marker is called: the steps it hides, then the failed and the skipped
  /// steps among them where there are any, in the locale's digits: "3 more steps, 1 failed".
  ///
  /// ```swift
  /// print(StepperStrings.english.overflowDescription(hidden: 3, failed: 1, skipped: 0))
  /// // Prints "3 more steps, 1 failed"
  /// ```
  package func overflowDescription(hidden: Int, failed: Int, skipped: Int) -> String {
    let words = overflowWords
    var parts = [words.moreSteps.text(count: hidden, language: languageCode, number: number)]
    if failed > 0 {
      parts.append(words.failed.text(count: failed, language: languageCode, number: number))
    }
    if skipped > 0 {
      parts.append(words.skipped.text(count: skipped, language: languageCode, number: number))
    }
    return parts.joined(separator: separator)
  }
}
