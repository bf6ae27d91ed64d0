package eb.stepper.cli

import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperConfigurationError
import eb.stepper.core.StepperStyle
import eb.stepper.core.StepId
import kotlin.math.ceil
import kotlin.math.floor

/**
 * A configuration option as the core's messages name it ("max visible"), and the flag that sets
 * it on the command line (`--max-visible`).
 */
enum class ConfigurationOption(val words: String, val flag: String) {
    TOTAL("total", "--total"),
    CURRENT("current", "--current"),
    LENGTH("length", "--length"),
    VIEWPORT("viewport", "--viewport"),
    OFFSET("offset", "--scroll-offset"),
    MAX_VISIBLE("max visible", "--max-visible"),
    STEP_PROGRESS("step progress", "--step-progress"),
    FIRST_NUMBER("first number", "--first-number"),
    STATUS("status", "--status"),
}

/**
 * The command line's wording of a [StepperConfigurationError], as the Swift tool words it: the
 * core's message with the options it is about spelled as flags, and the flags that make the
 * stepper drawable.
 */
object ConfigurationErrorFlags {
    /**
     * The viewport a refusal offers for a row too long for its length: the width of the design's
     * phone screen, 375 points (Specification#scrolling).
     */
    const val SUGGESTED_VIEWPORT = 375.0

    /**
     * The line the command line prints for `error`, its fixes checked against `given`, the
     * options the command line gave, when known.
     */
    fun message(error: StepperConfigurationError, given: StepperConfiguration.Options? = null): String {
        var text = error.message
        for (option in options(error)) text = replacingWords(option.words, option.flag, text)
        return text + (fix(error, given)?.let { "; $it" } ?: "")
    }

    /** The options `error`'s message names, whose words become flags. */
    fun options(error: StepperConfigurationError): List<ConfigurationOption> = when (error) {
        is StepperConfigurationError.TotalTooSmall -> listOf(ConfigurationOption.TOTAL)
        is StepperConfigurationError.TotalTooLarge -> listOf(ConfigurationOption.TOTAL, ConfigurationOption.VIEWPORT)
        is StepperConfigurationError.CurrentOutOfRange -> listOf(ConfigurationOption.CURRENT)
        is StepperConfigurationError.InvalidLength, is StepperConfigurationError.LengthTooShort ->
            listOf(ConfigurationOption.LENGTH)
        is StepperConfigurationError.InvalidViewport, is StepperConfigurationError.ViewportTooShort,
        is StepperConfigurationError.ViewportTooLong, is StepperConfigurationError.PartialStepWithoutScrolling,
        -> listOf(ConfigurationOption.VIEWPORT)
        is StepperConfigurationError.InvalidOffset, StepperConfigurationError.OffsetWithoutViewport ->
            listOf(ConfigurationOption.OFFSET, ConfigurationOption.VIEWPORT)
        StepperConfigurationError.LengthWithViewport -> listOf(ConfigurationOption.LENGTH, ConfigurationOption.VIEWPORT)
        is StepperConfigurationError.SuccessBeforeLastStep -> listOf(ConfigurationOption.STATUS, ConfigurationOption.CURRENT)
        is StepperConfigurationError.FirstNumberOutOfRange -> listOf(ConfigurationOption.FIRST_NUMBER)
        is StepperConfigurationError.InvalidStepProgress -> listOf(ConfigurationOption.STEP_PROGRESS)
        is StepperConfigurationError.MaxVisibleTooSmall -> listOf(ConfigurationOption.MAX_VISIBLE)
        StepperConfigurationError.MaxVisibleWithViewport ->
            listOf(ConfigurationOption.MAX_VISIBLE, ConfigurationOption.VIEWPORT)
        is StepperConfigurationError.UnknownStep, is StepperConfigurationError.UnknownSubstep,
        is StepperConfigurationError.InvalidSubstepCount, is StepperConfigurationError.IconsNeedCircularStyle,
        is StepperConfigurationError.IconOnSubstep, is StepperConfigurationError.InvalidMinimumHitArea,
        -> emptyList()
    }

    /**
     * The flags that fix `error`, as a clause to follow its message; null where the message says.
     * A fix that changes one option is offered only when the core accepts it with the rest of
     * `given`, the options the command line gave, when known (a viewport is not offered to
     * `--no-scroll`).
     */
    fun fix(error: StepperConfigurationError, given: StepperConfiguration.Options? = null): String? = when (error) {
        is StepperConfigurationError.LengthTooShort ->
            lengthFix(error.style, error.total, error.length, error.minimum, given)
        is StepperConfigurationError.UnknownSubstep ->
            "--substeps ${error.step.step}=${error.step.substep ?: 1} reveals it"
        is StepperConfigurationError.UnknownStep -> "--total ${error.step.step} adds it"
        is StepperConfigurationError.InvalidSubstepCount ->
            "--substeps ${error.step}=${error.count} gave it; give --substeps ${error.step}=COUNT"
        is StepperConfigurationError.ViewportTooShort -> "give --viewport ${wholePoints(ceil(error.minimum))}"
        is StepperConfigurationError.ViewportTooLong ->
            "give --viewport ${wholePoints(floor(error.maximum))}, or --max-visible N in its place"
        is StepperConfigurationError.PartialStepWithoutScrolling ->
            "drop --no-scroll, or give --viewport ${wholePoints(ceil(error.minimum))}"
        is StepperConfigurationError.IconsNeedCircularStyle ->
            "give --style circular, or drop --step-icon ${error.step}=NAME"
        is StepperConfigurationError.IconOnSubstep -> "give it to the main step: --step-icon ${error.step.step}=NAME"
        else -> null
    }

    /**
     * The fix for a row whose steps do not fit its length: a long enough `--length`, or in place
     * of one a viewport it scrolls in, or a collapse, each offered only when the core accepts it
     * for these steps and the rest of `given`.
     */
    private fun lengthFix(
        style: StepperStyle,
        total: Int,
        length: Double,
        minimum: Double,
        given: StepperConfiguration.Options?,
    ): String {
        val ways = mutableListOf("give --length ${wholePoints(ceil(minimum))}")
        val other = mutableListOf<String>()
        val scrolling = (given ?: defaultOptions(style, total)).copy(length = null, viewport = SUGGESTED_VIEWPORT)
        if (accepts(scrolling)) other += "scroll in --viewport ${wholePoints(ceil(SUGGESTED_VIEWPORT))}"
        collapsedPlaces(style, total, length, given)?.let { other += "collapse to --max-visible $it" }
        if (other.isNotEmpty()) ways += "without --length, " + other.joinToString(" or ")
        return ways.joinToString(", or ")
    }

    /**
     * The most places, seven (the current step with its neighbours) or five, that a collapsed row
     * of `total` steps fits in `length`, with the rest of `given` when known; null if neither fits.
     */
    fun collapsedPlaces(
        style: StepperStyle,
        total: Int,
        length: Double,
        given: StepperConfiguration.Options? = null,
    ): Int? =
        listOf(7, eb.stepper.core.CollapsedRow.MINIMUM_VISIBLE).firstOrNull { places ->
            if (places >= total) return@firstOrNull false
            val options = (given ?: defaultOptions(style, total)).copy(length = null, maxVisible = places.toLong())
            val configuration = try {
                StepperConfiguration(options)
            } catch (_: StepperConfigurationError) {
                return@firstOrNull false
            }
            configuration.length <= length
        }

    /** The options of `total` steps of `style` on the first, every other option its default. */
    private fun defaultOptions(style: StepperStyle, total: Int) =
        StepperConfiguration.Options(total = total.toLong(), current = StepId(1), style = style)

    private fun accepts(options: StepperConfiguration.Options): Boolean = try {
        StepperConfiguration(options)
        true
    } catch (_: StepperConfigurationError) {
        false
    }

    /** Points already rounded as a whole number a flag takes, as Swift's `Int(points)` writes it. */
    private fun wholePoints(points: Double): String = points.toLong().toString()

    /** `text` with each whole-word occurrence of `words` replaced by `flag`. */
    fun replacingWords(words: String, flag: String, text: String): String {
        val source = text.codePoints().toArray()
        val target = words.codePoints().toArray()
        fun isWordCharacter(at: Int): Boolean = at in source.indices &&
            (Character.isLetter(source[at]) || Character.isDigit(source[at]) || source[at] == '-'.code)
        val result = StringBuilder()
        var index = 0
        while (index < source.size) {
            val end = index + target.size
            val matches = end <= source.size && (target.indices).all { source[index + it] == target[it] }
            if (matches && !isWordCharacter(index - 1) && !isWordCharacter(end)) {
                result.append(flag)
                index = end
            } else {
                result.appendCodePoint(source[index])
                index += 1
            }
        }
        return result.toString()
    }
}
