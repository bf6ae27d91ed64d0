package eb.stepper.core

/** The state of one step, derived from the current step and status or set by the app. */
enum class StepperStepState(val rawValue: String) {
    DEFAULT("default"),
    ACTIVE("active"),
    COMPLETE("complete"),
    ERROR("error"),
    ERROR_ACTIVE("errorActive"),
    DISABLED("disabled"),
    SKIPPED("skipped");

    /** Whether a marker in this state shows its number (else a check, a skip or an error mark). */
    val showsNumber: Boolean
        get() = when (this) {
            COMPLETE, ERROR, ERROR_ACTIVE, SKIPPED -> false
            ACTIVE, DEFAULT, DISABLED -> true
        }

    companion object {
        fun parse(text: String): StepperStepState? = entries.firstOrNull { it.rawValue == text }
    }
}
