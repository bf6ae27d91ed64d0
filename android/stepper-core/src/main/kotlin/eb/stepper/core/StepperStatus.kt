package eb.stepper.core

/** The component-level status: under way, the whole flow finished, or the current step failed. */
enum class StepperStatus(val rawValue: String) {
    DEFAULT("default"),
    SUCCESS("success"),
    ERROR("error");

    companion object {
        fun parse(text: String): StepperStatus? = entries.firstOrNull { it.rawValue == text }
    }
}
