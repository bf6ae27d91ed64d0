// The model's runtime for the type check: there is no Compose runtime on this machine, so every
// entry throws. Nothing runs against it; it exists so the model's declarations have bodies.
package eb.stepper.composemodel

import androidx.compose.runtime.CompositionLocal
import androidx.compose.runtime.ProvidedValue
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.SemanticsPropertyReceiver
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.Dp

object ModelRuntime {
    private fun none(): Nothing = throw UnsupportedOperationException("the Compose model has no runtime")
    fun <T> current(local: CompositionLocal<T>): T = none()
    /** What a `remember` without keys is keyed by. */
    object NoKey
    fun <T> remember(key: Any?, calculation: () -> T): T = none()
    fun <T> mutableState(value: T): androidx.compose.runtime.MutableState<T> = none()
    fun provide(values: List<ProvidedValue<*>>, content: () -> Unit): Unit = none()
    fun then(outer: Modifier, inner: Modifier): Modifier = none()
    fun semantics(modifier: Modifier, mergeDescendants: Boolean, properties: SemanticsPropertyReceiver.() -> Unit): Modifier = none()
    fun unreadable(): Nothing = none()
    fun set(receiver: SemanticsPropertyReceiver, name: String, value: Any?): Unit = none()
    fun noLocal(name: String): Nothing = none()
    fun canvas(modifier: Modifier, onDraw: DrawScope.() -> Unit): Unit = none()
    fun clickable(modifier: Modifier, enabled: Boolean, label: String?, role: Role?, onClick: () -> Unit): Modifier = none()
    fun box(
        modifier: Modifier, alignment: androidx.compose.ui.Alignment, propagateMinConstraints: Boolean,
        content: BoxScope.() -> Unit,
    ): Unit = none()
    fun <T> key(keys: List<Any?>, block: () -> T): T = none()
    fun isSystemInDarkTheme(): Boolean = none()
    fun selectable(modifier: Modifier, selected: Boolean, enabled: Boolean, role: Role?, onClick: () -> Unit): Modifier = none()
    fun clipToBounds(modifier: Modifier): Modifier = none()
    fun pointerInput(
        modifier: Modifier, key: Any?, block: suspend androidx.compose.ui.input.pointer.PointerInputScope.() -> Unit,
    ): Modifier = none()
    fun dpToSp(dp: Float, fontScale: Float): Float = none()
    fun size(modifier: Modifier, width: Dp, height: Dp): Modifier = none()
    fun offset(modifier: Modifier, x: Dp, y: Dp, isAbsolute: Boolean): Modifier = none()
    fun minimumInteractiveComponentSize(modifier: Modifier): Modifier = none()
    fun path(): androidx.compose.ui.graphics.Path = none()
    fun scrollStateCreated(state: androidx.compose.foundation.ScrollState, initial: Int): Unit = none()
    fun scrollValue(state: androidx.compose.foundation.ScrollState): Int = none()
    fun scrollMaxValue(state: androidx.compose.foundation.ScrollState): Int = none()
    fun isScrollInProgress(state: androidx.compose.foundation.ScrollState): Boolean = none()
    fun animateScrollTo(state: androidx.compose.foundation.ScrollState, value: Int): Unit = none()
    fun scrollTo(state: androidx.compose.foundation.ScrollState, value: Int): Float = none()
    fun scroll(
        modifier: Modifier, state: androidx.compose.foundation.ScrollState, enabled: Boolean,
        flingBehavior: androidx.compose.foundation.gestures.FlingBehavior?, reverseScrolling: Boolean, isVertical: Boolean,
    ): Modifier = none()
    fun sideEffect(effect: () -> Unit): Unit = none()
    fun launchedEffect(key: Any?, block: suspend kotlinx.coroutines.CoroutineScope.() -> Unit): Unit = none()
    fun <T> splineBasedDecay(): androidx.compose.animation.core.DecayAnimationSpec<T> = none()
    fun decayTarget(
        spec: androidx.compose.animation.core.DecayAnimationSpec<Float>, initialValue: Float, initialVelocity: Float,
    ): Float = none()
    fun animate(initialValue: Float, targetValue: Float, initialVelocity: Float, block: (Float, Float) -> Unit): Unit = none()
    fun measure(text: String, style: TextStyle): TextLayoutResult = none()
    fun textMeasurer(cacheSize: Int): TextMeasurer = none()
    fun drawText(scope: DrawScope, result: TextLayoutResult, color: Color, topLeft: Offset): Unit = none()
}
