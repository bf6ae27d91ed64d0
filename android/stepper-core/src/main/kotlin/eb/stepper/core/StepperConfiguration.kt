package eb.stepper.core

/**
 * What the app asks for, every value checked: a configuration that exists is valid (docs: Bad
 * input). Made from [Parts] by [make], which throws a [StepperConfigurationError] naming the
 * first wrong value in the same order as the Swift core.
 */
class StepperConfiguration private constructor(val parts: Parts, val steps: StepSequence) {
    /** The values as given, unchecked. */
    data class Parts(
        val style: StepperStyle = StepperStyle.CIRCULAR,
        val total: Long = 4,
        val current: StepId = StepId(1),
        val status: StepperStatus = StepperStatus.DEFAULT,
        val axis: StepperAxis = StepperAxis.HORIZONTAL,
        val direction: StepperLayoutDirection = StepperLayoutDirection.LEFT_TO_RIGHT,
        val theme: StepperTheme = StepperTheme.LIGHT,
        val length: Double? = null,
        val stateOverrides: Map<StepId, StepperStepState> = emptyMap(),
        val substeps: Map<Long, Long> = emptyMap(),
        val viewport: Double? = null,
        val scrollOffset: Double? = null,
        val isScrollEnabled: Boolean = true,
        val isTappable: Boolean = false,
        val firstNumber: Long = 1,
        val isTotalEstimated: Boolean = false,
        val activity: StepperActivity = StepperActivity.NONE,
        val icons: Map<StepId, StepperIcon> = emptyMap(),
        val names: Map<StepId, String> = emptyMap(),
        val descriptions: Map<StepId, String> = emptyMap(),
        val showsHeader: Boolean = false,
        val showsAllSteps: Boolean = false,
        val optionalSteps: Set<StepId> = emptySet(),
        val textScale: Double = 1.0,
        val maxVisible: Long? = null,
        val accessibilityOptions: Set<StepperAccessibilityOption> = emptySet(),
    )

    val style: StepperStyle = parts.style
    val total: Int = parts.total.toInt()
    val currentStep: StepId = parts.current
    val current: Int = parts.current.step.toInt()
    val status: StepperStatus = parts.status
    val axis: StepperAxis = parts.axis
    val direction: StepperLayoutDirection = parts.direction
    /** The person's accessibility settings the drawing follows. */
    val accessibilityOptions: Set<StepperAccessibilityOption> = parts.accessibilityOptions

    /** The theme drawn: for more contrast, a built-in theme's increased-contrast values. */
    val theme: StepperTheme =
        if (StepperAccessibilityOption.INCREASE_CONTRAST in accessibilityOptions) parts.theme.increasingContrast()
        else parts.theme
    val requestedLength: Double? = parts.length
    val stateOverrides: Map<StepId, StepperStepState> = parts.stateOverrides
    val viewport: Double? = parts.viewport
    val scrollOffset: Double? = parts.scrollOffset
    val isScrollEnabled: Boolean = parts.isScrollEnabled || parts.viewport == null
    val isTappable: Boolean = parts.isTappable
    val firstNumber: Int = parts.firstNumber.toInt()
    val isTotalEstimated: Boolean = parts.isTotalEstimated
    val activity: StepperActivity = parts.activity
    val icons: Map<StepId, StepperIcon> = parts.icons
    val names: Map<StepId, String> = parts.names
    val descriptions: Map<StepId, String> = parts.descriptions
    val showsHeader: Boolean = parts.showsHeader
    val showsAllSteps: Boolean = parts.showsAllSteps
    val optionalSteps: Set<StepId> = parts.optionalSteps

    /**
     * How much larger than the design sizes names, descriptions and the header are set: the
     * user's text size (Android's font scale, iOS's Dynamic Type); 1 at the default.
     */
    val textScale: Double = parts.textScale.takeIf { it.isFinite() && it > 0 } ?: 1.0
    val maxVisible: Int? = parts.maxVisible?.toInt()

    /** Whether text is set a weight heavier (bold text). */
    val isBold: Boolean get() = StepperAccessibilityOption.BOLD_TEXT in accessibilityOptions

    /** `style` as this stepper sets it: at its text scale, and a weight heavier for bold text.
     * (Marker numbers keep their design size; they are bolded where they are drawn.) */
    fun textStyle(style: StepperTextStyle): StepperTextStyle =
        style.scaled(textScale).let { if (isBold) it.bolder else it }

    /** The collapsed row, when there are more steps than `maxVisible` places. */
    val collapsedRow: CollapsedRow? by lazy {
        val visible = maxVisible
        if (visible == null || steps.count <= visible) null else {
            val states = StepStates(this)
            CollapsedRow(steps.count, steps.ordinal(currentStep), visible) { states.state(it) }
        }
    }

    /** The descriptions shown under names: an optional step's starts with the optional caption. */
    fun shownDescriptions(strings: StepperStrings): Map<StepId, String> {
        if (optionalSteps.isEmpty()) return descriptions
        val shown = LinkedHashMap(descriptions)
        for (step in optionalSteps) shown[step] = strings.optionalCaption(descriptions[step])
        return shown
    }

    /** The current step's activity, shown only while it is the active step. */
    val shownActivity: StepperActivity
        get() = if (activity.isEmpty || StepStates(this).state(steps.ordinal(currentStep)) != StepperStepState.ACTIVE) {
            StepperActivity.NONE
        } else activity

    val lastNumber: Int get() = firstNumber + total - 1

    /** The main-axis length: the one asked for, the viewport, or the style's default. */
    val length: Double get() = requestedLength ?: viewport ?: defaultLength(style, steps, maxVisible?.toLong())

    /** The number a step shows, counted from [firstNumber]. */
    fun shownNumber(of: StepId): StepId = StepId(of.step + firstNumber - 1, of.substep)

    companion object {
        const val MAXIMUM_TOTAL = 100_000
        const val MAXIMUM_SCROLLING_TOTAL = 100_000_000
        const val MAXIMUM_SUBSTEPS = 99
        const val MAXIMUM_LENGTH = 1_000_000_000.0

        fun maximumViewport(style: StepperStyle): Double =
            MAXIMUM_TOTAL.toDouble() * style.figures.minimumPitch

        fun maximumFirstNumber(total: Long): Long =
            MAXIMUM_SCROLLING_TOTAL - maxOf(1L, minOf(total, MAXIMUM_SCROLLING_TOTAL.toLong())) + 1

        /** The configuration [parts] describe, or the error that says why there is none. */
        fun make(parts: Parts): StepperConfiguration {
            val total = parts.total
            val viewport = parts.viewport
            if (total < 2) throw StepperConfigurationError.TotalTooSmall(total)
            if (parts.length != null && viewport != null) {
                throw StepperConfigurationError.LengthWithViewport
            }
            val maximum = if (viewport == null) MAXIMUM_TOTAL else MAXIMUM_SCROLLING_TOTAL
            if (total > maximum) throw StepperConfigurationError.TotalTooLarge(total, maximum)
            val current = parts.current.step
            if (current !in 1..total) {
                throw StepperConfigurationError.CurrentOutOfRange(current, total)
            }
            for ((step, count) in parts.substeps.toSortedMap()) {
                if (step !in 1..total) throw StepperConfigurationError.UnknownStep(StepId(step), total)
                if (count !in 1..MAXIMUM_SUBSTEPS.toLong()) {
                    throw StepperConfigurationError.InvalidSubstepCount(step, count)
                }
            }
            val steps = StepSequence(
                total.toInt(), parts.substeps.entries.associate { it.key.toInt() to it.value.toInt() },
            )
            val highestFirst = maximumFirstNumber(total)
            if (parts.firstNumber !in 1..highestFirst) {
                throw StepperConfigurationError.FirstNumberOutOfRange(
                    parts.firstNumber, total, highestFirst,
                )
            }
            fun check(ids: Collection<StepId>) {
                val id = ids.filter { !steps.contains(it) }.minOrNull() ?: return
                if (id.step !in 1..total) throw StepperConfigurationError.UnknownStep(id, total)
                throw StepperConfigurationError.UnknownSubstep(id, steps.substeps(id.step.toInt()))
            }
            if (parts.current.isSubstep) check(listOf(parts.current))
            if (parts.status == StepperStatus.SUCCESS && current != total) {
                throw StepperConfigurationError.SuccessBeforeLastStep(current, total)
            }
            check(parts.stateOverrides.keys)
            check(parts.names.keys)
            check(parts.descriptions.keys)
            check(parts.optionalSteps)
            parts.maxVisible?.let { visible ->
                if (visible < CollapsedRow.MINIMUM_VISIBLE) {
                    throw StepperConfigurationError.MaxVisibleTooSmall(visible, CollapsedRow.MINIMUM_VISIBLE)
                }
                if (viewport != null) throw StepperConfigurationError.MaxVisibleWithViewport
            }
            checkIcons(parts.icons.keys, parts.style, total)
            checkFit(
                parts.style, laidOut(steps, parts.maxVisible),
                parts.length ?: defaultLength(parts.style, steps, parts.maxVisible),
                viewport, parts.isScrollEnabled,
            )
            val offset = parts.scrollOffset
            if (viewport != null && offset != null && !offset.isFinite()) {
                throw StepperConfigurationError.InvalidOffset(offset)
            }
            val progress = parts.activity.stepProgress
            if (progress != null && !StepperActivity.isValid(progress)) {
                throw StepperConfigurationError.InvalidStepProgress(progress)
            }
            if (viewport == null && offset != null) {
                throw if (offset.isFinite()) StepperConfigurationError.OffsetWithoutViewport
                else StepperConfigurationError.InvalidOffset(offset)
            }
            return StepperConfiguration(parts, steps)
        }

        /** The steps a row's length must hold: its own, or one a place of a collapsed row. */
        private fun laidOut(steps: StepSequence, maxVisible: Long?): StepSequence =
            if (maxVisible == null || steps.count <= maxVisible) steps else StepSequence(maxVisible.toInt())

        /** The style's length, or for a collapsed row at least the shortest that holds its places. */
        private fun defaultLength(style: StepperStyle, steps: StepSequence, maxVisible: Long?): Double {
            val laidOut = laidOut(steps, maxVisible)
            val length = style.figures.defaultLength(laidOut.total, laidOut.substepCount)
            if (laidOut == steps) return length
            return maxOf(length, style.figures.minimumLength(laidOut.total))
        }

        private fun checkIcons(steps: Set<StepId>, style: StepperStyle, total: Long) {
            val first = steps.minOrNull() ?: return
            if (style != StepperStyle.CIRCULAR) throw StepperConfigurationError.IconsNeedCircularStyle(style, first)
            for (step in steps.sorted()) {
                if (step.step !in 1..total) throw StepperConfigurationError.UnknownStep(step, total)
                if (step.isSubstep) throw StepperConfigurationError.IconOnSubstep(step)
            }
        }

        private fun checkFit(
            style: StepperStyle, steps: StepSequence, length: Double, viewport: Double?,
            scrolls: Boolean,
        ) {
            val figures = style.figures
            val minimum = figures.minimumLength(steps.total, steps.substepCount)
            if (viewport != null) {
                if (!(viewport.isFinite() && viewport > 0 && viewport <= MAXIMUM_LENGTH)) {
                    throw StepperConfigurationError.InvalidViewport(viewport)
                }
                val longest = maximumViewport(style)
                if (!(viewport <= longest)) {
                    throw StepperConfigurationError.ViewportTooLong(style, viewport, longest)
                }
                if (!(scrolls || viewport >= minimum)) {
                    throw StepperConfigurationError.PartialStepWithoutScrolling(
                        style, steps.total, viewport, minimum,
                    )
                }
                val shortest = figures.minimumViewport
                if (!(viewport >= minimum || viewport >= shortest)) {
                    throw StepperConfigurationError.ViewportTooShort(style, viewport, shortest)
                }
                return
            }
            if (!(length.isFinite() && length > 0 && length <= MAXIMUM_LENGTH)) {
                throw StepperConfigurationError.InvalidLength(length)
            }
            if (!(length >= minimum)) {
                throw StepperConfigurationError.LengthTooShort(style, steps.total, length, minimum)
            }
        }
    }
}
