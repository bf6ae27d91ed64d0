#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StepperLayoutDirection {
  /// The direction a locale's language is read in: right-to-left for Arabic, Hebrew, Persian
  /// and Urdu, left-to-right otherwise (and for a language the locale data does not know).
  ///
  /// ```swift
  /// import Foundation
  ///
  /// print(StepperLayoutDirection(languageOf: Locale(identifier: "ar-EG")))
  /// // Prints "rightToLeft"
  /// ```
  public init(languageOf locale: Locale) {
    self = LocaleFormatting.isRightToLeft(locale.identifier) ? .rightToLeft : .leftToRight
  }
}
