#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The words the stepper speaks and shows in one language, and the locale its numbers are
/// written for.
///
/// A table holds the words; numbers and percentages are formatted for `locale` with the
/// locale data Foundation uses (ICU), so they follow the locale's digits, separators and percent
/// sign: "50 %" with a no-break space in German and French, "٥٠٪" in Arabic as written in
/// Egypt. Templates hold
/// `{step}` and `{total}` placeholders, so a language can put them in its own order.
///
/// ```swift
/// let german = StepperStrings.forLanguage("de-CH")
/// print(german?.templates.stepOfTotal ?? "")
/// // Prints "Schritt {step} von {total}"
/// ```
///
/// Six languages are built in (English, German, Spanish, French, Japanese and Arabic, which
/// ``forLanguage(_:)`` finds); an app can make a table for any other with
/// ``init(languageCode:locale:templates:words:states:)``, its words grouped in
/// ``Templates``, ``Words`` and ``StateNames``.
public struct StepperStrings: Sendable, Hashable {
  /// The language's BCP 47 code, such as `en`.
  package var languageCode: String { table.value.languageCode }
  /// The locale numbers and percentages are formatted for, such as `de-CH`.
  package var locale: Locale { Locale(identifier: localeIdentifier) }
  /// ``locale``'s identifier, kept as given: the locale data is reached through it
  /// (``LocaleFormatting``), since a `Locale` built without locale data knows no identifier.
  var localeIdentifier: String { table.value.localeIdentifier }
  /// The label template: "Step {step} of {total}".
  package var stepOfTotalTemplate: String { table.value.stepOfTotalTemplate }
  /// ``stepOfTotalTemplate``, split into its pieces once.
  var stepOfTotalPieces: TextTemplate { table.value.stepOfTotalPieces }
  /// The template of a step that has a name, as its button or list item says it:
  /// "{name}, step {step} of {total}". The name comes first, as people know steps by their
  /// names; the language decides the case of the word after it.
  package var namedStepTemplate: String { table.value.namedStepTemplate }
  /// ``namedStepTemplate``, split into its pieces once.
  var namedStepPieces: TextTemplate { table.value.namedStepPieces }
  /// The word added when the whole flow succeeded: "success".
  package var success: String { table.value.success }
  /// The word added when the current step failed: "error".
  package var error: String { table.value.error }
  /// The title of the control that shows every step on another screen: "All steps".
  package var allSteps: String { table.value.allSteps }
  /// A step not yet reached (``StepperStepState/default``): "upcoming".
  package var upcoming: String { table.value.upcoming }
  /// The step the user is on (``StepperStepState/active``): "current".
  package var current: String { table.value.current }
  /// The word added while the current step is loading (``StepperActivity/isLoading``):
  /// "loading".
  package var loading: String { table.value.loading }
  /// A step that is done (``StepperStepState/complete``): "completed".
  package var completed: String { table.value.completed }
  /// A step that failed (``StepperStepState/error``): "failed".
  package var failed: String { table.value.failed }
  /// A step that cannot be reached (``StepperStepState/disabled``): "unavailable".
  package var unavailable: String { table.value.unavailable }
  /// A step the user passed by (``StepperStepState/skipped``): "skipped".
  package var skipped: String { table.value.skipped }
  /// The word an optional step's accessible description adds: "optional".
  package var optional: String { table.value.optional }
  /// The caption shown under an optional step's name: "Optional".
  package var optionalCaption: String { table.value.optionalCaption }
  /// How the parts of an announcement are joined: ", " (the Arabic comma "، " in Arabic).
  package var separator: String { table.value.separator }
  /// The name of the progress indicator as a whole, where a platform names it apart from its
  /// value (the web's `role="progressbar"`): "Progress".
  package var progressName: String { table.value.progressName }
  /// The name of the list of steps: "Steps".
  package var stepsName: String { table.value.stepsName }
  /// The name of the control that closes the "All steps" list: "Close".
  package var close: String { table.value.close }
  /// The locale's digits 0 to 9, so marker numbers cost no formatter call each; `nil` for
  /// Western digits.
  var localDigits: [String]? { table.value.localDigits }
  /// What the locale writes before and after a percentage under 1,000, so that the
  /// accessibility value costs no formatter call; `nil` where its pattern was not recognized.
  private var percentAffixes: PercentAffixes? { table.value.percentAffixes }
  /// How the locale groups digits, so that step numbers cost no formatter call; `nil` where
  /// its pattern was not recognized.
  var grouping: NumberGrouping? { table.value.grouping }
  /// The locale's BCP 47 tag (`en`, `de-CH`), read once.
  var localeTag: String { table.value.localeTag }
  /// The words for a total that changes or is an estimate ("2 steps added", "about 6"): the
  /// language's own for a built-in language, English's for another until the app sets them.
  public var totalWords: TotalWords {
    get { sharedTotalWords.value }
    set { sharedTotalWords = SharedBox(newValue) }
  }
  /// The words for a collapsed row's overflow markers ("3 more steps, 1 failed"): the
  /// language's own for a built-in language, English's for another until the app sets them.
  public var overflowWords: OverflowWords {
    get { sharedOverflowWords.value }
    set { sharedOverflowWords = SharedBox(newValue) }
  }
  /// Everything but ``totalWords`` and ``overflowWords``, in one shared box, and each of those
  /// in another: a copy of the table (a scene keeps two, and the pipeline hands it on a few
  /// times) retains three references instead of each of its strings and arrays.
  private let table: SharedBox<Table>
  private var sharedTotalWords: SharedBox<TotalWords>
  private var sharedOverflowWords: SharedBox<OverflowWords>

  /// Creates a table of strings.
  ///
  /// ```swift
  /// let italian = StepperStrings(
  ///   languageCode: "it",
  ///   templates: .init(stepOfTotal: "Passo {step} di {total}", separator: ", "),
  ///   words: .init(success: "completato", error: "errore", allSteps: "Tutti i passi"),
  ///   states: .init(
  ///     upcoming: "in attesa", current: "attuale", completed: "completato",
  ///     failed: "non riuscito", unavailable: "non disponibile"))
  /// let configuration = try StepperConfiguration(.init(total: 3, current: 2))
  /// print(StepperAccessibility(configuration, strings: italian).label)
  /// // Prints "Passo 2 di 3"
  /// ```
  ///
  /// - Parameters:
  ///   - languageCode: The language's BCP 47 code, such as `it`.
  ///   - locale: The locale numbers are formatted for; the language's own by default.
  ///   - templates: The label templates and what joins the parts of an announcement.
  ///   - words: The words for the flow's outcome and the names of its controls.
  ///   - states: The names of the step states.
  public init(
    languageCode: String, locale: Locale? = nil, templates: Templates, words: Words,
    states: StateNames
  ) {
    self.init(
      languageCode: languageCode, localeIdentifier: locale?.identifier ?? languageCode,
      templates: templates, words: words, states: states)
  }

  /// Creates a table of strings for the locale `localeIdentifier`, such as `de-CH`.
  init(
    languageCode: String, localeIdentifier locale: String, templates: Templates, words: Words,
    states: StateNames
  ) {
    table = SharedBox(
      Table(
        languageCode: languageCode, localeIdentifier: locale, templates: templates,
        words: words, states: states))
    sharedTotalWords = SharedBox(TotalWords.builtIn(languageCode: languageCode) ?? .english)
    sharedOverflowWords = SharedBox(OverflowWords.builtIn(languageCode: languageCode) ?? .english)
  }

  /// The table's words for the flow and its controls.
  public var words: Words {
    Words(
      success: success, error: error, allSteps: allSteps, progressName: progressName,
      stepsName: stepsName
    ).adding(
      loading: loading, optional: optional, optionalCaption: optionalCaption, close: close)
  }

  /// The table's names of the step states.
  public var states: StateNames {
    StateNames(
      upcoming: upcoming, current: current, completed: completed, failed: failed,
      unavailable: unavailable, skipped: skipped)
  }

  /// The same words, with numbers formatted for another locale of the language.
  ///
  /// ```swift
  /// import Foundation
  ///
  /// let egyptian = StepperStrings.arabic.formatting(for: Locale(identifier: "ar-EG"))
  /// print(egyptian.percent(50))
  /// // Prints "٥٠٪؜"
  /// ```
  package func formatting(for locale: Locale) -> StepperStrings {
    formatting(forIdentifier: locale.identifier)
  }

  /// ``formatting(for:)`` for the locale `identifier`, such as `de-CH`.
  func formatting(forIdentifier identifier: String) -> StepperStrings {
    var formatted = StepperStrings(
      languageCode: languageCode, localeIdentifier: identifier, templates: templates,
      words: words, states: states)
    formatted.totalWords = totalWords
    formatted.overflowWords = overflowWords
    return formatted
  }

  /// The direction the language is read in, which a stepper showing it is laid out in by
  /// default: right-to-left for Arabic.
  package var layoutDirection: StepperLayoutDirection {
    LocaleFormatting.isRightToLeft(localeIdentifier) ? .rightToLeft : .leftToRight
  }

  /// A whole number as the locale writes it in running text: "10,000", "10.000", "١٠٬٠٠٠".
  ///
  /// ```swift
  /// print(StepperStrings.french.number(10_000))
  /// // Prints "10 000" (with a narrow no-break space)
  /// ```
  package func number(_ value: Int) -> String {
    // Under 1,000 no locale groups digits, so the formatter would write the locale's digits
    // alone; mapping them spares a formatter call for nearly every step number.
    if (0..<1_000).contains(value) { return digits(value) }
    if let grouping, value >= 0 { return grouping.group(digits(value)) }
    return LocaleFormatting.number(value, localeIdentifier)
  }

  /// A whole number in the locale's digits, without grouping: the number inside a marker (a
  /// sub-step's marker shows its own number, "1" for 2.1).
  package func digits(_ value: Int) -> String {
    Self.digits(value, localDigits)
  }

  /// Whether ``digits(_:)`` writes Western digits, 0 to 9, as most locales do: a renderer may
  /// then write a number's ASCII digits itself, without a string made for it.
  package var writesWesternDigits: Bool { localDigits == nil }

  /// `value` written with `localDigits`, a locale's digits 0 to 9 (`nil` for Western digits).
  static func digits(_ value: Int, _ localDigits: [String]?) -> String {
    // A locale's numbering system maps each digit to one of its own (CLDR's numeric systems),
    // so mapping digit by digit writes what its formatter would, without a call per marker.
    let western = String(value)
    guard let localDigits else { return western }
    var text = ""
    for byte in western.utf8 {
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        text += localDigits[Int(byte - UInt8(ascii: "0"))]
      } else {
        text.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return text
  }

  /// A whole percentage as the locale writes it: "50%", "50 %", "٥٠٪؜".
  ///
  /// ```swift
  /// print(StepperStrings.german.percent(50))
  /// // Prints "50 %" (with a no-break space)
  /// ```
  package func percent(_ value: Int) -> String {
    // Under 1,000 no locale groups digits: the locale's digits between its affixes.
    if let percentAffixes, (0..<1_000).contains(value) {
      return percentAffixes.prefix + digits(value) + percentAffixes.suffix
    }
    return LocaleFormatting.percent(value, localeIdentifier)
  }

  /// A percentage given in tenths (375 is 37.5%) as the locale writes it: with its decimal
  /// separator and one fraction digit where the tenth is not 0 ("37.5%", "37,5 %", "٣٧٫٥٪؜"),
  /// and as ``percent(_:)`` writes a whole one ("50%").
  ///
  /// ```swift
  /// print(StepperStrings.french.percent(tenths: 375))
  /// // Prints "37,5 %" (with a narrow no-break space)
  /// ```
  package func percent(tenths: Int) -> String {
    let (whole, tenth) = tenths.quotientAndRemainder(dividingBy: 10)
    guard tenth != 0 else { return percent(whole) }
    if let percentAffixes, let separator = percentAffixes.decimalSeparator,
      (0..<1_000).contains(whole), tenth > 0
    {
      return percentAffixes.prefix + digits(whole) + separator + digits(tenth)
        + percentAffixes.suffix
    }
    return LocaleFormatting.percent(tenths: tenths, localeIdentifier)
  }

  /// A step's number in running text: "2", or "2.1" for a sub-step, in the locale's digits.
  package func step(_ id: StepperStepID) -> String {
    guard let substep = id.substep else { return number(id.step) }
    return number(id.step) + "." + number(substep)
  }

  /// The label: "Step 2 of 4", "Step 2.1 of 4".
  ///
  /// ```swift
  /// print(StepperStrings.english.stepOfTotal(step: StepperStepID(2, substep: 1), total: 4))
  /// // Prints "Step 2.1 of 4"
  /// ```
  package func stepOfTotal(step: StepperStepID, total: Int) -> String {
    var utf8: [UInt8] = []
    appendStepOfTotal(step: step, total: total, to: &utf8)
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Appends ``stepOfTotal(step:total:)``'s text to `output`, without making a string.
  ///
  /// ```swift
  /// var utf8: [UInt8] = []
  /// StepperStrings.english.appendStepOfTotal(step: 2, total: 4, to: &utf8)
  /// print(String(decoding: utf8, as: UTF8.self))
  /// // Prints "Step 2 of 4"
  /// ```
  package func appendStepOfTotal<Output: UTF8Output & ~Copyable>(
    step: StepperStepID, total: Int, to output: inout Output
  ) {
    appendStepOfTotal(step: step, totalText: number(total), name: nil, to: &output)
  }

  /// A step as its button or list item names it: "Cart, step 1 of 4" when it has a name (see
  /// ``namedStepTemplate``), "Step 1 of 4" when `name` is `nil` or empty.
  ///
  /// ```swift
  /// print(StepperStrings.english.stepOfTotal(step: 1, total: 4, name: "Cart"))
  /// // Prints "Cart, step 1 of 4"
  /// ```
  package func stepOfTotal(step: StepperStepID, total: Int, name: String?) -> String {
    var utf8: [UInt8] = []
    appendStepOfTotal(step: step, total: total, name: name, to: &utf8)
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Appends ``stepOfTotal(step:total:name:)``'s text to `output`, without making a string.
  package func appendStepOfTotal<Output: UTF8Output & ~Copyable>(
    step: StepperStepID, total: Int, name: String?, to output: inout Output
  ) {
    appendStepOfTotal(step: step, totalText: number(total), name: name, to: &output)
  }

  /// The name of a step state: "completed", "current"; the current step in error is
  /// "current, failed".
  package func name(of state: StepperStepState) -> String {
    switch state {
    case .default: upcoming
    case .active: current
    case .complete: completed
    case .error: failed
    case .errorActive: current + separator + failed
    case .disabled: unavailable
    case .skipped: skipped
    }
  }
}
