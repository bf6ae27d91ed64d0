package eb.stepper.core

/** A row or a column. */
enum class StepperAxis(val rawValue: String) {
    HORIZONTAL("horizontal"),
    VERTICAL("vertical");

    companion object {
        fun parse(text: String): StepperAxis? = entries.firstOrNull { it.rawValue == text }
    }
}
