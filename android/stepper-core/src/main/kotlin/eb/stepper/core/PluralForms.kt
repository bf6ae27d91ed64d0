package eb.stepper.core

/**
 * A text in each plural form a language uses, `{count}` in place of the number, and the
 * languages' plural rules (docs: Languages).
 */
data class PluralForms(
    val other: String, val zero: String? = null, val one: String? = null, val two: String? = null,
    val few: String? = null, val many: String? = null,
) {
    fun text(count: Long, language: String, number: (Long) -> String): String {
        val n = abs(count)
        val form = when (language) {
            "ja", "zh", "ko" -> other
            "fr", "pt" -> if (n <= 1) one else if (n % 1_000_000 == 0L) many else other
            "es", "it" -> if (n == 1L) one else if (n != 0L && n % 1_000_000 == 0L) many else other
            "ar" -> when {
                n == 0L -> zero
                n == 1L -> one
                n == 2L -> two
                n % 100 in 3..10 -> few
                n % 100 in 11..99 -> many
                else -> other
            }
            else -> if (n == 1L) one else other
        } ?: other
        return form.replace("{count}", number(count))
    }

    private fun abs(value: Long) = if (value < 0) -value else value
}
