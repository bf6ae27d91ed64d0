#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The text a locale writes around the digits of a percentage: "" and "%" in English, "" and
/// " %" (a no-break space) in German, "%" and "" in Turkish.
///
/// Read once from the locale's own formatting of a probe value (``LocaleFormatting``), so that a
/// percentage under 1,000 (which no locale groups) is the locale's digits between these, exactly as
/// the formatter writes it, without a formatter call.
struct PercentAffixes: Sendable, Hashable {
  /// What comes before the digits.
  let prefix: String
  /// What comes after the digits.
  let suffix: String
  /// What separates the whole percent from its tenth ("." in English, "," in French), or
  /// `nil` where the probe of a fractional percentage did not show it.
  let decimalSeparator: String?

  /// The affixes of `locale`, whose digits 0 to 9 are `digits` (`nil` for Western digits), or
  /// `nil` when its probe does not hold those digits exactly once.
  init?(locale: String, digits: [String]?) {
    let probe = 57
    let written = LocaleFormatting.percent(probe, locale)
    let probeDigits = StepperStrings.digits(probe, digits)
    let parts = written.components(separatedBy: probeDigits)
    guard parts.count == 2 else { return nil }
    prefix = parts[0]
    suffix = parts[1]
    // 57.3% is the prefix, 57, the separator, 3 and the suffix; whatever lies between the two
    // runs of digits is the separator.
    let tenths = LocaleFormatting.percent(tenths: 573, locale)
    let head = prefix + probeDigits
    let tail = StepperStrings.digits(3, digits) + suffix
    if tenths.hasPrefix(head), tenths.hasSuffix(tail), tenths.count > head.count + tail.count {
      decimalSeparator = String(tenths.dropFirst(head.count).dropLast(tail.count))
    } else {
      decimalSeparator = nil
    }
  }

  private init(prefix: String, suffix: String, decimalSeparator: String) {
    self.prefix = prefix
    self.suffix = suffix
    self.decimalSeparator = decimalSeparator
  }

  /// English's affixes, `en`: "57%" and "57.3%", known without asking the locale data.
  static let english = PercentAffixes(prefix: "", suffix: "%", decimalSeparator: ".")
}
