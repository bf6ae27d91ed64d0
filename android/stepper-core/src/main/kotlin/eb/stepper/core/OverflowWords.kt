package eb.stepper.core

/** How a language reads an overflow marker: "3 more steps, 1 failed, 1 skipped". */
data class OverflowWords(val moreSteps: PluralForms, val failed: PluralForms, val skipped: PluralForms) {
    companion object {
        val ENGLISH = OverflowWords(
            PluralForms(one = "{count} more step", other = "{count} more steps"),
            PluralForms(other = "{count} failed"), PluralForms(other = "{count} skipped"),
        )
        val GERMAN = OverflowWords(
            PluralForms(one = "{count} weiterer Schritt", other = "{count} weitere Schritte"),
            PluralForms(other = "{count} fehlgeschlagen"), PluralForms(other = "{count} übersprungen"),
        )
        val SPANISH = OverflowWords(
            PluralForms(one = "{count} paso más", many = "{count} de pasos más", other = "{count} pasos más"),
            PluralForms(one = "{count} fallido", other = "{count} fallidos"),
            PluralForms(one = "{count} omitido", other = "{count} omitidos"),
        )
        val FRENCH = OverflowWords(
            PluralForms(one = "{count} étape de plus", many = "{count} d’étapes de plus", other = "{count} étapes de plus"),
            PluralForms(other = "{count} en échec"),
            PluralForms(one = "{count} ignorée", other = "{count} ignorées"),
        )
        val JAPANESE = OverflowWords(
            PluralForms(other = "ほか{count}ステップ"), PluralForms(other = "{count}件失敗"),
            PluralForms(other = "{count}件スキップ"),
        )
        val ARABIC = OverflowWords(
            PluralForms(
                one = "خطوة واحدة أخرى", two = "خطوتان أخريان", few = "{count} خطوات أخرى",
                many = "{count} خطوة أخرى", other = "{count} خطوة أخرى",
            ),
            PluralForms(
                one = "فشلت خطوة واحدة", two = "فشلت خطوتان", few = "فشلت {count} خطوات",
                many = "فشلت {count} خطوة", other = "فشلت {count} خطوة",
            ),
            PluralForms(
                one = "تم تخطي خطوة واحدة", two = "تم تخطي خطوتين", few = "تم تخطي {count} خطوات",
                many = "تم تخطي {count} خطوة", other = "تم تخطي {count} خطوة",
            ),
        )

        fun builtIn(languageCode: String): OverflowWords = when (languageCode) {
            "de" -> GERMAN
            "es" -> SPANISH
            "fr" -> FRENCH
            "ja" -> JAPANESE
            "ar" -> ARABIC
            else -> ENGLISH
        }
    }
}
