// The recording runtime's scrolling: what a ScrollState holds, the semantics and the touch drags
// a scroll modifier gives, the effects that page it, and the animations that move it. Follows
// androidx/androidx:
//   compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/Scroll.kt,
//     commit 09704484ce5aaf0be34925e77751ce7daf310c11 (ScrollState: value in whole pixels with
//     the fraction of a delta carried over, clamped to maxValue, which is Int.MAX_VALUE until
//     the first layout; animateScrollTo and scrollTo; ScrollSemanticsModifierNode:
//     isTraversalGroup and the axis range of value and maxValue; ScrollingLayoutNode, in
//     ModelLayout)
//   compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/gestures/Scrollable.kt,
//     commit 8c3fdca4df965c27b8e3d564158eef62daf76348 (ScrollableDefaults.reverseDirection: the
//     content follows the finger, the other way for a horizontal row right to left; a drag
//     along the scrollable's orientation is its own, one across it is left to a scrollable
//     around it — nested scrolling; a drag's release velocity handed to the fling behaviour in
//     the scroll value's direction; ScrollableNode's scrollBy semantics action while enabled)
// Not modelled: touch slop, the velocity tracker, overscroll, and the frames of an animation
// (an animation is recorded and reaches its target at once, through a point halfway). The
// deceleration is a stand-in (DECAY_SECONDS of the release velocity), not Android's spline: the
// tests compare what EBStepper does with whatever the decay proposes, not the proposal.
package eb.stepper.composemodel

import androidx.compose.foundation.ScrollState
import java.util.IdentityHashMap
import kotlin.coroutines.Continuation
import kotlin.coroutines.EmptyCoroutineContext
import kotlin.coroutines.startCoroutine
import kotlin.math.roundToInt

object ModelScrolling {
    /** The stand-in deceleration: a release at v pixels a second travels v × this many pixels. */
    const val DECAY_SECONDS = 0.3f

    /** A move of a scroll state by code: an animated one (animateScrollTo) or a jump (scrollTo). */
    data class Move(val target: Int, val isAnimated: Boolean)

    /** What a ScrollState holds, and what moved it. */
    class Recorded(initial: Int, owner: ModelRuntime.Composition?) {
        private val readers = LinkedHashSet<ModelRuntime.Composition>().apply { owner?.let { add(it) } }
        var value: Int = initial
            private set(new) {
                if (new != field) readers.forEach { it.isInvalid = true }
                field = new
            }
        var maxValue: Int = Int.MAX_VALUE
            internal set(new) {
                field = new
                if (value > new) value = new
            }
        var isScrollInProgress = false
            private set(new) {
                if (new != field) readers.forEach { it.isInvalid = true }
                field = new
            }
        private var accumulator = 0f
        val moves = mutableListOf<Move>()

        fun read(composing: ModelRuntime.Composition?): Int = value.also { composing?.let { readers += it } }
        fun readInProgress(composing: ModelRuntime.Composition?): Boolean =
            isScrollInProgress.also { composing?.let { readers += it } }

        fun moveTo(target: Int, animated: Boolean): Float {
            moves += Move(target, animated)
            return scrollBy((target - value).toFloat())
        }

        /** ScrollState's scrollable: whole pixels, the fraction carried, clamped to the row. */
        fun scrollBy(delta: Float): Float {
            val absolute = value + delta + accumulator
            val newValue = absolute.coerceIn(0f, maxValue.toFloat())
            val changed = absolute != newValue
            val consumed = newValue - value
            val consumedInt = consumed.roundToInt()
            value += consumedInt
            accumulator = consumed - consumedInt
            return if (changed) consumed else delta
        }

        /** Runs `block` as a scroll in progress (a drag, then its fling). */
        fun <T> scrolling(block: () -> T): T {
            isScrollInProgress = true
            try { return block() } finally { isScrollInProgress = false }
        }
    }

    private val states = IdentityHashMap<ScrollState, Recorded>()

    fun created(state: ScrollState, initial: Int, composing: ModelRuntime.Composition?) {
        states[state] = Recorded(initial, composing)
    }

    fun of(state: ScrollState): Recorded = states.getValue(state)

    /** ScrollSemanticsModifierNode's range, as TalkBack reads it: the value and the most it can be. */
    class ScrollAxisRange(val value: () -> Float, val maxValue: () -> Float, val reverseScrolling: Boolean)

    /** ScrollableNode's scrollBy action: scrolls the state by the amount along its axis, in pixels. */
    class ScrollByAction(val action: (Float, Float) -> Boolean)

    fun semantics(state: ScrollState, enabled: Boolean, reverseScrolling: Boolean, isVertical: Boolean): Map<String, Any?> {
        val range = ScrollAxisRange({ of(state).value.toFloat() }, { of(state).maxValue.toFloat() }, reverseScrolling)
        val out = LinkedHashMap<String, Any?>()
        out["isTraversalGroup"] = true
        out[if (isVertical) "verticalScrollAxisRange" else "horizontalScrollAxisRange"] = range
        if (enabled) {
            out["scrollBy"] = ScrollByAction { x, y -> of(state).scrollBy(if (isVertical) y else x); true }
        }
        return out
    }

    /** The stand-in decay spec rememberSplineBasedDecay gives. */
    class Decay<T> : androidx.compose.animation.core.DecayAnimationSpec<T>

    /** A decay asked where it would stop: from, velocity, and the stop. */
    data class Proposal(val initialValue: Float, val initialVelocity: Float, val target: Float)

    val proposals = mutableListOf<Proposal>()

    fun decayTarget(spec: androidx.compose.animation.core.DecayAnimationSpec<Float>, initialValue: Float, initialVelocity: Float): Float {
        check(spec is Decay<*>) { "a decay the model does not know: $spec" }
        val target = initialValue + initialVelocity * DECAY_SECONDS
        proposals += Proposal(initialValue, initialVelocity, target)
        return target
    }

    /** An animation asked for: from, to, and the velocity it starts with. */
    data class Animation(val initialValue: Float, val targetValue: Float, val initialVelocity: Float)

    val animations = mutableListOf<Animation>()

    fun animate(initialValue: Float, targetValue: Float, initialVelocity: Float, block: (Float, Float) -> Unit) {
        animations += Animation(initialValue, targetValue, initialVelocity)
        block((initialValue + targetValue) / 2, initialVelocity / 2)
        block(targetValue, 0f)
    }

    /** Runs a suspending block that, in this model, never suspends; fails if it does. */
    fun runToEnd(block: suspend () -> Unit) {
        var result: Result<Unit>? = null
        block.startCoroutine(Continuation(EmptyCoroutineContext) { result = it })
        checkNotNull(result) { "a model effect suspended" }.getOrThrow()
    }

    /**
     * A touch drag at (x, y) in dp by (dx, dy) dp, let go at (vx, vy) dp a second: the innermost
     * enabled scroll container under the touch whose orientation is the drag's (the larger of
     * its two components) scrolls by it and flings through its fling behaviour; a drag across
     * every container under the touch is taken by none. Returns the container that took it.
     */
    fun drag(
        root: ModelLayout.Placed, x: Float, y: Float, dx: Float, dy: Float, vx: Float, vy: Float,
    ): ModelRuntime.Element.Scroll? {
        val vertical = Math.abs(dy) > Math.abs(dx)
        val scroll = ModelLayout.touch(root, x, y).map { it.element }.filterIsInstance<ModelRuntime.Element.Scroll>()
            .lastOrNull { it.enabled && it.isVertical == vertical } ?: return null
        // ScrollableDefaults.reverseDirection: the content follows the finger.
        var reverse = !scroll.reverseScrolling
        if (scroll.direction == androidx.compose.ui.unit.LayoutDirection.Rtl && !scroll.isVertical) reverse = !reverse
        fun along(h: Float, v: Float): Float = (if (vertical) v else h) * scroll.density * (if (reverse) -1f else 1f)
        val state = of(scroll.state)
        state.scrolling {
            state.scrollBy(along(dx, dy))
            val fling = scroll.flingBehavior ?: return@scrolling
            val scope = object : androidx.compose.foundation.gestures.ScrollScope {
                override fun scrollBy(pixels: Float): Float = state.scrollBy(pixels)
            }
            runToEnd { with(fling) { scope.performFling(along(vx, vy)) } }
        }
        return scroll
    }
}
