extension StepperStrings {
  /// A text that depends on a count, in each plural form a language has, with a `{count}`
  /// placeholder: "{count} step added" (one), "{count} steps added" (other).
  ///
  /// The form is chosen by the language's CLDR plural rule for the count; a form the table
  /// leaves `nil` falls back to `other`. English and German have one and other; Spanish and
  /// French add many (a whole million: "1 000 000 d'étapes"), French counts 0 as one; Japanese
  /// has other alone; Arabic has zero, one, two, few (3–10), many (11–99) and other.
  ///
  /// ```swift
  /// let moreSteps = StepperStrings.PluralForms(
  ///   one: "{count} more step", other: "{count} more steps")
  /// var strings = StepperStrings.english
  /// strings.overflowWords = StepperStrings.OverflowWords(
  ///   moreSteps: moreSteps, failed: StepperStrings.PluralForms(other: "{count} failed"),
  ///   skipped: StepperStrings.PluralForms(other: "{count} skipped"))
  /// ```
  public struct PluralForms: Sendable, Hashable {
    /// The text for zero, where the language has a form for it (Arabic).
    package var zero: String?
    /// The text for one (and, in French, zero).
    package var one: String?
    /// The text for two, where the language has a form for it (Arabic).
    package var two: String?
    /// The text for a few, where the language has a form for it (Arabic: 3–10).
    package var few: String?
    /// The text for many, where the language has a form for it (Arabic: 11–99; Spanish and
    /// French: a whole million).
    package var many: String?
    /// The text for every other count, and for any form left `nil`.
    package var other: String

    /// Creates a text's plural forms; each holds a `{count}` placeholder (or, where the
    /// language says the number as a word, "two steps", none).
    public init(
      zero: String? = nil, one: String? = nil, two: String? = nil, few: String? = nil,
      many: String? = nil, other: String
    ) {
      self.zero = zero
      self.one = one
      self.two = two
      self.few = few
      self.many = many
      self.other = other
    }

    /// The form for `category`, or ``other`` where the table has none.
    package func form(for category: PluralCategory) -> String {
      let form: String? =
        switch category {
        case .zero: zero
        case .one: one
        case .two: two
        case .few: few
        case .many: many
        case .other: other
        }
      return form ?? other
    }

    /// The text for `count` in `language`, with `{count}` replaced by `number(count)`.
    package func text(count: Int, language: String, number: (Int) -> String) -> String {
      let template = form(for: PluralCategory(count, language: language))
      return TextTemplate(template).filled { $0 == "count" ? number(count) : nil }
    }
  }
}
