package eb.stepper.compose

import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.rememberScrollState
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import eb.stepper.core.StepId
import eb.stepper.core.StepperAccessibilityOption
import eb.stepper.core.StepperActivity
import eb.stepper.core.StepperIcon
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperLayoutDirection
import eb.stepper.core.StepperScene
import eb.stepper.core.StepperStepState

/**
 * The design system's step progress indicator: how many steps a flow has and which one the
 * user is on, as dashes, bullets or numbered circular markers (docs: the README's Android part).
 *
 * The state is hoisted: the app owns [current] and moves it, typically in [onStepClick]. The
 * colors are [colors] (by default the enclosing [EBTheme]'s, else the system's light or dark),
 * the direction [LocalLayoutDirection]. Everything drawn — sizes, positions, colors, the accessibility text —
 * is the Kotlin core's scene, the same as the Swift core's for the same values.
 *
 * To TalkBack the stepper is one element: its state reads "Step 2 of 4, 50%" with a progress
 * range, and as a polite live region it speaks the core's change text when the step moves; with
 * [onStepClick], the steps are a group of tabs, the current one selected.
 *
 * Taps: each step's tab is laid out on its part of the core's tap-area partition, asked for with
 * Android's 48 dp minimum, so crowded marks (bullets 16 dp apart) split the row between them at
 * the midpoints and never overlap; Compose widens a target under 48 dp for touch and gives a
 * touch that falls only in widened bounds to the nearest one (see [EBStepperScene]).
 *
 * @param current the step the user is on, 1 to [total].
 * @param total how many steps, 2 or more.
 * @param modifier applied to the whole stepper.
 * @param style dashes, bullets or circular markers.
 * @param status success once the flow is done (then [current] is [total]), error when the
 *   current step failed.
 * @param axis a row or a column.
 * @param length the main-axis length, or null for the style's default (dash 268, circular 272).
 * @param viewport the visible main-axis length of a row that scrolls, paged to [current].
 * @param substeps sub-steps revealed after steps: `mapOf(2 to 2)` shows 2.1 and 2.2.
 * @param stepStates states the app sets on steps, such as a skipped or failed one.
 * @param stepNames names under (or beside) the steps, at most two lines each, at the user's
 *   font scale.
 * @param showsHeader shows the current step's name above the steps.
 * @param stepDescriptions a line or two under a step's name, at the user's font scale.
 * @param stepIcons built-in icons ([StepperIcon.named]) circular markers show in place of their
 *   numbers; a directional one (the truck) mirrors right to left. Done and failed steps keep
 *   their check and mark.
 * @param optionalSteps steps marked optional: "Optional" under their names and in what TalkBack
 *   reads.
 * @param isLoading the current step is busy: a spinning ring in its marker, "loading" read.
 * @param stepProgress how much of the current step is done, 0 to 1, drawn along its marker.
 * @param maxVisible collapses a long row to this many places, with "…" markers for the rest.
 * @param isTotalEstimated the total may still change: read as "about 6".
 * @param firstNumber the number the first step shows, for a flow that began before it.
 * @param scrollState the scroll position of a row with a [viewport], in pixels, hoistable as
 *   Compose's own scroll containers' is (`rememberScrollState()`): the row sits in Compose's
 *   `horizontalScroll` (`verticalScroll` for a column), so a drag, its fling, nested scrolling,
 *   TalkBack's scroll actions and the layout direction are Compose's. The stepper pages it to
 *   [current] (the core's page offset) when [current] moves, animated, and rests a released row
 *   on the core's snap offsets (docs: Scrolling and paging).
 * @param isScrollEnabled false keeps a row with a [viewport] from scrolling, as the core's
 *   `isScrollEnabled`: the viewport must then hold every step (else the core's error), and the
 *   row is drawn whole, with no scroll container to drag.
 * @param accessibilityOptions the person's display settings the drawing follows, as the app
 *   reads them from the system: higher-contrast colors, a shape cue on failed dashes and
 *   bullets, bolder text (measured so). None by default; then nothing drawn changes.
 * @param enabled false draws every step disabled, no step can be tapped and the row cannot be
 *   scrolled by touch, as a control inside a disabled form.
 * @param tappableSteps with [onStepClick], the steps that can be tapped, reached or not (a
 *   disabled step never can); null for every step already reached. Any other step holds its
 *   area but ignores a touch.
 * @param colors the colors drawn with.
 * @param onStepClick called with the step tapped; null makes the steps display only.
 * @param onAllStepsClick shows the "All steps" button in the header, called when it is tapped.
 * @throws eb.stepper.core.StepperConfigurationError when a value is outside what is allowed.
 */
@Composable
fun EBStepper(
    current: Int,
    total: Int,
    modifier: Modifier = Modifier,
    style: EBStepperStyle = EBStepperStyle.CIRCULAR,
    status: EBStepperStatus = EBStepperStatus.DEFAULT,
    axis: EBStepperAxis = EBStepperAxis.HORIZONTAL,
    length: Dp? = null,
    viewport: Dp? = null,
    substeps: Map<Int, Int> = emptyMap(),
    stepStates: Map<Int, StepperStepState> = emptyMap(),
    stepNames: Map<Int, String> = emptyMap(),
    showsHeader: Boolean = false,
    stepDescriptions: Map<Int, String> = emptyMap(),
    stepIcons: Map<Int, StepperIcon> = emptyMap(),
    optionalSteps: Set<Int> = emptySet(),
    isLoading: Boolean = false,
    stepProgress: Float? = null,
    maxVisible: Int? = null,
    isTotalEstimated: Boolean = false,
    firstNumber: Int = 1,
    scrollState: ScrollState = rememberScrollState(),
    isScrollEnabled: Boolean = true,
    accessibilityOptions: Set<StepperAccessibilityOption> = emptySet(),
    enabled: Boolean = true,
    tappableSteps: Set<Int>? = null,
    colors: EBStepperColors = EBStepperDefaults.colors(),
    onStepClick: ((Int) -> Unit)? = null,
    onAllStepsClick: (() -> Unit)? = null,
) {
    val direction = when (LocalLayoutDirection.current) {
        LayoutDirection.Ltr -> StepperLayoutDirection.LEFT_TO_RIGHT
        LayoutDirection.Rtl -> StepperLayoutDirection.RIGHT_TO_LEFT
    }
    val density = LocalDensity.current.density
    // Before the row is first paged the scene is drawn at the core's page of the current step,
    // as the effect that pages the scroll state then moves it there.
    val paging = remember { ScrollPaging() }
    val value = scrollState.value
    val options = StepperConfiguration.Options(
        style = style, total = total.toLong(), current = StepId(current.toLong()), status = status,
        axis = axis, direction = direction, theme = colors.theme,
        length = length?.value?.toDouble(), viewport = viewport?.value?.toDouble(),
        substeps = substeps.entries.associate { it.key.toLong() to it.value.toLong() },
        stepStates = stepStates.entries.associate { StepId(it.key.toLong()) to it.value },
        isScrollEnabled = isScrollEnabled,
        isTappable = onStepClick != null, isEnabled = enabled,
        tappableSteps = tappableSteps?.mapTo(LinkedHashSet()) { StepId(it.toLong()) },
        stepNames = stepNames.entries.associate { StepId(it.key.toLong()) to it.value },
        showsHeader = showsHeader, showsAllSteps = onAllStepsClick != null,
        textScale = LocalDensity.current.fontScale.toDouble(),
        stepDescriptions = stepDescriptions.entries.associate { StepId(it.key.toLong()) to it.value },
        stepIcons = stepIcons.entries.associate { StepId(it.key.toLong()) to it.value },
        optionalSteps = optionalSteps.mapTo(LinkedHashSet()) { StepId(it.toLong()) },
        activity = StepperActivity(isLoading, stepProgress?.toDouble()),
        maxVisible = maxVisible?.toLong(), isTotalEstimated = isTotalEstimated,
        firstNumber = firstNumber.toLong(), accessibilityOptions = accessibilityOptions,
    )
    // The configuration without a scroll position: what pages and snaps the row, and what the
    // core's change text compares, so that scrolling alone never changes what TalkBack hears.
    val paged = remember(options) { StepperConfiguration(options) }
    val scrolled = if (viewport != null && paging.isPaged) paged.offsetAt(value, density) else null
    val shown = remember { ShownConfiguration() }
    val scene = remember(options, scrolled) {
        val configuration = if (scrolled == null) paged else StepperConfiguration(options.copy(scrollOffset = scrolled))
        StepperScene(configuration, previous = shown.previous(paged), minimumHitArea = ANDROID_MINIMUM_TOUCH_TARGET)
    }
    val viewport = scene.viewport
    if (viewport == null || !viewport.isScrollable) {
        EBStepperScene(scene, modifier, onStepClick, onAllStepsClick)
        return
    }
    StepperPaging(paged, scrollState, paging)
    ScrollingScene(scene, scrollState, stepperFling(paged, scrollState, paging), modifier, enabled, onStepClick, onAllStepsClick)
}

/** Android's minimum touch target, in dp: the core's tap areas are asked for at this size. */
internal const val ANDROID_MINIMUM_TOUCH_TARGET = 48.0

/**
 * The configurations a stepper has drawn, kept between compositions: the core's change text
 * compares the configuration shown with the last one that differed in more than its scroll
 * position.
 */
private class ShownConfiguration {
    private var last: StepperConfiguration? = null
    private var before: StepperConfiguration? = null

    fun previous(configuration: StepperConfiguration): StepperConfiguration? {
        if (configuration !== last) {
            before = last
            last = configuration
        }
        return before
    }
}
