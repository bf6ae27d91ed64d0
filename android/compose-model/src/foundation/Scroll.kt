// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/Scroll.kt, commit: 09704484ce5aaf0be34925e77751ce7daf310c11 (read: rememberScrollState, ScrollState, Modifier.horizontalScroll, Modifier.verticalScroll)
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out — animateScrollTo's animationSpec — so the
// model accepts no call Compose rejects; of ScrollState, the members EBStepper reads or calls,
// without its ScrollableState supertype, which EBStepper never names). Bodies only hand over to
// the model's runtime (ModelRuntime): a stub that throws for the type check, or the recorder the
// tests use.
package androidx.compose.foundation

import androidx.compose.foundation.gestures.FlingBehavior
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier
import eb.stepper.composemodel.ModelRuntime

@Composable
fun rememberScrollState(initial: Int = 0): ScrollState =
    ModelRuntime.remember(ModelRuntime.NoKey) { ScrollState(initial = initial) }

@Stable
class ScrollState(initial: Int) {
    init {
        ModelRuntime.scrollStateCreated(this, initial)
    }

    /** current scroll position value in pixels */
    val value: Int get() = ModelRuntime.scrollValue(this)

    /** maximum bound for [value], or [Int.MAX_VALUE] if still unknown */
    val maxValue: Int get() = ModelRuntime.scrollMaxValue(this)

    val isScrollInProgress: Boolean get() = ModelRuntime.isScrollInProgress(this)

    suspend fun animateScrollTo(value: Int) {
        ModelRuntime.animateScrollTo(this, value)
    }

    suspend fun scrollTo(value: Int): Float = ModelRuntime.scrollTo(this, value)
}

fun Modifier.verticalScroll(
    state: ScrollState,
    enabled: Boolean = true,
    flingBehavior: FlingBehavior? = null,
    reverseScrolling: Boolean = false,
): Modifier = ModelRuntime.scroll(this, state, enabled, flingBehavior, reverseScrolling, isVertical = true)

fun Modifier.horizontalScroll(
    state: ScrollState,
    enabled: Boolean = true,
    flingBehavior: FlingBehavior? = null,
    reverseScrolling: Boolean = false,
): Modifier = ModelRuntime.scroll(this, state, enabled, flingBehavior, reverseScrolling, isVertical = false)
