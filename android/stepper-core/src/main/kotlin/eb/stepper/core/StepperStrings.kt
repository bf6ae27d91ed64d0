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
    val upcoming: String,
    val current: String,
    val completed: String,
    val failed: String,
    val unavailable: String,
    val skipped: String,
    val estimatedTotal: String,
    val estimatedPercent: String,
) {
    /** A whole number: digits, grouped by three from four digits on. */
    fun number(value: Long): String {
        val digits = value.toString()
        if (value < 1000) return digits
        val builder = StringBuilder()
        val head = digits.length % 3
        for ((index, digit) in digits.withIndex()) {
            if (index > 0 && (index - head) % 3 == 0) builder.append(',')
            builder.append(digit)
        }
        return builder.toString()
    }

    fun step(id: StepId): String =
        if (id.substep == null) number(id.step) else number(id.step) + "." + number(id.substep)

    fun percent(value: Long): String = number(value) + "%"

    fun percent(tenths: Long, asTenths: Boolean): String {
        if (!asTenths) return percent(tenths)
        val whole = tenths / 10
        val tenth = tenths % 10
        if (tenth == 0L) return percent(whole)
        return number(whole) + "." + tenth + "%"
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
            loading = "loading", optional = "optional", optionalCaption = "Optional", upcoming = "upcoming",
            current = "current", completed = "completed", failed = "failed",
            unavailable = "unavailable", skipped = "skipped",
            estimatedTotal = "about {total}", estimatedPercent = "about {percent}",
        )

        /** The built-in table for a locale identifier, or null where it is not built in. */
        fun forLanguage(identifier: String): StepperStrings? =
            if (identifier == "en") ENGLISH else null
    }
}
