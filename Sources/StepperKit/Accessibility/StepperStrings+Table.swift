#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension StepperStrings {
  /// What a table holds besides its ``StepperStrings/totalWords``, kept in one shared box
  /// (``SharedBox``) so that copying a table copies one reference: see the properties of the
  /// same names on ``StepperStrings``.
  struct Table: Sendable, Hashable {
    let languageCode: String
    let localeIdentifier: String
    let stepOfTotalTemplate: String
    let stepOfTotalPieces: TextTemplate
    let namedStepTemplate: String
    let namedStepPieces: TextTemplate
    let success: String
    let error: String
    let allSteps: String
    let upcoming: String
    let current: String
    let loading: String
    let completed: String
    let failed: String
    let unavailable: String
    let skipped: String
    let optional: String
    let optionalCaption: String
    let separator: String
    let progressName: String
    let stepsName: String
    let close: String
    let localDigits: [String]?
    let percentAffixes: PercentAffixes?
    let grouping: NumberGrouping?
    let localeTag: String

    init(
      languageCode: String, localeIdentifier locale: String, templates: Templates,
      words: Words, states: StateNames
    ) {
      self.languageCode = languageCode
      localeIdentifier = locale
      stepOfTotalTemplate = templates.stepOfTotal
      stepOfTotalPieces = TextTemplate(templates.stepOfTotal)
      let namedStep = templates.namedStep ?? "{name}" + templates.separator + templates.stepOfTotal
      namedStepTemplate = namedStep
      namedStepPieces = TextTemplate(namedStep)
      separator = templates.separator
      success = words.success
      error = words.error
      allSteps = words.allSteps
      progressName = words.progressName
      stepsName = words.stepsName
      loading = words.loading
      optional = words.optional
      optionalCaption = words.optionalCaption
      close = words.close
      upcoming = states.upcoming
      current = states.current
      completed = states.completed
      failed = states.failed
      unavailable = states.unavailable
      skipped = states.skipped
      if LocaleFormatting.isBuiltInEnglish(locale) {
        // English's figures are known, so the default stepper asks no locale data of ICU.
        localDigits = nil
        percentAffixes = .english
        grouping = .english
      } else {
        // One digit is never grouped, so each is the locale's digit alone.
        let digits = (0...9).map { LocaleFormatting.number($0, locale) }
        let localDigits = digits == (0...9).map(String.init) ? nil : digits
        self.localDigits = localDigits
        percentAffixes = PercentAffixes(locale: locale, digits: localDigits)
        grouping = NumberGrouping(locale: locale, digits: localDigits)
      }
      localeTag = LocaleFormatting.languageTag(locale)

    }
  }
}
