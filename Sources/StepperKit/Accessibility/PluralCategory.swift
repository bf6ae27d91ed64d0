/// The plural category of a whole number in a language, after CLDR's cardinal rules
/// (https://cldr.unicode.org, "Language Plural Rules"), for the whole numbers a count of steps
/// can be.
///
/// The rules of the six built-in languages are here; any other language follows English's
/// (`one` for 1, `other` for the rest), which a table's ``StepperStrings/PluralForms`` can
/// still serve by giving the same text for both.
///
/// ```swift
/// print(PluralCategory(2, language: "ar"), PluralCategory(11, language: "ar"))
/// // Prints "two many"
/// ```
package enum PluralCategory: Sendable, Hashable, CaseIterable {
  case zero, one, two, few, many, other

  /// The category of `count` in the language `language` (a BCP 47 code such as `fr`).
  package init(_ count: Int, language: String) {
    let n = count.magnitude
    switch language {
    case "ja", "zh", "ko":
      // No plural forms.
      self = .other
    case "fr", "pt":
      // 0 and 1 are singular; a whole million takes "de" ("1 000 000 d'étapes").
      if n <= 1 {
        self = .one
      } else {
        self = n % 1_000_000 == 0 ? .many : .other
      }
    case "es", "it":
      if n == 1 {
        self = .one
      } else {
        self = n != 0 && n % 1_000_000 == 0 ? .many : .other
      }
    case "ar":
      switch n % 100 {
      case _ where n == 0: self = .zero
      case _ where n == 1: self = .one
      case _ where n == 2: self = .two
      case 3...10: self = .few
      case 11...99: self = .many
      default: self = .other
      }
    default:
      self = n == 1 ? .one : .other
    }
  }
}
