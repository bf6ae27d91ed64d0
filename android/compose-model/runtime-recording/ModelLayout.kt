// The recording runtime's layout and pointer input: where each recorded node lands, and which
// node a touch reaches. In dp (a density of 1, no rounding to whole pixels). Follows
// androidx/androidx:
//   compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Box.kt
//     (BoxMeasurePolicy: children measured with the constraints loosened unless
//     propagateMinConstraints, the Box as large as its largest child within its constraints,
//     each child placed by contentAlignment in the layout direction)
//   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/Alignment.kt and AbsoluteAlignment.kt
//     (BiasAlignment mirrors its horizontal bias right to left; BiasAbsoluteAlignment does not)
//   compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Size.kt
//     (SizeNode: fixed constraints, kept inside the incoming ones)
//   compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Offset.kt
//     (absoluteOffset places as given; offset places relative to the direction)
//   compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/InteractiveComponentSize.kt,
//     commit 032950a1b367a11322355d32248fa59453f1b677 (MinimumInteractiveModifierNode: at least
//     48 dp each way, its content centered; "It only affects layout")
//   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/layout/Placeable.kt (a size measured
//     outside the constraints is coerced into them, the content centered on the coerced size)
//   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/node/NodeChain.kt (a modifier that
//     is not a layout modifier — semantics, clickable, selectable — works on the
//     bounds of the nearest layout modifier inside it, or of the node itself)
//   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/node/NodeCoordinator.kt, commit
//     a561d9e8bd04dab5b1aa349f5bcfeb1e32662dc5 (hitTest, withinLayerBounds, isPointerInBounds,
//     distanceInMinimumTouchTarget: bounds smaller than the 48 dp minimum touch target are
//     widened to it for touch, half the difference each side, a hit there measured by its
//     squared distance from the bounds)
//   compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/Scroll.kt,
//     commit 09704484ce5aaf0be34925e77751ce7daf310c11 (ScrollingLayoutNode: the content measured
//     without a bound along the axis, the container no larger than its constraints, maxValue
//     the difference, the content placed at minus the value with placeRelative — so right to
//     left a horizontal row's start is at the right and a growing value moves the content
//     right; scrollingContainer clips to the container and takes touch drags on its bounds)
//   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/node/LayoutNode.kt (children hit
//     tested top-most, the last placed, first; the first direct hit ends the search)
//   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/node/HitTestResult.kt, commit
//     3976106460a5de53a6821af410363ce4ef9625ba (a direct hit beats any hit in widened bounds;
//     among those, a strictly nearer one replaces the one found before)
package eb.stepper.composemodel

import androidx.compose.ui.BiasAbsoluteAlignment
import androidx.compose.ui.BiasAlignment
import androidx.compose.ui.unit.LayoutDirection

object ModelLayout {
    /** Android's minimum touch target (ViewConfiguration.minimumTouchTargetSize), in dp. */
    const val MINIMUM_TOUCH_TARGET = 48f

    /** Material's minimum interactive component size (LocalMinimumInteractiveComponentSize). */
    const val MINIMUM_INTERACTIVE_SIZE = 48f

    data class Bounds(val x: Float, val y: Float, val width: Float, val height: Float) {
        val maxX: Float get() = x + width
        val maxY: Float get() = y + height

        /** Compose's isPointerInBounds: left and top edges in, right and bottom edges out. */
        fun contains(px: Float, py: Float): Boolean = px >= x && py >= y && px < maxX && py < maxY
    }

    /** A modifier that takes pointer input, on the bounds it works on. */
    class PointerTarget(val node: ModelRuntime.Node, val element: ModelRuntime.Element, val bounds: Bounds)

    /** A node placed: its layout bounds (as its parent sees it), its pointer targets, clip and children. */
    class Placed(
        val node: ModelRuntime.Node, val bounds: Bounds, val targets: List<PointerTarget>,
        val clip: Bounds?, val children: List<Placed>,
    ) {
        /** Every placed node, this one first, in placing order. */
        fun all(): List<Placed> = listOf(this) + children.flatMap { it.all() }
    }

    private data class Constraints(val minW: Float, val maxW: Float, val minH: Float, val maxH: Float) {
        fun loose() = Constraints(0f, maxW, 0f, maxH)
        fun coerceW(w: Float) = w.coerceIn(minW, maxW)
        fun coerceH(h: Float) = h.coerceIn(minH, maxH)
    }

    /** A measured layer of a node: its measured size, and how to place it at a point. */
    private class Measured(val width: Float, val height: Float, val place: (Float, Float) -> Unit)

    /** Lays out what a composition recorded, its root at the origin with unbounded room. */
    fun layout(root: ModelRuntime.Node): Placed {
        val infinite = Float.POSITIVE_INFINITY
        return place(root, Constraints(0f, infinite, 0f, infinite), 0f, 0f)
    }

    private fun place(node: ModelRuntime.Node, constraints: Constraints, x: Float, y: Float): Placed {
        val built = Builder(node)
        val measured = built.measure(0, constraints)
        // The parent sees the size coerced into its constraints; the content stays centered on it.
        val width = constraints.coerceW(measured.width)
        val height = constraints.coerceH(measured.height)
        measured.place(x + (width - measured.width) / 2, y + (height - measured.height) / 2)
        return Placed(node, Bounds(x, y, width, height), built.targets, built.clip, built.children)
    }

    /** Measures and places one node's modifier chain, outside in, then its own content. */
    private class Builder(val node: ModelRuntime.Node) {
        val targets = mutableListOf<PointerTarget>()
        var clip: Bounds? = null
        var children = listOf<Placed>()
        private val chain = node.modifiers

        private fun isLayout(element: ModelRuntime.Element) = element is ModelRuntime.Element.SizeOf ||
            element is ModelRuntime.Element.OffsetBy || element is ModelRuntime.Element.MinimumTouchTarget ||
            element is ModelRuntime.Element.ClipToBounds || element is ModelRuntime.Element.Scroll

        private fun isPointer(element: ModelRuntime.Element) = element is ModelRuntime.Element.Clickable ||
            element is ModelRuntime.Element.Selectable ||
            element is ModelRuntime.Element.PointerInput

        /** Measures from chain[index] inward; the layout modifier there owns the bounds placed. */
        fun measure(index: Int, constraints: Constraints): Measured {
            // Non-layout modifiers before the next layout one work on its bounds.
            var next = index
            val attached = mutableListOf<ModelRuntime.Element>()
            while (next < chain.size && !isLayout(chain[next])) {
                if (isPointer(chain[next])) attached += chain[next]
                next++
            }
            val own = if (next < chain.size) layoutModifier(chain[next], next, constraints) else content(constraints)
            return Measured(own.width, own.height) { x, y ->
                val bounds = Bounds(x, y, own.width, own.height)
                for (element in attached) targets += PointerTarget(node, element, bounds)
                own.place(x, y)
            }
        }

        private fun inner(index: Int, constraints: Constraints) = measure(index + 1, constraints)

        private fun layoutModifier(element: ModelRuntime.Element, index: Int, constraints: Constraints): Measured =
            when (element) {
                is ModelRuntime.Element.SizeOf -> {
                    val w = constraints.coerceW(element.width)
                    val h = constraints.coerceH(element.height)
                    val fixed = Constraints(w, w, h, h)
                    val content = inner(index, fixed)
                    val cw = fixed.coerceW(content.width)
                    val ch = fixed.coerceH(content.height)
                    Measured(cw, ch) { x, y -> content.place(x + (cw - content.width) / 2, y + (ch - content.height) / 2) }
                }
                is ModelRuntime.Element.OffsetBy -> {
                    val content = inner(index, constraints)
                    // offset places relative to the direction: right to left, x counts leftwards.
                    val dx = if (!element.isAbsolute && node.direction == LayoutDirection.Rtl) -element.x else element.x
                    Measured(content.width, content.height) { x, y -> content.place(x + dx, y + element.y) }
                }
                is ModelRuntime.Element.MinimumTouchTarget -> {
                    val content = inner(index, constraints)
                    val w = maxOf(content.width, MINIMUM_INTERACTIVE_SIZE)
                    val h = maxOf(content.height, MINIMUM_INTERACTIVE_SIZE)
                    Measured(w, h) { x, y -> content.place(x + (w - content.width) / 2, y + (h - content.height) / 2) }
                }
                is ModelRuntime.Element.ClipToBounds -> {
                    val content = inner(index, constraints)
                    Measured(content.width, content.height) { x, y ->
                        clip = Bounds(x, y, content.width, content.height)
                        content.place(x, y)
                    }
                }
                is ModelRuntime.Element.Scroll -> scrolling(element, index, constraints)
                else -> error("not a layout modifier: $element")
            }

        /** ScrollingLayoutNode, with the clip and the touch target of scrollingContainer. */
        private fun scrolling(element: ModelRuntime.Element.Scroll, index: Int, constraints: Constraints): Measured {
            val infinite = Float.POSITIVE_INFINITY
            val content = inner(
                index,
                if (element.isVertical) Constraints(constraints.minW, constraints.maxW, constraints.minH, infinite)
                else Constraints(constraints.minW, infinite, constraints.minH, constraints.maxH),
            )
            val w = minOf(content.width, constraints.maxW)
            val h = minOf(content.height, constraints.maxH)
            val side = if (element.isVertical) content.height - h else content.width - w
            val state = ModelScrolling.of(element.state)
            state.maxValue = Math.round(side * element.density)
            return Measured(w, h) { x, y ->
                val bounds = Bounds(x, y, w, h)
                clip = bounds
                targets += PointerTarget(node, element, bounds)
                val scroll = (state.value / element.density).coerceIn(0f, side)
                val absolute = if (element.reverseScrolling) scroll - side else -scroll
                when {
                    element.isVertical -> content.place(x, y + absolute)
                    element.direction == LayoutDirection.Rtl -> content.place(x + w - content.width - absolute, y)
                    else -> content.place(x + absolute, y)
                }
            }
        }

        /** The node itself: a Box of its children, or a Canvas (a Spacer: its minimum size). */
        private fun content(constraints: Constraints): Measured {
            if (node.kind == "canvas" || node.children.isEmpty()) {
                return Measured(constraints.minW, constraints.minH) { _, _ -> }
            }
            val childConstraints = if (node.propagateMinConstraints) constraints else constraints.loose()
            val sizes = node.children.map { child ->
                val m = Builder(child).measure(0, childConstraints)
                Triple(child, childConstraints.coerceW(m.width), childConstraints.coerceH(m.height))
            }
            val width = constraints.coerceW(maxOf(constraints.minW, sizes.maxOf { it.second }))
            val height = constraints.coerceH(maxOf(constraints.minH, sizes.maxOf { it.third }))
            return Measured(width, height) { x, y ->
                children = sizes.map { (child, w, h) ->
                    val (dx, dy) = align(node, w, h, width, height)
                    place(child, childConstraints, x + dx, y + dy)
                }
            }
        }
    }

    /** Where contentAlignment puts a child of w × h in a Box of width × height. */
    private fun align(node: ModelRuntime.Node, w: Float, h: Float, width: Float, height: Float): Pair<Float, Float> {
        val (horizontal, vertical) = when (val alignment = node.alignment) {
            is BiasAlignment -> (if (node.direction == LayoutDirection.Ltr) alignment.horizontalBias else -alignment.horizontalBias) to alignment.verticalBias
            is BiasAbsoluteAlignment -> alignment.horizontalBias to alignment.verticalBias
            else -> error("an alignment the model does not place: $alignment")
        }
        return (width - w) / 2 * (1 + horizontal) to (height - h) / 2 * (1 + vertical)
    }

    /** What a touch at (x, y) reaches: the pointer targets on its path, outermost first. */
    fun touch(root: Placed, x: Float, y: Float): List<PointerTarget> = Hit(x, y).run { test(root); path() }

    private class Hit(val x: Float, val y: Float) {
        /** The best path found: a direct hit's (distance -1), or the nearest widened hit's. */
        private var best: List<PointerTarget>? = null
        private var bestDistance = Float.POSITIVE_INFINITY

        fun path(): List<PointerTarget> = best ?: emptyList()

        /**
         * Hit tests `placed`, with `above` its ancestors' targets hit directly; true once a
         * direct hit ends the search. Its own targets first, outermost first; then its children,
         * the last placed first, unless its clip leaves the point out.
         */
        fun test(placed: Placed, above: List<PointerTarget> = emptyList()): Boolean {
            val path = above.toMutableList()
            var isDirect = false
            for (target in placed.targets) {
                if (target.bounds.contains(x, y)) {
                    path += target
                    isDirect = true
                    continue
                }
                val distance = widenedDistance(target.bounds)
                if (bestDistance >= 0 && distance < bestDistance) {
                    best = path + target
                    bestDistance = distance
                }
            }
            val before = best
            val clip = placed.clip
            if (clip == null || clip.contains(x, y)) {
                for (child in placed.children.asReversed()) if (test(child, path)) return true
            }
            if (!isDirect) return false
            // A direct hit here; a widened hit on a child found just now stays on its path.
            val nearChild = best !== before
            if (!nearChild) best = path
            bestDistance = -1f
            return true
        }

        /** The squared distance to bounds widened to the minimum touch target, or infinity. */
        private fun widenedDistance(bounds: Bounds): Float {
            if (bounds.width >= MINIMUM_TOUCH_TARGET && bounds.height >= MINIMUM_TOUCH_TARGET) return Float.POSITIVE_INFINITY
            val padX = maxOf(0f, (MINIMUM_TOUCH_TARGET - bounds.width) / 2)
            val padY = maxOf(0f, (MINIMUM_TOUCH_TARGET - bounds.height) / 2)
            val dx = maxOf(0f, if (x < bounds.x) bounds.x - x else x - bounds.maxX)
            val dy = maxOf(0f, if (y < bounds.y) bounds.y - y else y - bounds.maxY)
            return if ((padX > 0f || padY > 0f) && dx <= padX && dy <= padY) dx * dx + dy * dy else Float.POSITIVE_INFINITY
        }
    }

    /**
     * The click a touch at (x, y) makes: the innermost clickable or selectable on its path, or
     * null. A disabled one is reached (it takes the touch from its siblings) and does nothing.
     */
    fun clickAt(root: Placed, x: Float, y: Float): PointerTarget? = touch(root, x, y).lastOrNull {
        it.element is ModelRuntime.Element.Clickable || it.element is ModelRuntime.Element.Selectable
    }
}
