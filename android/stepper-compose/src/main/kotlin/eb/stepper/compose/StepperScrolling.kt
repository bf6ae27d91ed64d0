package eb.stepper.compose

import androidx.compose.animation.core.DecayAnimationSpec
import androidx.compose.animation.core.animate
import androidx.compose.animation.core.calculateTargetValue
import androidx.compose.animation.rememberSplineBasedDecay
import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.gestures.FlingBehavior
import androidx.compose.foundation.gestures.ScrollScope
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.SideEffect
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.setValue
import androidx.compose.ui.platform.LocalDensity
import eb.stepper.core.StepId
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.restingOffset
import eb.stepper.core.scrollViewport
import kotlin.math.roundToInt

/**
 * What a scrolling row remembers of its paging: whether the scroll state has been paged to the
 * current step yet (until then the scene is drawn at the core's page), and the offset, in
 * pixels, where the row last came to rest — where a person's drag begins.
 */
internal class ScrollPaging {
    var isPaged by mutableStateOf(false)
    var rest = 0
}

/** A page to go to: the step it shows, and the core's page offset in pixels. */
private data class PageRequest(val step: StepId, val offset: Int)

/**
 * Pages the scroll state to the current step (docs/Specification.md#auto-scroll): to the core's
 * page offset, at once the first time, then with Compose's `animateScrollTo` whenever the step
 * (or the page, at a new viewport or density) moves. Compose's animations follow the system's
 * animator duration scale, so with animations off the move is instant. Notes, after each
 * composition at rest, where the row rests.
 */
@Composable
internal fun StepperPaging(paged: StepperConfiguration, state: ScrollState, paging: ScrollPaging) {
    val density = LocalDensity.current.density
    val page = ((paged.scrollViewport?.offset ?: 0.0) * density).roundToInt()
    LaunchedEffect(PageRequest(paged.currentStep, page)) {
        val first = !paging.isPaged
        paging.isPaged = true
        if (first) state.scrollTo(page) else state.animateScrollTo(page)
    }
    val isResting = !state.isScrollInProgress
    val value = state.value
    SideEffect { if (isResting) paging.rest = value }
}

/** The fling behaviour of a scrolling row: Compose's deceleration, then the core's snap offset. */
@Composable
internal fun stepperFling(paged: StepperConfiguration, state: ScrollState, paging: ScrollPaging): FlingBehavior {
    val decay = rememberSplineBasedDecay<Float>()
    val density = LocalDensity.current.density
    return remember(paged, decay, density) { StepperFlingBehavior(paged, state, decay, density, paging) }
}

/**
 * A released row comes to rest where the core says (docs/Specification.md#scroll-snapping):
 * Compose's own deceleration proposes where the row would stop, the core's `restingOffset`
 * takes the snap offset for that, the release velocity and where the drag began, and Compose's
 * `animate` carries the row there from the release velocity.
 */
internal class StepperFlingBehavior(
    private val configuration: StepperConfiguration,
    private val state: ScrollState,
    private val decay: DecayAnimationSpec<Float>,
    private val density: Float,
    private val paging: ScrollPaging,
) : FlingBehavior {
    override suspend fun ScrollScope.performFling(initialVelocity: Float): Float {
        val from = state.value.toFloat()
        val proposed = decay.calculateTargetValue(from, initialVelocity)
        val rest = configuration.restingOffset(
            (proposed / density).toDouble(), (paging.rest / density).toDouble(), (initialVelocity / density).toDouble(),
        ) ?: return initialVelocity
        val distance = (rest * density).toFloat() - from
        var moved = 0f
        animate(0f, distance, initialVelocity) { value, _ -> moved += scrollBy(value - moved) }
        return 0f
    }
}

/**
 * The offset, in points, at which a scroll value of whole pixels is drawn: the core's snap offset
 * it was rounded from (a page, or where a fling came to rest), so that a row at rest is drawn
 * exactly where the core puts it, else the value itself.
 */
internal fun StepperConfiguration.offsetAt(value: Int, density: Float): Double {
    val points = value / density.toDouble()
    val snap = restingOffset(points, points, 0.0) ?: return points
    return if ((snap * density).roundToInt() == value) snap else points
}
