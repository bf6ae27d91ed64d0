package eb.stepper.core

/**
 * A configuration drawn: its size, the part a viewport shows, the elements in drawing order and
 * the accessibility text. Every renderer — the JSON writer, Compose's `EBStepper` — reads this
 * and decides nothing itself (docs: The pipeline).
 */
class StepperScene(
    configuration: StepperConfiguration,
    strings: StepperStrings = StepperStrings.ENGLISH,
    previous: StepperConfiguration? = null,
    /**
     * The least width and height of a tap area, in points: 44 (the theme's minimum touch target
     * on iOS, the figure the JSON is written with) unless a platform asks for its own, as
     * Compose asks for Android's 48 dp. Only the tap areas follow it, never the layout.
     */
    val minimumHitArea: Double = StyleFigures.MINIMUM_HIT_AREA,
) {
    val style: StepperStyle = configuration.style
    val axis: StepperAxis = configuration.axis
    val direction: StepperLayoutDirection = configuration.direction
    val theme: StepperTheme = configuration.theme

    /** The person's accessibility settings the scene was drawn for. */
    val accessibilityOptions: Set<StepperAccessibilityOption> = configuration.accessibilityOptions
    val background: StepperColor get() = theme[StepperToken.BG_WHITE_0]
    val visibleRect: StepperRect
    val stepsRect: StepperRect
    val viewport: StepperScrollViewport?
    val elements: List<SceneElement>
    val accessibility: StepperAccessibility

    /**
     * The "All steps" button's tap area, at least [minimumHitArea] each way, in the drawing's
     * coordinates, or null without one. A tap inside it selects "All steps" before any step.
     */
    val allStepsTarget: StepperRect?

    /**
     * A collapsed row's tappable overflow markers as buttons: each one's tap area (its part of
     * the partition) in the drawing's coordinates, and what it is read as. A tap there selects
     * "All steps" ([StepperSelection.at]).
     */
    val overflowTargets: List<OverflowTarget>

    /**
     * The tappable marks and overflow markers with their tap areas in the drawing's coordinates
     * (under a header, only where the steps are drawn): what [StepperSelection.at] reads.
     */
    internal val tapAreas: List<Pair<SceneElement, StepperRect>>

    /** An overflow marker's button: where a tap selects "All steps", and its label. */
    data class OverflowTarget(val frame: StepperRect, val label: String)

    /** The size drawn: the visible part. */
    val width: Double get() = visibleRect.width
    val height: Double get() = visibleRect.height

    init {
        if (!(minimumHitArea > 0 && minimumHitArea <= StepperConfiguration.MAXIMUM_LENGTH)) {
            throw StepperConfigurationError.InvalidMinimumHitArea(minimumHitArea)
        }
        val shown = configuration.shownNumber(configuration.currentStep)
        val totalText = strings.totalText(configuration.lastNumber.toLong(), configuration.isTotalEstimated)
        val headerTitle = if (configuration.showsHeader) {
            configuration.stepNames[configuration.currentStep] ?: strings.stepOfTotal(shown, totalText, null)
        } else ""
        val layout = StepperLayout(
            configuration, headerTitle, strings.allSteps, configuration.shownDescriptions(strings),
        )
        visibleRect = layout.visibleRect
        stepsRect = layout.stepsRect
        viewport = layout.viewport
        val built = SceneElements(configuration, layout, strings).build()
        // Every mark's and overflow marker's tap area, from the partition (docs: Tapping).
        val areas = TapAreaPartition.areas(
            built, configuration.axis, minimumHitArea, if (layout.viewport != null) stepsRect else null,
        )
        elements = built.mapIndexed { index, element ->
            if (element.hitArea != null) element.copy(hitArea = areas[index]) else element
        }
        val uncut by lazy { TapAreaPartition.areas(built, configuration.axis, minimumHitArea, null) }
        val tappable = elements.any { it.hitArea != null }
        val cut = stepsRect != visibleRect
        // In the drawing's coordinates, and under a header only where the steps are drawn.
        fun drawn(area: StepperRect?): StepperRect? = (if (cut) area?.intersection(stepsRect) else area)
            ?.let { StepperRect(it.x - visibleRect.x, it.y - visibleRect.y, it.width, it.height) }
        tapAreas = elements.mapNotNull { element -> drawn(element.hitArea)?.let { element to it } }
        val steps = elements.indices.filter { elements[it].role == SceneElement.Role.MARK }.mapNotNull { index ->
            val mark = elements[index]
            val step = mark.step ?: return@mapNotNull null
            // Every step's frame, a disabled step's button too, is its part of the partition; a
            // step scrolled out of sight has no area a tap reaches, but is still listed.
            val area = drawn(areas[index] ?: uncut[index]) ?: return@mapNotNull null
            StepperAccessibility.AccessibleStep(
                step,
                strings.description(
                    configuration.shownNumber(step), totalText, mark.state,
                    StepperAccessibility.spokenName(configuration, strings, step), step in configuration.optionalSteps,
                ),
                isSelected = step == configuration.currentStep,
                isButton = tappable && (mark.hitArea != null || mark.state == StepperStepState.DISABLED),
                isDisabled = mark.state == StepperStepState.DISABLED,
                frame = area,
            )
        }
        allStepsTarget = elements.firstOrNull { it.role == SceneElement.Role.ALL_STEPS }?.frame?.let { frame ->
            val minimum = minimumHitArea
            val w = maxOf(frame.width, minimum)
            val h = maxOf(frame.height, minimum)
            val x = if (direction == StepperLayoutDirection.LEFT_TO_RIGHT) frame.maxX - w else frame.x
            StepperRect(x - visibleRect.x, frame.center.y - h / 2 - visibleRect.y, w, h)
        }
        val collapse = layout.row.collapse
        val overflowButtons = mutableListOf<OverflowTarget>()
        val overflows = elements.filter { it.role == SceneElement.Role.OVERFLOW }.mapNotNull { element ->
            val ordinal = configuration.steps.ordinal(element.step ?: return@mapNotNull null)
            val hidden = collapse?.overflowHiding(ordinal) ?: return@mapNotNull null
            val failed = (hidden.counts[StepperStepState.ERROR] ?: 0) + (hidden.counts[StepperStepState.ERROR_ACTIVE] ?: 0)
            val label = strings.overflowDescription(
                hidden.ordinals.count().toLong(), failed.toLong(), (hidden.counts[StepperStepState.SKIPPED] ?: 0).toLong(),
            )
            drawn(element.hitArea)?.let { overflowButtons += OverflowTarget(it, label) }
            StepperAccessibility.Overflow(
                configuration.steps.id(hidden.ordinals.first), configuration.steps.id(hidden.ordinals.last),
                label, element.state, element.hitArea != null,
            )
        }
        overflowTargets = overflowButtons
        accessibility = StepperAccessibility.of(
            configuration, strings, steps, if (layout.allSteps != null) strings.allSteps else null,
        ).let { axs ->
            val before = previous?.let { StepperScene(it, strings, minimumHitArea = minimumHitArea).accessibility }
            if (before == null) axs.copy(overflows = overflows)
            else axs.copy(
                overflows = overflows, change = StepperAccessibility.change(before, axs, strings),
                isComparedWithPrevious = true,
            )
        }
    }
}
