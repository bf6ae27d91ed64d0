package eb.stepper.cli

import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperConfigurationError

/** Why the command line stopped, with its exit status as the Swift tool's (sysexits). */
sealed class CliError(override val message: String, val exitCode: Int) : Exception(message) {
    /** Wrong flags or values: 64. */
    class Usage(message: String) : CliError(message, 64)

    /**
     * A configuration the core refuses: 65. Its line is the core's message with the options
     * named as flags, and the flags that fix it ([ConfigurationErrorFlags]), each checked against
     * the options the flags gave, when known.
     */
    class InvalidConfiguration(
        val error: StepperConfigurationError,
        val options: StepperConfiguration.Options? = null,
    ) : CliError(ConfigurationErrorFlags.message(error, options), 65)

    /** A `--from` whose configuration the core refuses: 65. */
    class InvalidFrom(text: String, error: StepperConfigurationError) : CliError("--from $text: ${error.message}", 65)

    /** An icon name that is not built in: 64, as the Swift tool. */
    class InvalidIcon(message: String) : CliError("--step-icon: $message", 64)

    /** Something the Swift tool does that this core does not yet: 69. */
    class NotPorted(what: String) : CliError("the Kotlin core does not yet support $what", 69)
}
