package eb.stepper.core

/** The visual form of a stepper: equal dashes, dots, or numbered circular markers. */
enum class StepperStyle(val rawValue: String) {
    DASH("dash"),
    BULLET("bullet"),
    CIRCULAR("circular");

    /** The figures of this style: sizes, gaps and what flexes (docs: Geometry and tokens). */
    val figures: StyleFigures get() = StyleFigures.of(this)

    /** The total the command line draws when none is given. */
    val defaultTotal: Int get() = figures.defaultTotal

    /** The current step the command line draws when none is given. */
    val defaultCurrent: Int get() = figures.defaultCurrent

    companion object {
        fun parse(text: String): StepperStyle? = entries.firstOrNull { it.rawValue == text }
    }
}
