#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Whole numbers, percentages and reading direction as a locale has them: the one place the
/// core reaches locale data (ICU).
///
/// Where full Foundation is the platform's (Apple's), this is Foundation's own formatting. Where
/// the core builds on FoundationEssentials (Linux), which has no locale formatting, ICU is
/// loaded on first use (``ICULibrary``), so that a process that never asks for a locale's
/// numbers (the default English stepper, whose figures are known: ``isBuiltInEnglish(_:)``)
/// never loads it. The numbers are ICU's, as Foundation's are: the same skeletons on the same
/// data.
enum LocaleFormatting {
  /// Whether `locale` is the built-in English table's own, `en`, whose digits, grouping,
  /// percent sign, tag and direction the core knows without asking the locale data: Western
  /// digits, "1,234", "57%", `en`, left to right.
  static func isBuiltInEnglish(_ locale: String) -> Bool {
    locale == "en"
  }

  /// A whole number as the locale `locale` (an identifier such as `de-CH`) writes it in running
  /// text: "1,234", "1.234", "١٬٢٣٤".
  static func number(_ value: Int, _ locale: String) -> String {
    #if canImport(FoundationEssentials)
      ICULibrary.shared?.format(value, skeleton: "", locale: locale) ?? String(value)
    #else
      value.formatted(.number.locale(Locale(identifier: locale)))
    #endif
  }

  /// A whole percentage as the locale writes it: "57%", "57 %", "%57".
  static func percent(_ value: Int, _ locale: String) -> String {
    #if canImport(FoundationEssentials)
      ICULibrary.shared?.format(value, skeleton: "percent", locale: locale)
        ?? String(value) + "%"
    #else
      value.formatted(.percent.locale(Locale(identifier: locale)))
    #endif
  }

  /// A percentage given in tenths (375 is 37.5%) as the locale writes it, with its own decimal
  /// separator and at most one fraction digit: "37.5%", "37,5 %", "50%".
  static func percent(tenths: Int, _ locale: String) -> String {
    #if canImport(FoundationEssentials)
      ICULibrary.shared?.format(Double(tenths) / 10, skeleton: "percent .#", locale: locale)
        ?? String(Double(tenths) / 10) + "%"
    #else
      (Double(tenths) / 1_000).formatted(
        .percent.precision(.fractionLength(0...1)).locale(Locale(identifier: locale)))
    #endif
  }

  /// Whether the locale's language is read right to left.
  static func isRightToLeft(_ locale: String) -> Bool {
    if isBuiltInEnglish(locale) { return false }
    #if canImport(FoundationEssentials)
      return ICULibrary.shared?.isRightToLeft(locale) ?? false
    #else
      return Locale(identifier: locale).language.characterDirection == .rightToLeft
    #endif
  }

  /// The locale's BCP 47 language tag: `en`, `de-CH`, `ar-EG`.
  static func languageTag(_ locale: String) -> String {
    if isBuiltInEnglish(locale) { return locale }
    #if canImport(FoundationEssentials)
      return ICULibrary.shared?.languageTag(locale)
        ?? locale.replacing("_", with: "-")
    #else
      return Locale(identifier: locale).identifier(.bcp47)
    #endif
  }
}
