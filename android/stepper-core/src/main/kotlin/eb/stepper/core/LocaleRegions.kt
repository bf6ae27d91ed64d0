package eb.stepper.core

/**
 * The regions a built-in language is offered with ("de-CH", "ar-EG"): the same words as the bare
 * language, with the numbers, percentages and language tag of that locale as the Swift core's ICU
 * writes them (CLDR's digits, grouping, decimal separator and percent sign for the region).
 * A region not held here is not guessed at: [StepperStrings.forLanguage] answers null for it.
 */
object LocaleRegions {
    private const val ARABIC_DIGITS = "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667\u0668\u0669"

    /** How a region writes numbers, where it differs from its language's built-in table. */
    private class Numbers(
        val grouping: String, val decimal: String, val percentSuffix: String,
        val minimumGroupingDigits: Int = 4, val digits: String? = null,
    )

    private val swissGerman = Numbers("\u2019", ".", "%")
    private val latinAmericanSpanish = Numbers(",", ".", "%")
    private val easternArabic = Numbers("\u066C", "\u066B", "\u066A\u061C", digits = ARABIC_DIGITS)
    private val maghrebArabic = Numbers(".", ",", "\u200E%\u200E")

    /** Each region by its tag, with its numbers, or null where the language's own serve. */
    private val regions: Map<String, Numbers?> = mapOf(
        "de-DE" to null, "de-AT" to null, "de-BE" to null, "de-LU" to null,
        "de-CH" to swissGerman, "de-LI" to swissGerman,
        "en-US" to null, "en-GB" to null, "en-AU" to null, "en-CA" to null,
        "es-ES" to null, "es-MX" to latinAmericanSpanish, "es-US" to latinAmericanSpanish,
        "es-AR" to Numbers(".", ",", "%"),
        "fr-FR" to null, "fr-BE" to null, "fr-CA" to Numbers("\u00A0", ",", "\u00A0%"),
        "fr-CH" to Numbers("\u202F", ",", "%"),
        "ja-JP" to null,
        "ar-EG" to easternArabic, "ar-SA" to easternArabic, "ar-IQ" to easternArabic, "ar-LB" to easternArabic,
        "ar-AE" to null, "ar-MA" to maghrebArabic, "ar-DZ" to maghrebArabic,
    )

    /** Every region held, by its tag. */
    val tags: Set<String> get() = regions.keys

    /** The strings for `tag` ("de-CH", the language lower case and the region upper case), or
     * null for a region not held. */
    fun strings(tag: String): StepperStrings? {
        if (tag !in regions) return null
        val language = StepperStrings.ALL.firstOrNull { it.languageCode == tag.substringBefore('-') } ?: return null
        val numbers = regions[tag] ?: return language.copy(localeTag = tag)
        return language.copy(
            localeTag = tag, groupingSeparator = numbers.grouping,
            minimumGroupingDigits = numbers.minimumGroupingDigits, decimalSeparator = numbers.decimal,
            percentSuffix = numbers.percentSuffix, localDigits = numbers.digits?.map { it.toString() },
        )
    }
}
