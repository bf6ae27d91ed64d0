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

    /** The "All steps" button's tap area, at least 44 points each way, or null without one. */
    val allStepsTarget: StepperRect?

    /** The size drawn: the visible part. */
    val width: Double get() = visibleRect.width
    val height: Double get() = visibleRect.height

    init {
        val shown = configuration.shownNumber(configuration.currentStep)
        val totalText = strings.totalText(configuration.lastNumber.toLong(), configuration.isTotalEstimated)
        val headerTitle = if (configuration.showsHeader) {
            configuration.names[configuration.currentStep] ?: strings.stepOfTotal(shown, totalText, null)
        } else ""
        val layout = StepperLayout(
            configuration, headerTitle, strings.allSteps, configuration.shownDescriptions(strings),
        )
        visibleRect = layout.visibleRect
        stepsRect = layout.stepsRect
        viewport = layout.viewport
        elements = SceneElements(configuration, layout, strings).build()
        val tappable = elements.any { it.hitArea != null }
        val cut = stepsRect != visibleRect
        val steps = elements.filter { it.role == SceneElement.Role.MARK }.mapNotNull { mark ->
            val step = mark.step ?: return@mapNotNull null
            val around = mark.hitArea ?: mark.frame.hitArea(StyleFigures.MINIMUM_HIT_AREA)
            val area = (if (cut) around.intersection(stepsRect) else around) ?: return@mapNotNull null
            StepperAccessibility.AccessibleStep(
                step,
                strings.description(
                    configuration.shownNumber(step), totalText, mark.state,
                    StepperAccessibility.spokenName(configuration, strings, step), step in configuration.optionalSteps,
                ),
                isSelected = step == configuration.currentStep,
                isButton = tappable && (mark.hitArea != null || mark.state == StepperStepState.DISABLED),
                isDisabled = mark.state == StepperStepState.DISABLED,
                frame = StepperRect(
                    area.x - visibleRect.x, area.y - visibleRect.y, area.width, area.height,
                ),
            )
        }
        allStepsTarget = elements.firstOrNull { it.role == SceneElement.Role.ALL_STEPS }?.frame?.let { frame ->
            val minimum = StyleFigures.MINIMUM_HIT_AREA
            val w = maxOf(frame.width, minimum)
            val h = maxOf(frame.height, minimum)
            val x = if (direction == StepperLayoutDirection.LEFT_TO_RIGHT) frame.maxX - w else frame.x
            StepperRect(x - visibleRect.x, frame.center.y - h / 2 - visibleRect.y, w, h)
        }
        val collapse = layout.row.collapse
        val overflows = elements.filter { it.role == SceneElement.Role.OVERFLOW }.mapNotNull { element ->
            val ordinal = configuration.steps.ordinal(element.step ?: return@mapNotNull null)
            val hidden = collapse?.overflowHiding(ordinal) ?: return@mapNotNull null
            val failed = (hidden.counts[StepperStepState.ERROR] ?: 0) + (hidden.counts[StepperStepState.ERROR_ACTIVE] ?: 0)
            StepperAccessibility.Overflow(
                configuration.steps.id(hidden.ordinals.first), configuration.steps.id(hidden.ordinals.last),
                strings.overflowDescription(
                    hidden.ordinals.count().toLong(), failed.toLong(), (hidden.counts[StepperStepState.SKIPPED] ?: 0).toLong(),
                ),
                element.state, element.hitArea != null,
            )
        }
        accessibility = StepperAccessibility.of(
            configuration, strings, steps, if (layout.allSteps != null) strings.allSteps else null,
        ).let { axs ->
            val before = previous?.let { StepperScene(it, strings).accessibility }
            if (before == null) axs.copy(overflows = overflows)
            else axs.copy(
                overflows = overflows, change = StepperAccessibility.change(before, axs, strings),
                isComparedWithPrevious = true,
            )
        }
    }
}
