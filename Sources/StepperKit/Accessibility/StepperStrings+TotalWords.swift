extension StepperStrings {
  /// A table's words for a total that changes or is an estimate: "2 steps added", "1 step
  /// removed", "about 6" and "about 33%", in the language's plural forms.
  ///
  /// The built-in tables take the words of their language; a table made for another language
  /// takes English's until the app sets ``StepperStrings/totalWords``.
  ///
  /// ```swift
  /// var strings = StepperStrings.english
  /// strings.totalWords = StepperStrings.TotalWords(
  ///   stepsAdded: .init(one: "{count} new step", other: "{count} new steps"),
  ///   stepsRemoved: .init(one: "{count} step fewer", other: "{count} steps fewer"),
  ///   estimatedTotal: "about {total}", estimatedPercent: "about {percent}",
  ///   sentenceSeparator: ". ")
  /// let four = try StepperConfiguration(.init(style: .dash, total: 4, current: 3))
  /// let six = try StepperConfiguration(.init(style: .dash, total: 6, current: 3))
  /// let change = StepperAccessibility.change(
  ///   from: StepperAccessibility(four, strings: strings),
  ///   to: StepperAccessibility(six, strings: strings))
  /// print(change ?? "nothing")
  /// // Prints "2 new steps. Step 3 of 6"
  /// ```
  public struct TotalWords: Sendable, Hashable {
    /// Steps added to the flow, with a `{count}` placeholder: "{count} steps added".
    package var stepsAdded: PluralForms
    /// Steps taken out of the flow, with a `{count}` placeholder: "{count} steps removed".
    package var stepsRemoved: PluralForms
    /// A total that is an estimate, with a `{total}` placeholder: "about {total}", which
    /// takes the place of the total in "Step 2 of {total}".
    package var estimatedTotal: String
    /// A percentage counted against an estimated total, with a `{percent}` placeholder:
    /// "about {percent}".
    package var estimatedPercent: String
    /// What ends the sentence that tells of the change before the new position is read: ". "
    /// ("2 steps added. Step 3 of 6"); "。" in Japanese.
    package var sentenceSeparator: String

    /// Creates a table's words for a total that changes or is an estimate.
    ///
    /// - Parameters:
    ///   - stepsAdded: Steps added, in the language's plural forms, with `{count}`.
    ///   - stepsRemoved: Steps removed, in the language's plural forms, with `{count}`.
    ///   - estimatedTotal: An estimated total, with `{total}`.
    ///   - estimatedPercent: A percentage of an estimated total, with `{percent}`.
    ///   - sentenceSeparator: What ends the sentence about the change.
    public init(
      stepsAdded: PluralForms, stepsRemoved: PluralForms, estimatedTotal: String,
      estimatedPercent: String, sentenceSeparator: String
    ) {
      self.stepsAdded = stepsAdded
      self.stepsRemoved = stepsRemoved
      self.estimatedTotal = estimatedTotal
      self.estimatedPercent = estimatedPercent
      self.sentenceSeparator = sentenceSeparator
    }

    /// English.
    package static let english = TotalWords(
      stepsAdded: .init(one: "{count} step added", other: "{count} steps added"),
      stepsRemoved: .init(one: "{count} step removed", other: "{count} steps removed"),
      estimatedTotal: "about {total}", estimatedPercent: "about {percent}",
      sentenceSeparator: ". ")

    /// German.
    package static let german = TotalWords(
      stepsAdded: .init(one: "{count} Schritt hinzugefügt", other: "{count} Schritte hinzugefügt"),
      stepsRemoved: .init(one: "{count} Schritt entfernt", other: "{count} Schritte entfernt"),
      estimatedTotal: "etwa {total}", estimatedPercent: "etwa {percent}",
      sentenceSeparator: ". ")

    /// Spanish: a whole million takes "de" ("1.000.000 de pasos").
    package static let spanish = TotalWords(
      stepsAdded: .init(
        one: "{count} paso añadido", many: "{count} de pasos añadidos",
        other: "{count} pasos añadidos"),
      stepsRemoved: .init(
        one: "{count} paso eliminado", many: "{count} de pasos eliminados",
        other: "{count} pasos eliminados"),
      estimatedTotal: "unos {total}", estimatedPercent: "alrededor del {percent}",
      sentenceSeparator: ". ")

    /// French: 0 and 1 are singular, a whole million takes "d'" ("1 000 000 d'étapes").
    package static let french = TotalWords(
      stepsAdded: .init(
        one: "{count} étape ajoutée", many: "{count} d’étapes ajoutées",
        other: "{count} étapes ajoutées"),
      stepsRemoved: .init(
        one: "{count} étape supprimée", many: "{count} d’étapes supprimées",
        other: "{count} étapes supprimées"),
      estimatedTotal: "environ {total}", estimatedPercent: "environ {percent}",
      sentenceSeparator: ". ")

    /// Japanese: one form for every count.
    package static let japanese = TotalWords(
      stepsAdded: .init(other: "{count}ステップが追加されました"),
      stepsRemoved: .init(other: "{count}ステップが削除されました"),
      estimatedTotal: "約{total}", estimatedPercent: "約{percent}",
      sentenceSeparator: "。")

    /// Arabic: one and two are said as words ("خطوة واحدة", "خطوتان"), 3–10 take the plural
    /// ("خطوات"), 11–99 and the rest the singular ("خطوة").
    package static let arabic = TotalWords(
      stepsAdded: .init(
        one: "أضيفت خطوة واحدة", two: "أضيفت خطوتان", few: "أضيفت {count} خطوات",
        many: "أضيفت {count} خطوة", other: "أضيفت {count} خطوة"),
      stepsRemoved: .init(
        one: "أزيلت خطوة واحدة", two: "أزيلت خطوتان", few: "أزيلت {count} خطوات",
        many: "أزيلت {count} خطوة", other: "أزيلت {count} خطوة"),
      estimatedTotal: "حوالي {total}", estimatedPercent: "حوالي {percent}",
      sentenceSeparator: ". ")

    /// The built-in words of the language `languageCode` (`de`), or `nil` for a language
    /// without a built-in table.
    package static func builtIn(languageCode: String) -> TotalWords? {
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
  /// "2 steps added" (`change` > 0) or "1 step removed" (`change` < 0) in the table's plural
  /// forms and the locale's digits; `nil` for no change.
  ///
  /// ```swift
  /// print(StepperStrings.french.stepsChanged(by: -1) ?? "")
  /// // Prints "1 étape supprimée"
  /// ```
  package func stepsChanged(by change: Int) -> String? {
    guard change != 0 else { return nil }
    let forms = change > 0 ? totalWords.stepsAdded : totalWords.stepsRemoved
    return forms.text(count: Int(change.magnitude), language: languageCode, number: number)
  }

  /// A total as the text reads it: "6", or "about 6" when it is an estimate.
  package func totalText(_ total: Int, isEstimated: Bool) -> String {
    let written = number(total)
    guard isEstimated else { return written }
    return TextTemplate(totalWords.estimatedTotal).filled { $0 == "total" ? written : nil }
  }

  /// A percentage as the value reads it, given as the locale writes it ("33%"): as it is, or
  /// "about 33%" when it is counted against an estimated total.
  package func percent(_ written: String, isEstimated: Bool) -> String {
    guard isEstimated else { return written }
    return TextTemplate(totalWords.estimatedPercent).filled { $0 == "percent" ? written : nil }
  }

  /// The progress element's label: "Step 2 of 4", followed by the current step's name when it
  /// has one ("Step 2 of 4, Address"), as the header shows it.
  ///
  /// ```swift
  /// print(StepperStrings.english.progressLabel(step: 2, total: 4, name: "Address"))
  /// // Prints "Step 2 of 4, Address"
  /// ```
  package func progressLabel(step: StepperStepID, total: Int, name: String?) -> String {
    progressLabel(step: step, totalText: number(total), name: name)
  }

  /// ``progressLabel(step:total:name:)`` with the total already written ("about 6" for an
  /// estimate).
  func progressLabel(step: StepperStepID, totalText: String, name: String?) -> String {
    var utf8: [UInt8] = []
    appendStepOfTotal(step: step, totalText: totalText, name: nil, to: &utf8)
    let position = String(decoding: utf8, as: UTF8.self)
    guard let name, !name.isEmpty else { return position }
    return position + separator + name
  }

  /// A step's description with the total already written ("about 6" for an estimate).
  func description(
    ofStep step: StepperStepID, totalText: String, state: StepperStepState, name: String?
  ) -> String {
    var utf8: [UInt8] = []
    appendDescription(ofStep: step, totalText: totalText, state: state, name: name, to: &utf8)
    return String(decoding: utf8, as: UTF8.self)
  }
}
