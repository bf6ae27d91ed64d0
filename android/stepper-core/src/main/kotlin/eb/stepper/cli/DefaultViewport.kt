package eb.stepper.cli

import eb.stepper.core.NumberText
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperConfigurationError

/**
 * What `render` draws for a row too long for its style's default length when the command line
 * gives no length, viewport or collapse: the row scrolls (Specification#minimum-connector: "A row
 * whose connectors would drop below 22 does not shrink: it scrolls"), as the Swift tool draws it.
 */
object DefaultViewport {
    /**
     * The flags that say how a row meets its length; given any of them, the command line is
     * taken at its word and a row that does not fit is refused.
     */
    val lengthFlags: List<String> = listOf("length", "viewport", "max-visible", "no-scroll")

    /**
     * The configuration `render` draws for the flags, and the line to say on standard error when
     * it is not the one the flags describe: steps that do not fit the style's default length, or
     * more than a row drawn whole holds, with none of [lengthFlags], scroll in a viewport of
     * [ConfigurationErrorFlags.SUGGESTED_VIEWPORT] points. Every other refusal stands.
     */
    fun drawable(flags: ParsedFlags): Pair<StepperConfiguration, String?> {
        val options = RenderCommand.options(flags)
        val error = try {
            return StepperConfiguration(options) to null
        } catch (error: StepperConfigurationError) {
            error
        }
        val reason = tooLong(error)
        if (lengthFlags.any { flags.isGiven(it) } || reason == null) {
            throw CliError.InvalidConfiguration(error, options)
        }
        val configuration = try {
            StepperConfiguration(options.copy(viewport = ConfigurationErrorFlags.SUGGESTED_VIEWPORT))
        } catch (_: StepperConfigurationError) {
            throw CliError.InvalidConfiguration(error, options)
        }
        val viewport = NumberText.points(ConfigurationErrorFlags.SUGGESTED_VIEWPORT)
        var notice = "$reason; drawn scrolling in a $viewport-point viewport, as --viewport $viewport draws it"
        if (error is StepperConfigurationError.LengthTooShort) {
            ConfigurationErrorFlags.collapsedPlaces(error.style, error.total, error.length, options)?.let {
                notice += "; --max-visible $it collapses it instead"
            }
        }
        return configuration to notice
    }

    /** Why `error` is a row too long for a length nobody asked for, in words; null otherwise. */
    private fun tooLong(error: StepperConfigurationError): String? = when {
        error is StepperConfigurationError.LengthTooShort -> {
            val p = NumberText::points
            "${error.total} ${error.style.rawValue} steps need ${p(error.minimum)} points, more than the " +
                "default length of ${p(error.length)}"
        }
        error is StepperConfigurationError.TotalTooLarge && error.maximum == StepperConfiguration.MAXIMUM_TOTAL ->
            "${error.total} steps are more than the ${error.maximum} a row drawn whole holds"
        else -> null
    }
}
