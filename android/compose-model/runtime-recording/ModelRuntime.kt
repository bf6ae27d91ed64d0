// The model's runtime for the drawing and semantics tests: composables run at once, in order,
// and what they ask for is recorded — the layout nodes with their modifiers (size, offset,
// semantics, clicks) and each canvas's draw calls, in points (a density of 1).
package eb.stepper.composemodel

import androidx.compose.foundation.layout.BoxScope
import androidx.compose.runtime.CompositionLocal
import androidx.compose.runtime.ProvidedValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.DrawStyle
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.SemanticsPropertyReceiver
import androidx.compose.ui.semantics.SemanticsPropertyKey
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.textLayoutResultForModel
import androidx.compose.ui.text.textMeasurerForModel
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.IntSize
import androidx.compose.ui.unit.LayoutDirection

object ModelRuntime {
    /** One modifier element, as recorded. */
    sealed class Element {
        data class Semantics(val mergeDescendants: Boolean, val properties: Map<String, Any?>) : Element()
        data class Clickable(val enabled: Boolean, val label: String?, val role: Role?, val onClick: () -> Unit) : Element()
        /** `selectable`: a clickable that is selected or not, as a tab. */
        data class Selectable(val selected: Boolean, val enabled: Boolean, val role: Role?, val onClick: () -> Unit) : Element()
        /** `clipToBounds`: a layer that clips drawing, and hit testing of what is inside, to its bounds. */
        data object ClipToBounds : Element()
        /** `pointerInput`: a handler that takes the touches reaching it. */
        data class PointerInput(val key: Any?) : Element()
        data class SizeOf(val width: Float, val height: Float) : Element()
        data class OffsetBy(val x: Float, val y: Float, val isAbsolute: Boolean) : Element()
        data object MinimumTouchTarget : Element()
        /**
         * `horizontalScroll` / `verticalScroll`: a scroll container on the bounds inside it —
         * Compose's ScrollingLayoutNode (the content measured unbounded along the axis, placed
         * at minus the scroll value, mirrored right to left), its clip, and its scrollable
         * (touch drags along the axis, then a fling through `flingBehavior`). `density` is the
         * screen's, to turn the state's pixels into the layout's dp.
         */
        data class Scroll(
            val state: androidx.compose.foundation.ScrollState, val isVertical: Boolean, val enabled: Boolean,
            val flingBehavior: androidx.compose.foundation.gestures.FlingBehavior?, val reverseScrolling: Boolean,
            val direction: LayoutDirection, val density: Float,
        ) : Element()
    }

    /** A modifier chain: its elements from the outside in. */
    class Chain(val elements: List<Element>) : Modifier

    /** One draw call, in points. */
    sealed class Draw {
        data class RoundRect(
            val argb: Long, val x: Float, val y: Float, val width: Float, val height: Float,
            val radius: Float, val strokeWidth: Float?,
        ) : Draw()
        data class Line(val argb: Long, val start: Pair<Float, Float>, val end: Pair<Float, Float>, val width: Float, val isRound: Boolean) : Draw()
        data class Circle(val argb: Long, val x: Float, val y: Float, val radius: Float) : Draw()
        /** A stroked path: its operations ("M", "L", "C" with their points, "Z"), width, and round ends. */
        data class Path(val argb: Long, val operations: List<Pair<String, List<Float>>>, val width: Float?, val isRound: Boolean) : Draw()
        data class Text(
            val argb: Long, val text: String, val baselineX: Float, val baselineY: Float, val size: Float,
            val weight: Int?,
        ) : Draw()
    }

    /**
     * A laid-out node: a Box or a Canvas, its modifiers, children and draw calls; a Box's
     * content alignment, the layout direction it was composed in, and the `key` it was composed
     * under, if any.
     */
    class Node(
        val kind: String, val modifiers: List<Element>,
        val alignment: androidx.compose.ui.Alignment = androidx.compose.ui.Alignment.TopStart,
        val propagateMinConstraints: Boolean = false,
        val direction: LayoutDirection = LayoutDirection.Ltr,
        val key: List<Any?>? = null,
    ) {
        val children = mutableListOf<Node>()
        val draws = mutableListOf<Draw>()
    }

    private val keys = ArrayDeque<List<Any?>>()

    /** The system's dark theme setting that `isSystemInDarkTheme()` reads; set by a test. */
    var systemInDarkTheme = false

    fun isSystemInDarkTheme(): Boolean = systemInDarkTheme

    private val locals = ArrayDeque<Map<CompositionLocal<*>, Any?>>()
    private val parents = ArrayDeque<Node>()
    private var composing: Composition? = null

    /**
     * Content composed, and composed again on demand: what it remembers is kept between its
     * compositions in the order it asks (a slot each `remember`, its value kept while its key is
     * equal, as Compose's slot table keeps it for content of the same shape), and a write to a
     * state it made marks it for composing again.
     */
    class Composition(private val provided: Map<CompositionLocal<*>, Any?>, private val content: () -> Unit) {
        /** A group of slots: the composition's own, or a `key`'s, which its keys find again. */
        internal class Group {
            val slots = mutableListOf<Pair<Any?, Any?>>()
            var cursor = 0
        }

        internal val top = Group()
        internal val keyed = HashMap<List<Any?>, Group>()
        internal var group = top

        /** Whether a state this content made or read has changed since it was last composed. */
        var isInvalid = false
            internal set

        /** The effects the composition being made asked for, run once it is complete. */
        internal val effects = mutableListOf<() -> Unit>()

        /** How many compositions the last `compose()` took to settle. */
        var passes = 0
            private set
        /** The root of what the last composition laid out. */
        lateinit var root: Node
            private set

        /**
         * Composes the content (again), with what it remembered, and runs the effects it asked
         * for; while an effect (or a state it wrote) leaves it invalid, composes again, as
         * Compose's next frames would. Returns the root laid out by the last composition.
         */
        fun compose(): Node {
            passes = 0
            do {
                composeOnce()
                passes++
                val queued = effects.toList()
                effects.clear()
                queued.forEach { it() }
            } while (isInvalid && passes < MAXIMUM_PASSES)
            check(!isInvalid) { "the composition did not settle in $MAXIMUM_PASSES passes" }
            return root
        }

        private fun composeOnce() {
            val node = Node("root", emptyList())
            val outer = composing
            top.cursor = 0
            group = top
            isInvalid = false
            composing = this
            locals.addLast(provided)
            parents.addLast(node)
            try {
                content()
            } finally {
                parents.removeLast()
                locals.removeLast()
                composing = outer
            }
            root = node
        }
    }

    private const val MAXIMUM_PASSES = 10

    /** Runs `content` with `provided` locals and returns the root of what it laid out. */
    fun record(provided: Map<CompositionLocal<*>, Any?>, content: () -> Unit): Node =
        Composition(provided, content).compose()

    /** What a `remember` without keys is keyed by. */
    object NoKey

    @Suppress("UNCHECKED_CAST")
    fun <T> remember(key: Any?, calculation: () -> T): T {
        val group = composing?.group ?: return calculation()
        val index = group.cursor++
        val slot = group.slots.getOrNull(index)
        if (slot != null && slot.first == key) return slot.second as T
        val value = calculation()
        if (slot != null) group.slots[index] = key to value else group.slots += key to value
        return value
    }

    /**
     * `key`: what the block remembers is kept under its keys (as Compose's movable groups keep
     * it), so it follows the keys when the blocks around it change; nodes it lays out record
     * their keys.
     */
    fun <T> key(keys: List<Any?>, block: () -> T): T {
        val composition = composing
        val outer = composition?.group
        if (composition != null) {
            composition.group = composition.keyed.getOrPut(keys) { Composition.Group() }.also { it.cursor = 0 }
        }
        this.keys.addLast(keys)
        try {
            return block()
        } finally {
            this.keys.removeLast()
            if (composition != null && outer != null) composition.group = outer
        }
    }

    /** A state that, written with a different value, marks the composition that made it. */
    private class RecordedState<T>(initial: T, private val owner: Composition?) : androidx.compose.runtime.MutableState<T> {
        override var value: T = initial
            set(new) {
                if (new != field) owner?.isInvalid = true
                field = new
            }
        override fun component1(): T = value
        override fun component2(): (T) -> Unit = { value = it }
    }

    fun <T> mutableState(value: T): androidx.compose.runtime.MutableState<T> = RecordedState(value, composing)

    fun elements(modifier: Modifier): List<Element> = (modifier as? Chain)?.elements ?: emptyList()

    @Suppress("UNCHECKED_CAST")
    fun <T> current(local: CompositionLocal<T>): T {
        for (frame in locals.reversed()) if (frame.containsKey(local)) return frame[local] as T
        return local.defaultFactory()
    }

    fun provide(values: List<ProvidedValue<*>>, content: () -> Unit) {
        locals.addLast(values.associate { it.compositionLocal to it.value })
        try { content() } finally { locals.removeLast() }
    }

    fun then(outer: Modifier, inner: Modifier): Modifier = Chain(elements(outer) + elements(inner))

    private fun adding(modifier: Modifier, element: Element): Modifier = Chain(elements(modifier) + element)

    private class Receiver : SemanticsPropertyReceiver {
        val properties = LinkedHashMap<String, Any?>()
        override fun <T> set(key: SemanticsPropertyKey<T>, value: T) {
            properties[key.name] = value
        }
    }

    fun semantics(modifier: Modifier, mergeDescendants: Boolean, properties: SemanticsPropertyReceiver.() -> Unit): Modifier {
        val receiver = Receiver()
        receiver.properties()
        return adding(modifier, Element.Semantics(mergeDescendants, receiver.properties))
    }

    fun unreadable(): Nothing = throw UnsupportedOperationException("semantics properties are write-only")

    fun set(receiver: SemanticsPropertyReceiver, name: String, value: Any?) {
        (receiver as Receiver).properties[name] = value
    }

    fun noLocal(name: String): Nothing = throw IllegalStateException("$name is not provided")

    fun clickable(modifier: Modifier, enabled: Boolean, label: String?, role: Role?, onClick: () -> Unit): Modifier =
        adding(modifier, Element.Clickable(enabled, label, role, onClick))

    fun size(modifier: Modifier, width: Dp, height: Dp): Modifier = adding(modifier, Element.SizeOf(width.value, height.value))

    fun offset(modifier: Modifier, x: Dp, y: Dp, isAbsolute: Boolean): Modifier =
        adding(modifier, Element.OffsetBy(x.value, y.value, isAbsolute))

    fun minimumInteractiveComponentSize(modifier: Modifier): Modifier = adding(modifier, Element.MinimumTouchTarget)

    fun selectable(modifier: Modifier, selected: Boolean, enabled: Boolean, role: Role?, onClick: () -> Unit): Modifier =
        adding(modifier, Element.Selectable(selected, enabled, role, onClick))

    fun clipToBounds(modifier: Modifier): Modifier = adding(modifier, Element.ClipToBounds)

    fun pointerInput(
        modifier: Modifier, key: Any?, @Suppress("UNUSED_PARAMETER") block: suspend androidx.compose.ui.input.pointer.PointerInputScope.() -> Unit,
    ): Modifier = adding(modifier, Element.PointerInput(key))

    /** Dp.toSp(), through Android's font-scale converter. */
    fun dpToSp(dp: Float, fontScale: Float): Float = FontScaleConverter.dpToSp(dp, fontScale)

    fun box(
        modifier: Modifier, alignment: androidx.compose.ui.Alignment, propagateMinConstraints: Boolean,
        content: BoxScope.() -> Unit,
    ) {
        val node = Node(
            "box", elements(modifier), alignment, propagateMinConstraints,
            current(androidx.compose.ui.platform.LocalLayoutDirection), keys.lastOrNull(),
        )
        parents.last().children += node
        parents.addLast(node)
        try { object : BoxScope {}.content() } finally { parents.removeLast() }
    }

    fun canvas(modifier: Modifier, onDraw: DrawScope.() -> Unit) {
        val node = Node(
            "canvas", elements(modifier), direction = current(androidx.compose.ui.platform.LocalLayoutDirection),
            key = keys.lastOrNull(),
        )
        parents.last().children += node
        val size = node.modifiers.filterIsInstance<Element.SizeOf>().lastOrNull()
        val direction = current(androidx.compose.ui.platform.LocalLayoutDirection)
        val density = current(androidx.compose.ui.platform.LocalDensity)
        Scope(node, Size(size?.width ?: 0f, size?.height ?: 0f), direction, density.density, density.fontScale).onDraw()
    }

    private fun argb(color: Color): Long = (color.value shr 32).toLong() and 0xFFFFFFFFL

    private class Scope(
        val node: Node, override val size: Size, override val layoutDirection: LayoutDirection,
        override val density: Float, override val fontScale: Float,
    ) : DrawScope {

        override fun drawLine(color: Color, start: Offset, end: Offset, strokeWidth: Float, cap: StrokeCap) {
            node.draws += Draw.Line(argb(color), start.x to start.y, end.x to end.y, strokeWidth, cap == StrokeCap.Round)
        }

        override fun drawRoundRect(
            color: Color, topLeft: Offset, size: Size, cornerRadius: CornerRadius, style: DrawStyle, alpha: Float,
        ) {
            node.draws += Draw.RoundRect(
                argb(color), topLeft.x, topLeft.y, size.width, size.height, cornerRadius.x, (style as? Stroke)?.width,
            )
        }

        override fun drawCircle(color: Color, radius: Float, center: Offset, alpha: Float, style: DrawStyle) {
            node.draws += Draw.Circle(argb(color), center.x, center.y, radius)
        }

        override fun drawPath(path: androidx.compose.ui.graphics.Path, color: Color, alpha: Float, style: DrawStyle) {
            val stroke = style as? Stroke
            val round = stroke != null && stroke.cap == StrokeCap.Round && stroke.join == androidx.compose.ui.graphics.StrokeJoin.Round
            node.draws += Draw.Path(argb(color), (path as RecordedPath).operations.toList(), stroke?.width, round)
        }
    }

    /** A path that keeps the operations it was given. */
    class RecordedPath : androidx.compose.ui.graphics.Path {
        val operations = mutableListOf<Pair<String, List<Float>>>()
        override fun moveTo(x: Float, y: Float) { operations += "M" to listOf(x, y) }
        override fun lineTo(x: Float, y: Float) { operations += "L" to listOf(x, y) }
        override fun cubicTo(x1: Float, y1: Float, x2: Float, y2: Float, x3: Float, y3: Float) {
            operations += "C" to listOf(x1, y1, x2, y2, x3, y3)
        }
        override fun close() { operations += "Z" to emptyList() }
    }

    fun path(): androidx.compose.ui.graphics.Path = RecordedPath()

    // Scrolling, effects and animation: ModelScrolling keeps what they record.
    fun scrollStateCreated(state: androidx.compose.foundation.ScrollState, initial: Int) =
        ModelScrolling.created(state, initial, composing)
    fun scrollValue(state: androidx.compose.foundation.ScrollState): Int = ModelScrolling.of(state).read(composing)
    fun scrollMaxValue(state: androidx.compose.foundation.ScrollState): Int = ModelScrolling.of(state).maxValue
    fun isScrollInProgress(state: androidx.compose.foundation.ScrollState): Boolean =
        ModelScrolling.of(state).readInProgress(composing)
    fun animateScrollTo(state: androidx.compose.foundation.ScrollState, value: Int) =
        ModelScrolling.of(state).moveTo(value, animated = true)
    fun scrollTo(state: androidx.compose.foundation.ScrollState, value: Int): Float =
        ModelScrolling.of(state).moveTo(value, animated = false)

    /** The scroll modifier, after the semantics Compose's ScrollSemanticsModifierNode and ScrollableNode give it. */
    fun scroll(
        modifier: Modifier, state: androidx.compose.foundation.ScrollState, enabled: Boolean,
        flingBehavior: androidx.compose.foundation.gestures.FlingBehavior?, reverseScrolling: Boolean, isVertical: Boolean,
    ): Modifier {
        val density = current(androidx.compose.ui.platform.LocalDensity).density
        val direction = current(androidx.compose.ui.platform.LocalLayoutDirection)
        return Chain(
            elements(modifier) + Element.Semantics(false, ModelScrolling.semantics(state, enabled, reverseScrolling, isVertical)) +
                Element.Scroll(state, isVertical, enabled, flingBehavior, reverseScrolling, direction, density),
        )
    }

    /** SideEffect: run after the composition that asked for it is complete. */
    fun sideEffect(effect: () -> Unit) {
        val composition = composing ?: return effect()
        composition.effects += effect
    }

    /** LaunchedEffect: launched after the composition when its key is new, run to its end here. */
    fun launchedEffect(key: Any?, block: suspend kotlinx.coroutines.CoroutineScope.() -> Unit) {
        val launch = remember(LaunchKey(key)) { BooleanArray(1) }
        if (launch[0]) return
        launch[0] = true
        val scope = object : kotlinx.coroutines.CoroutineScope {
            override val coroutineContext = kotlin.coroutines.EmptyCoroutineContext
        }
        val run = { ModelScrolling.runToEnd { scope.block() } }
        composing?.let { it.effects += run } ?: run()
    }

    private data class LaunchKey(val key: Any?)

    fun <T> splineBasedDecay(): androidx.compose.animation.core.DecayAnimationSpec<T> = ModelScrolling.Decay()
    fun decayTarget(
        spec: androidx.compose.animation.core.DecayAnimationSpec<Float>, initialValue: Float, initialVelocity: Float,
    ): Float = ModelScrolling.decayTarget(spec, initialValue, initialVelocity)
    fun animate(initialValue: Float, targetValue: Float, initialVelocity: Float, block: (Float, Float) -> Unit) =
        ModelScrolling.animate(initialValue, targetValue, initialVelocity, block)

    fun textMeasurer(cacheSize: Int): TextMeasurer = textMeasurerForModel().also { check(cacheSize >= 0) }

    /** How many times text was measured, for the tests that check it is not measured every draw. */
    var measureCount = 0

    /**
     * A stand-in measure: the tests read the baseline back, so only consistency matters. The
     * size is in pixels, as Compose sets sp: through Android's font-scale converter (linear
     * below a font scale of 1.03), times the density.
     */
    fun measure(text: String, style: TextStyle): TextLayoutResult {
        measureCount++
        val density = current(androidx.compose.ui.platform.LocalDensity)
        val size = FontScaleConverter.spToDp(style.fontSize.value, density.fontScale) * density.density
        return textLayoutResultForModel(
            IntSize((text.length * size * 0.6f).toInt(), (size * 1.25f).toInt()), size * 0.9f, text, style,
        )
    }

    fun drawText(scope: DrawScope, result: TextLayoutResult, color: Color, topLeft: Offset) {
        val style = result.styleForModel()
        // The text's left end: the test puts the Swift SVG's anchored point there through the
        // same stand-in measure, so EBStepper's anchoring is what is compared.
        (scope as Scope).node.draws += Draw.Text(
            argb(color), result.textForModel(), topLeft.x, topLeft.y + result.firstBaseline,
            FontScaleConverter.spToDp(style.fontSize.value, scope.fontScale) * scope.density, style.fontWeight?.weight,
        )
    }

    private fun TextLayoutResult.styleForModel(): TextStyle = androidx.compose.ui.text.styleOf(this)
    private fun TextLayoutResult.textForModel(): String = androidx.compose.ui.text.textOf(this)

    @Suppress("unused")
    private fun density(): Density = Density(1f)
}
