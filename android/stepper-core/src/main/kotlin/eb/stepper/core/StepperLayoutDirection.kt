package eb.stepper.core

/** The reading direction: a right-to-left row is mirrored, its text still read the right way. */
enum class StepperLayoutDirection(val rawValue: String) {
    LEFT_TO_RIGHT("ltr"),
    RIGHT_TO_LEFT("rtl");

    companion object {
        fun parse(text: String): StepperLayoutDirection? =
            entries.firstOrNull { it.rawValue == text }
    }
}
