package eb.stepper.core

/**
 * One of the person's accessibility display settings a stepper's drawing follows: the same
 * three on every platform (Increase Contrast, Differentiate Without Color and Bold Text on
 * Apple's; high-contrast text, a shape cue and bold text on Android), decided in the core so
 * that every renderer draws them alike. A configuration holds a set of them; without any,
 * nothing a stepper draws changes.
 *
 * - [INCREASE_CONTRAST]: the built-in themes give way to their increased-contrast values
 *   ([StepperTheme.increasingContrast]).
 * - [DIFFERENTIATE_WITHOUT_COLOR]: a failed dash or bullet, which colour alone tells from its
 *   neighbours, gets a shape cue in the drawing commands: a failed dash is broken in two, a
 *   failed bullet has square corners ([SceneDrawing]).
 * - [BOLD_TEXT]: names, descriptions, the header, the "All steps" control and marker numbers
 *   are set a weight heavier ([StepperTextStyle.bolder]), and measured so.
 *
 * The entries are in the order the JSON scene and the command line name them.
 */
enum class StepperAccessibilityOption(val rawValue: String) {
    INCREASE_CONTRAST("increaseContrast"),
    DIFFERENTIATE_WITHOUT_COLOR("differentiateWithoutColor"),
    BOLD_TEXT("boldText");

    companion object {
        /** The names of the options in `options`, in the order of the entries. */
        fun names(options: Set<StepperAccessibilityOption>): List<String> =
            entries.filter { it in options }.map { it.rawValue }
    }
}
