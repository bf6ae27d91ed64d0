package eb.stepper.core

/**
 * The words and templates of one language's accessibility text (docs: Accessibility,
 * Languages). Numbers are written for the language: English groups thousands with commas.
 */
data class StepperStrings(
    val languageCode: String,
    val localeTag: String,
    val stepOfTotal: String,
    val namedStep: String,
    val separator: String,
    val success: String,
    val error: String,
    val allSteps: String,
    val loading: String,
    val optional: String,
    val optionalCaption: String,
    val close: String,
    val upcoming: String,
    val current: String,
    val completed: String,
    val failed: String,
    val unavailable: String,
    val skipped: String,
    val estimatedTotal: String,
    val estimatedPercent: String,
    val groupingSeparator: String = ",",
    val minimumGroupingDigits: Int = 4,
    val decimalSeparator: String = ".",
    val percentSuffix: String = "%",
    val isRightToLeft: Boolean = false,
    val stepsAdded: PluralForms = PluralForms(one = "{count} step added", other = "{count} steps added"),
    val stepsRemoved: PluralForms = PluralForms(one = "{count} step removed", other = "{count} steps removed"),
    val sentenceSeparator: String = ". ",
    /** The locale's digits 0 to 9, or null for Western digits. */
    val localDigits: List<String>? = null,
) {
    /** "2 steps added", "1 step removed", or null when the total did not change. */
    fun stepsChanged(change: Long): String? {
        if (change == 0L) return null
        val forms = if (change > 0) stepsAdded else stepsRemoved
        return forms.text(if (change < 0) -change else change, languageCode, ::number)
    }

    /** A whole number: digits, grouped by three once it has the language's minimum of digits. */
    fun number(value: Long): String {
        val digits = value.toString()
        if (value < 1000 || digits.length < minimumGroupingDigits) return digits(value)
        val builder = StringBuilder()
        val head = digits.length % 3
        for ((index, digit) in digits.withIndex()) {
            if (index > 0 && (index - head) % 3 == 0) builder.append(groupingSeparator)
            builder.append(localDigits?.get(digit - '0') ?: digit)
        }
        return builder.toString()
    }

    /** A whole number in the locale's digits, without grouping: the number inside a marker. */
    fun digits(value: Long): String {
        val western = value.toString()
        val local = localDigits ?: return western
        return western.map { if (it in '0'..'9') local[it - '0'] else it.toString() }.joinToString("")
    }

    /** The reading direction of the language: right to left for Arabic. */
    val layoutDirection: StepperLayoutDirection
        get() = if (isRightToLeft) StepperLayoutDirection.RIGHT_TO_LEFT else StepperLayoutDirection.LEFT_TO_RIGHT

    fun step(id: StepId): String =
        if (id.substep == null) number(id.step) else number(id.step) + "." + number(id.substep)

    fun percent(value: Long): String = number(value) + percentSuffix

    fun percent(tenths: Long, asTenths: Boolean): String {
        if (!asTenths) return percent(tenths)
        val whole = tenths / 10
        val tenth = tenths % 10
        if (tenth == 0L) return percent(whole)
        return number(whole) + decimalSeparator + digits(tenth) + percentSuffix
    }

    fun totalText(total: Long, isEstimated: Boolean): String {
        val written = number(total)
        return if (isEstimated) fill(estimatedTotal, "total", written) else written
    }

    fun percentText(written: String, isEstimated: Boolean): String =
        if (isEstimated) fill(estimatedPercent, "percent", written) else written

    /** "Step 2 of 4", or with a name "Cart, step 2 of 4". */
    fun stepOfTotal(step: StepId, totalText: String, name: String?): String {
        val template = if (name.isNullOrEmpty()) stepOfTotal else namedStep
        return fill(template) { placeholder ->
            when (placeholder) {
                "name" -> name
                "step" -> step(step)
                "total" -> totalText
                else -> null
            }
        }
    }

    /** What an optional step shows under its name: "Optional", or "Optional · " and its description. */
    fun optionalCaption(description: String?): String =
        if (description.isNullOrEmpty()) optionalCaption else "$optionalCaption \u00B7 $description"

    /** An overflow marker as read: "3 more steps, 1 failed". */
    fun overflowDescription(hidden: Long, failed: Long, skipped: Long): String {
        val words = OverflowWords.builtIn(languageCode)
        val parts = mutableListOf(words.moreSteps.text(hidden, languageCode, ::number))
        if (failed > 0) parts += words.failed.text(failed, languageCode, ::number)
        if (skipped > 0) parts += words.skipped.text(skipped, languageCode, ::number)
        return parts.joinToString(separator)
    }

    fun name(state: StepperStepState): String = when (state) {
        StepperStepState.DEFAULT -> upcoming
        StepperStepState.ACTIVE -> current
        StepperStepState.COMPLETE -> completed
        StepperStepState.ERROR -> failed
        StepperStepState.ERROR_ACTIVE -> current + separator + failed
        StepperStepState.DISABLED -> unavailable
        StepperStepState.SKIPPED -> skipped
    }

    /** One step as assistive technology reads it: "Step 1 of 4, completed". */
    fun description(
        step: StepId, totalText: String, state: StepperStepState, name: String?, isOptional: Boolean,
    ): String {
        val optionalWord = if (isOptional) separator + optional else ""
        return stepOfTotal(step, totalText, name) + optionalWord + separator + name(state)
    }

    private fun fill(template: String, placeholder: String, value: String) =
        fill(template) { if (it == placeholder) value else null }

    /** The template with each `{name}` the values know replaced; the values are not re-read. */
    private fun fill(template: String, value: (String) -> String?): String {
        val out = StringBuilder()
        var index = 0
        while (index < template.length) {
            val open = template.indexOf('{', index)
            val close = if (open >= 0) template.indexOf('}', open + 1) else -1
            if (open < 0 || close < 0) {
                out.append(template, index, template.length)
                break
            }
            out.append(template, index, open)
            val name = template.substring(open + 1, close)
            out.append(value(name) ?: "{$name}")
            index = close + 1
        }
        return out.toString()
    }

    companion object {
        val ENGLISH = StepperStrings(
            languageCode = "en", localeTag = "en",
            stepOfTotal = "Step {step} of {total}", namedStep = "{name}, step {step} of {total}",
            separator = ", ", success = "success", error = "error", allSteps = "All steps",
            loading = "loading", optional = "optional", optionalCaption = "Optional", close = "Close", upcoming = "upcoming",
            current = "current", completed = "completed", failed = "failed",
            unavailable = "unavailable", skipped = "skipped",
            estimatedTotal = "about {total}", estimatedPercent = "about {percent}",
        )

        val GERMAN = StepperStrings(
            languageCode = "de", localeTag = "de",
            stepOfTotal = "Schritt {step} von {total}", namedStep = "{name}, Schritt {step} von {total}",
            separator = ", ", success = "erfolgreich", error = "Fehler", allSteps = "Alle Schritte",
            loading = "wird geladen", optional = "optional", optionalCaption = "Optional", close = "Schließen",
            upcoming = "ausstehend", current = "aktuell", completed = "abgeschlossen",
            failed = "fehlgeschlagen", unavailable = "nicht verfügbar", skipped = "übersprungen",
            estimatedTotal = "etwa {total}", estimatedPercent = "etwa {percent}",
            groupingSeparator = ".", decimalSeparator = ",", percentSuffix = "\u00A0%",
            stepsAdded = PluralForms(one = "{count} Schritt hinzugefügt", other = "{count} Schritte hinzugefügt"),
            stepsRemoved = PluralForms(one = "{count} Schritt entfernt", other = "{count} Schritte entfernt"),
        )

        val SPANISH = StepperStrings(
            languageCode = "es", localeTag = "es",
            stepOfTotal = "Paso {step} de {total}", namedStep = "{name}, paso {step} de {total}",
            separator = ", ", success = "completado con éxito", error = "error", allSteps = "Todos los pasos",
            loading = "cargando", optional = "opcional", optionalCaption = "Opcional", close = "Cerrar",
            upcoming = "pendiente", current = "actual", completed = "completado",
            failed = "con error", unavailable = "no disponible", skipped = "omitido",
            estimatedTotal = "unos {total}", estimatedPercent = "alrededor del {percent}",
            groupingSeparator = ".", minimumGroupingDigits = 5, decimalSeparator = ",",
            percentSuffix = "\u00A0%",
            stepsAdded = PluralForms(
                one = "{count} paso añadido", many = "{count} de pasos añadidos", other = "{count} pasos añadidos",
            ),
            stepsRemoved = PluralForms(
                one = "{count} paso eliminado", many = "{count} de pasos eliminados", other = "{count} pasos eliminados",
            ),
        )

        val FRENCH = StepperStrings(
            languageCode = "fr", localeTag = "fr",
            stepOfTotal = "Étape {step} sur {total}", namedStep = "{name}, étape {step} sur {total}",
            separator = ", ", success = "terminé avec succès", error = "erreur", allSteps = "Toutes les étapes",
            loading = "chargement en cours", optional = "facultative", optionalCaption = "Facultative",
            close = "Fermer",
            upcoming = "à venir", current = "en cours", completed = "terminée",
            failed = "en échec", unavailable = "indisponible", skipped = "ignorée",
            estimatedTotal = "environ {total}", estimatedPercent = "environ {percent}",
            groupingSeparator = "\u202F", decimalSeparator = ",", percentSuffix = "\u00A0%",
            stepsAdded = PluralForms(
                one = "{count} étape ajoutée", many = "{count} d’étapes ajoutées", other = "{count} étapes ajoutées",
            ),
            stepsRemoved = PluralForms(
                one = "{count} étape supprimée", many = "{count} d’étapes supprimées", other = "{count} étapes supprimées",
            ),
        )

        val JAPANESE = StepperStrings(
            languageCode = "ja", localeTag = "ja",
            stepOfTotal = "ステップ{step}（全{total}ステップ）", namedStep = "{name}、ステップ{step}（全{total}ステップ）",
            separator = "、", success = "成功", error = "エラー", allSteps = "すべてのステップ",
            loading = "読み込み中", optional = "任意", optionalCaption = "任意", close = "閉じる",
            upcoming = "未着手", current = "現在", completed = "完了",
            failed = "失敗", unavailable = "利用不可", skipped = "スキップ済み",
            estimatedTotal = "約{total}", estimatedPercent = "約{percent}",
            stepsAdded = PluralForms(other = "{count}ステップが追加されました"),
            stepsRemoved = PluralForms(other = "{count}ステップが削除されました"), sentenceSeparator = "。",
        )

        val ARABIC = StepperStrings(
            languageCode = "ar", localeTag = "ar",
            stepOfTotal = "الخطوة {step} من {total}", namedStep = "{name}، الخطوة {step} من {total}",
            separator = "، ", success = "تم بنجاح", error = "خطأ", allSteps = "جميع الخطوات",
            loading = "جارٍ التحميل", optional = "اختيارية", optionalCaption = "اختيارية", close = "إغلاق",
            upcoming = "قادمة", current = "الحالية", completed = "مكتملة",
            failed = "فشلت", unavailable = "غير متاحة", skipped = "تم تخطيها",
            estimatedTotal = "حوالي {total}", estimatedPercent = "حوالي {percent}",
            percentSuffix = "\u200E%\u200E", isRightToLeft = true,
            stepsAdded = PluralForms(
                one = "أضيفت خطوة واحدة", two = "أضيفت خطوتان", few = "أضيفت {count} خطوات",
                many = "أضيفت {count} خطوة", other = "أضيفت {count} خطوة",
            ),
            stepsRemoved = PluralForms(
                one = "أزيلت خطوة واحدة", two = "أزيلت خطوتان", few = "أزيلت {count} خطوات",
                many = "أزيلت {count} خطوة", other = "أزيلت {count} خطوة",
            ),
        )

        /** The six built-in languages. */
        val ALL: List<StepperStrings> = listOf(ENGLISH, GERMAN, SPANISH, FRENCH, JAPANESE, ARABIC)

        /**
         * The built-in table for a language code ("de"), or for a language with one of the
         * regions [LocaleRegions] holds ("de-CH", "ar_EG"), or null. Numbers are formatted as
         * the Swift core's ICU formats them for that locale.
         */
        fun forLanguage(identifier: String): StepperStrings? {
            ALL.firstOrNull { it.languageCode == identifier }?.let { return it }
            val parts = identifier.split('-', '_')
            if (parts.size != 2) return null
            return LocaleRegions.strings(parts[0].lowercase() + "-" + parts[1].uppercase())
        }
    }
}
