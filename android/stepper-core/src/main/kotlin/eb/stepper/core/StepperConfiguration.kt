package eb.stepper.core

/**
 * What the app asks for, every value checked: a configuration that exists is valid (docs: Bad
 * input). It is made from one [Options], every value of a stepper unchecked with its default, by
 * the one constructor, which throws a [StepperConfigurationError] naming the first wrong value in
 * the same order as the Swift core:
 *
 * ```kotlin
 * val configuration = StepperConfiguration(StepperConfiguration.Options(total = 4, current = StepId(2)))
 * val vertical = StepperConfiguration(configuration.options.copy(axis = StepperAxis.VERTICAL))
 * ```
 */
class StepperConfiguration private constructor(val options: Options, val steps: StepSequence) {
    /** The configuration [options] describe, or the error that says why there is none. */
    constructor(options: Options) : this(options, checked(options))

    /**
     * Every value of a configuration, unchecked: what the constructor checks and stores, with
     * the Swift core's defaults (`StepperConfiguration.Options`). Only the total and the current
     * step have none. The command line, `EBStepper` and the tests each fill in one, so that
     * every configuration passes the same checks in the same order; to change a configuration,
     * copy its [options] with the new value and make it again.
     */
    data class Options(
        /** The number of main steps, 2 or more. */
        val total: Long,
        /** The step the user is on, 1 to [total], or a revealed sub-step. */
        val current: StepId,
        /** The visual form. */
        val style: StepperStyle = StepperStyle.CIRCULAR,
        /** The component-level status. */
        val status: StepperStatus = StepperStatus.DEFAULT,
        /** The direction in which steps follow one another. */
        val axis: StepperAxis = StepperAxis.HORIZONTAL,
        /** The reading direction. */
        val direction: StepperLayoutDirection = StepperLayoutDirection.LEFT_TO_RIGHT,
        /** The token set. */
        val theme: StepperTheme = StepperTheme.LIGHT,
        /** The main-axis length asked for, or null for the style's default. */
        val length: Double? = null,
        /** States for particular steps, in place of the ones the current step gives them. */
        val stepStates: Map<StepId, StepperStepState> = emptyMap(),
        /** The sub-steps each main step reveals, by main step. */
        val substeps: Map<Long, Long> = emptyMap(),
        /** The visible main-axis length of a row that scrolls, or null for a row drawn whole. */
        val viewport: Double? = null,
        /** How far a scrolling row is scrolled, or null to page to the current step. */
        val scrollOffset: Double? = null,
        /** Whether a row with a viewport scrolls (else the viewport must hold every step). */
        val isScrollEnabled: Boolean = true,
        /** Whether the stepper can be used: false draws every step disabled, none tappable. */
        val isEnabled: Boolean = true,
        /** Whether steps can be tapped. */
        val isTappable: Boolean = false,
        /** The steps that can be tapped when [isTappable], or null for those already reached. */
        val tappableSteps: Set<StepId>? = null,
        /** The number the first step shows. */
        val firstNumber: Long = 1,
        /** Whether [total] is an estimate ("Step 2 of about 6"). */
        val isTotalEstimated: Boolean = false,
        /** What the current step is doing. */
        val activity: StepperActivity = StepperActivity.NONE,
        /** Icons shown in place of numbers, by main step. */
        val stepIcons: Map<StepId, StepperIcon> = emptyMap(),
        /** Step names. */
        val stepNames: Map<StepId, String> = emptyMap(),
        /** The quieter lines under step names. */
        val stepDescriptions: Map<StepId, String> = emptyMap(),
        /** Whether the header shows the current step's name. */
        val showsHeader: Boolean = false,
        /** Whether the header shows the "All steps" control. */
        val showsAllSteps: Boolean = false,
        /** The steps the flow lets the user leave out. */
        val optionalSteps: Set<StepId> = emptySet(),
        /** How much larger than the design sizes text is set (the user's font scale). */
        val textScale: Double = 1.0,
        /** The most places the row collapses to, or null for every step. */
        val maxVisible: Long? = null,
        /** The person's accessibility settings the drawing follows. */
        val accessibilityOptions: Set<StepperAccessibilityOption> = emptySet(),
    )

    val style: StepperStyle = options.style
    val total: Int = options.total.toInt()
    val currentStep: StepId = options.current
    val current: Int = options.current.step.toInt()
    val status: StepperStatus = options.status
    val axis: StepperAxis = options.axis
    val direction: StepperLayoutDirection = options.direction
    /** The person's accessibility settings the drawing follows. */
    val accessibilityOptions: Set<StepperAccessibilityOption> = options.accessibilityOptions

    /** The theme drawn: for more contrast, a built-in theme's increased-contrast values. */
    val theme: StepperTheme =
        if (StepperAccessibilityOption.INCREASE_CONTRAST in accessibilityOptions) options.theme.increasingContrast()
        else options.theme
    val requestedLength: Double? = options.length
    val stepStates: Map<StepId, StepperStepState> = options.stepStates
    val viewport: Double? = options.viewport
    val scrollOffset: Double? = options.scrollOffset
    val isScrollEnabled: Boolean = options.isScrollEnabled || options.viewport == null
    val isTappable: Boolean = options.isTappable
    /** The steps that can be tapped when [isTappable], or null for those already reached. */
    val tappableSteps: Set<StepId>? = options.tappableSteps
    val firstNumber: Int = options.firstNumber.toInt()
    val isTotalEstimated: Boolean = options.isTotalEstimated
    val activity: StepperActivity = options.activity
    val stepIcons: Map<StepId, StepperIcon> = options.stepIcons
    val stepNames: Map<StepId, String> = options.stepNames
    val stepDescriptions: Map<StepId, String> = options.stepDescriptions
    val showsHeader: Boolean = options.showsHeader
    val showsAllSteps: Boolean = options.showsAllSteps
    val optionalSteps: Set<StepId> = options.optionalSteps

    /**
     * How much larger than the design sizes names, descriptions and the header are set: the
     * user's text size (Android's font scale, iOS's Dynamic Type); 1 at the default.
     */
    val textScale: Double = options.textScale.takeIf { it.isFinite() && it > 0 } ?: 1.0
    val maxVisible: Int? = options.maxVisible?.toInt()

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
        if (optionalSteps.isEmpty()) return stepDescriptions
        val shown = LinkedHashMap(stepDescriptions)
        for (step in optionalSteps) shown[step] = strings.optionalCaption(stepDescriptions[step])
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

        /** Checks every value of [options] in the Swift core's order; the steps they make. */
        private fun checked(options: Options): StepSequence {
            val total = options.total
            val viewport = options.viewport
            if (total < 2) throw StepperConfigurationError.TotalTooSmall(total)
            if (options.length != null && viewport != null) {
                throw StepperConfigurationError.LengthWithViewport
            }
            val maximum = if (viewport == null) MAXIMUM_TOTAL else MAXIMUM_SCROLLING_TOTAL
            if (total > maximum) throw StepperConfigurationError.TotalTooLarge(total, maximum)
            val current = options.current.step
            if (current !in 1..total) {
                throw StepperConfigurationError.CurrentOutOfRange(current, total)
            }
            for ((step, count) in options.substeps.toSortedMap()) {
                if (step !in 1..total) throw StepperConfigurationError.UnknownStep(StepId(step), total)
                if (count !in 1..MAXIMUM_SUBSTEPS.toLong()) {
                    throw StepperConfigurationError.InvalidSubstepCount(step, count)
                }
            }
            val steps = StepSequence(
                total.toInt(), options.substeps.entries.associate { it.key.toInt() to it.value.toInt() },
            )
            val highestFirst = maximumFirstNumber(total)
            if (options.firstNumber !in 1..highestFirst) {
                throw StepperConfigurationError.FirstNumberOutOfRange(
                    options.firstNumber, total, highestFirst,
                )
            }
            fun check(ids: Collection<StepId>) {
                val id = ids.filter { !steps.contains(it) }.minOrNull() ?: return
                if (id.step !in 1..total) throw StepperConfigurationError.UnknownStep(id, total)
                throw StepperConfigurationError.UnknownSubstep(id, steps.substeps(id.step.toInt()))
            }
            if (options.current.isSubstep) check(listOf(options.current))
            if (options.status == StepperStatus.SUCCESS && current != total) {
                throw StepperConfigurationError.SuccessBeforeLastStep(current, total)
            }
            check(options.stepStates.keys)
            check(options.stepNames.keys)
            check(options.stepDescriptions.keys)
            check(options.optionalSteps)
            check(options.tappableSteps ?: emptySet())
            options.maxVisible?.let { visible ->
                if (visible < CollapsedRow.MINIMUM_VISIBLE) {
                    throw StepperConfigurationError.MaxVisibleTooSmall(visible, CollapsedRow.MINIMUM_VISIBLE)
                }
                if (viewport != null) throw StepperConfigurationError.MaxVisibleWithViewport
            }
            checkIcons(options.stepIcons.keys, options.style, total)
            checkFit(
                options.style, laidOut(steps, options.maxVisible),
                options.length ?: defaultLength(options.style, steps, options.maxVisible),
                viewport, options.isScrollEnabled,
            )
            val offset = options.scrollOffset
            if (viewport != null && offset != null && !offset.isFinite()) {
                throw StepperConfigurationError.InvalidOffset(offset)
            }
            val progress = options.activity.stepProgress
            if (progress != null && !StepperActivity.isValid(progress)) {
                throw StepperConfigurationError.InvalidStepProgress(progress)
            }
            if (viewport == null && offset != null) {
                throw if (offset.isFinite()) StepperConfigurationError.OffsetWithoutViewport
                else StepperConfigurationError.InvalidOffset(offset)
            }
            return steps
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
