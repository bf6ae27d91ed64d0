package eb.stepper.core

/**
 * Why a configuration was refused: which value was wrong and what is allowed (docs: Bad input).
 * The messages are the Swift core's, word for word, so both command lines print the same line.
 */
sealed class StepperConfigurationError : Exception() {
    data class TotalTooSmall(val total: Long) : StepperConfigurationError()
    data class TotalTooLarge(val total: Long, val maximum: Int) : StepperConfigurationError()
    data class CurrentOutOfRange(val current: Long, val total: Long) : StepperConfigurationError()
    data class InvalidLength(val length: Double) : StepperConfigurationError()
    data class LengthTooShort(
        val style: StepperStyle, val total: Int, val length: Double, val minimum: Double,
    ) : StepperConfigurationError()
    data class UnknownStep(val step: StepId, val total: Long) : StepperConfigurationError()
    data class UnknownSubstep(val step: StepId, val revealed: Int) : StepperConfigurationError()
    data class InvalidSubstepCount(val step: Long, val count: Long) : StepperConfigurationError()
    data class InvalidViewport(val viewport: Double) : StepperConfigurationError()
    data class ViewportTooShort(
        val style: StepperStyle, val viewport: Double, val minimum: Double,
    ) : StepperConfigurationError()
    data class ViewportTooLong(
        val style: StepperStyle, val viewport: Double, val maximum: Double,
    ) : StepperConfigurationError()
    data class InvalidOffset(val offset: Double) : StepperConfigurationError()
    data object OffsetWithoutViewport : StepperConfigurationError() {
        private fun readResolve(): Any = OffsetWithoutViewport
    }
    data object LengthWithViewport : StepperConfigurationError() {
        private fun readResolve(): Any = LengthWithViewport
    }
    data class PartialStepWithoutScrolling(
        val style: StepperStyle, val total: Int, val viewport: Double, val minimum: Double,
    ) : StepperConfigurationError()
    data class SuccessBeforeLastStep(val current: Long, val total: Long) : StepperConfigurationError()
    data class FirstNumberOutOfRange(
        val firstNumber: Long, val total: Long, val maximum: Long,
    ) : StepperConfigurationError()

    data class InvalidStepProgress(val progress: Double) : StepperConfigurationError()
    data class MaxVisibleTooSmall(val maxVisible: Long, val minimum: Int) : StepperConfigurationError()
    data object MaxVisibleWithViewport : StepperConfigurationError() {
        private fun readResolve(): Any = MaxVisibleWithViewport
    }
    data class IconsNeedCircularStyle(val style: StepperStyle, val step: StepId) : StepperConfigurationError()
    data class IconOnSubstep(val step: StepId) : StepperConfigurationError()
    data class InvalidMinimumHitArea(val minimum: Double) : StepperConfigurationError()

    override val message: String get() = describe()

    private fun describe(): String {
        fun p(value: Double) = NumberText.points(value)
        val maxLength = p(StepperConfiguration.MAXIMUM_LENGTH)
        return when (this) {
            is TotalTooSmall ->
                "total must be at least 2 (a step progress indicator shows at least two steps); " +
                    "got $total"
            is TotalTooLarge -> {
                val hint = if (maximum == StepperConfiguration.MAXIMUM_TOTAL) {
                    " in a row drawn whole (give a viewport to scroll through up to " +
                        "${StepperConfiguration.MAXIMUM_SCROLLING_TOTAL})"
                } else ""
                "total must be at most $maximum$hint; got $total"
            }
            is CurrentOutOfRange -> "current must be between 1 and $total (the total); got $current"
            is InvalidLength ->
                "length must be a number of points greater than 0 and at most $maxLength; " +
                    "got ${p(length)}"
            is LengthTooShort -> {
                val connector = p(StyleFigures.MINIMUM_CONNECTOR_LENGTH)
                val why = if (style == StepperStyle.CIRCULAR) {
                    "to keep connectors at $connector points or more"
                } else "to fit"
                "$total ${style.rawValue} steps need a length of at least ${p(minimum)} points " +
                    "$why; got ${p(length)}"
            }
            is UnknownStep -> "step $step does not exist: steps run from 1 to $total"
            is UnknownSubstep -> {
                val parent = step.step
                val shown = if (revealed == 0) "step $parent reveals no sub-steps"
                else "step $parent reveals sub-steps $parent.1 to $parent.$revealed"
                "sub-step $step does not exist: $shown"
            }
            is InvalidSubstepCount ->
                "step $step must reveal from 1 to ${StepperConfiguration.MAXIMUM_SUBSTEPS} " +
                    "sub-steps; got $count"
            is InvalidViewport ->
                "viewport must be a number of points greater than 0 and at most $maxLength; " +
                    "got ${p(viewport)}"
            is ViewportTooShort ->
                "a scrolling ${style.rawValue} row needs a viewport of at least ${p(minimum)} " +
                    "points, to show one whole step and half of the next; got ${p(viewport)}"
            is ViewportTooLong ->
                "a ${style.rawValue} row shows at most ${StepperConfiguration.MAXIMUM_TOTAL} " +
                    "steps at once, so its viewport must be at most ${p(maximum)} points; " +
                    "got ${p(viewport)}"
            is InvalidOffset -> "offset must be a finite number of points; got ${p(offset)}"
            OffsetWithoutViewport -> "offset scrolls a row shown in a viewport; give a viewport too"
            LengthWithViewport ->
                "give either a length (a row drawn whole) or a viewport (a row that scrolls), " +
                    "not both"
            is PartialStepWithoutScrolling ->
                "a row that does not scroll must show every step whole, so $total " +
                    "${style.rawValue} steps need a viewport of at least ${p(minimum)} points; " +
                    "got ${p(viewport)} (let the row scroll, or give a longer viewport)"
            is SuccessBeforeLastStep ->
                "status success means the flow finished, so current must be the last step, " +
                    "$total (the total); got $current (use status default or error while the " +
                    "flow is under way)"
            is IconsNeedCircularStyle ->
                "step $step has an icon, but ${style.rawValue} steps show no number for it to " +
                    "replace: icons need the circular style"
            is IconOnSubstep ->
                "sub-step $step has an icon: icons go on main steps (1, 2, …), a sub-step's " +
                    "marker keeps its number"
            is MaxVisibleTooSmall ->
                "max visible must be at least $minimum (the first and last steps, the current " +
                    "one and an overflow marker on each side of it); got $maxVisible"
            MaxVisibleWithViewport ->
                "give either max visible (a row that collapses) or a viewport (a row that " +
                    "scrolls), not both"
            is InvalidStepProgress ->
                "step progress must be a fraction of the current step from 0 to 1 (0.5 is half " +
                    "of it done); got ${SwiftDouble.describe(progress)}"
            is InvalidMinimumHitArea ->
                "the minimum tap area must be a number of points greater than 0 and at most " +
                    "$maxLength; got ${p(minimum)}"
            is FirstNumberOutOfRange ->
                "the first number must be between 1 and $maximum for $total steps, so that " +
                    "the last step's number is at most " +
                    "${StepperConfiguration.MAXIMUM_SCROLLING_TOTAL}; got $firstNumber"
        }
    }
}
