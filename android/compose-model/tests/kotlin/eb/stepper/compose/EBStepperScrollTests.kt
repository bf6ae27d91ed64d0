package eb.stepper.compose

import androidx.compose.foundation.ScrollState
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.verticalScroll
import androidx.compose.runtime.CompositionLocal
import androidx.compose.ui.Modifier
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp
import eb.stepper.composemodel.ModelLayout
import eb.stepper.composemodel.ModelRuntime
import eb.stepper.composemodel.ModelScrolling
import eb.stepper.core.StepId
import eb.stepper.core.StepperAxis
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperLayoutDirection
import eb.stepper.core.StepperScene
import eb.stepper.core.StepperStyle
import eb.stepper.core.restingOffset
import eb.stepper.core.scrollViewport
import eb.stepper.core.snapOffsets
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertSame
import org.junit.Assert.assertTrue
import org.junit.Test
import kotlin.math.roundToInt

/**
 * A row longer than its viewport scrolls in Compose's own scroll container: TalkBack sees its
 * scroll range and action, a move of the current step pages the scroll state to the core's page
 * offset, a fling rests where the core's `restingOffset` says, a drag across the row is left to
 * a scroll container around it, and taps land on what the core selects at the scroll position.
 */
class EBStepperScrollTests {
    private fun locals(density: Float = 1f, rtl: Boolean = false): Map<CompositionLocal<*>, Any?> = mapOf(
        LocalDensity to Density(density),
        LocalLayoutDirection to if (rtl) LayoutDirection.Rtl else LayoutDirection.Ltr,
        LocalEBColors to EBColors.light,
    )

    /** The core's configuration of a row EBStepper draws with these values, without a scroll position. */
    private fun core(
        current: Int, total: Int, viewport: Double, style: StepperStyle = StepperStyle.CIRCULAR, rtl: Boolean = false,
        axis: StepperAxis = StepperAxis.HORIZONTAL, tappable: Boolean = false, offset: Double? = null,
    ) = StepperConfiguration(
        StepperConfiguration.Options(
            style = style, total = total.toLong(), current = StepId(current.toLong()), viewport = viewport, axis = axis,
            direction = if (rtl) StepperLayoutDirection.RIGHT_TO_LEFT else StepperLayoutDirection.LEFT_TO_RIGHT,
            isTappable = tappable, scrollOffset = offset,
        ),
    )

    /** The offset a scroll value is drawn at: the snap offset it rounds from, else the value (EBStepper's rule). */
    private fun drawnAt(configuration: StepperConfiguration, value: Int, density: Float): Double {
        val snap = configuration.snapOffsets.firstOrNull { (it * density).roundToInt() == value }
        return snap ?: value / density.toDouble()
    }

    private fun scrollSemantics(node: ModelRuntime.Node): Map<String, Any?> =
        node.modifiers.filterIsInstance<ModelRuntime.Element.Semantics>().filter { !it.mergeDescendants }
            .fold(emptyMap()) { all, it -> all + it.properties }

    @Test
    fun theRecordingOfAScrollingRowHasTheScrollSemantics() {
        var state: ScrollState? = null
        val root = ModelRuntime.record(locals(density = 2f)) {
            EBStepper(16, 20, viewport = 375.dp, scrollState = rememberScrollState().also { state = it })
        }
        val stepper = root.children.single()
        ModelLayout.layout(root)
        val semantics = scrollSemantics(stepper)
        val range = semantics["horizontalScrollAxisRange"] as ModelScrolling.ScrollAxisRange
        val viewport = core(16, 20, 375.0).scrollViewport!!
        // In pixels at a density of 2: the page of step 16 is the row's end, 1,028.4 points.
        assertEquals((viewport.offset * 2).roundToInt().toFloat(), range.value(), 0f)
        assertEquals((viewport.maximumOffset * 2).roundToInt().toFloat(), range.maxValue(), 0f)
        assertFalse(range.reverseScrolling)
        assertEquals(true, semantics["isTraversalGroup"])
        // TalkBack's scroll action moves the state, and the range reads it back.
        val scrollBy = semantics["scrollBy"] as ModelScrolling.ScrollByAction
        assertTrue(scrollBy.action(-400f, 0f))
        assertEquals(range.value(), state!!.value.toFloat(), 0f)
        assertEquals((viewport.offset * 2).roundToInt() - 400, state!!.value)
        // One element to TalkBack: the scroll semantics sit on the stepper's merged node.
        assertTrue(stepper.modifiers.any { it is ModelRuntime.Element.Semantics && it.mergeDescendants })
        // A column has the vertical range; a row that fits has none.
        val column = ModelRuntime.record(locals()) {
            EBStepper(25, 40, style = EBStepperStyle.BULLET, axis = EBStepperAxis.VERTICAL, viewport = 120.dp)
        }.children.single()
        assertNotNull(scrollSemantics(column)["verticalScrollAxisRange"])
        val fits = ModelRuntime.record(locals()) { EBStepper(2, 4, viewport = 400.dp) }.children.single()
        assertTrue(fits.modifiers.none { it is ModelRuntime.Element.Scroll })
        assertNull(scrollSemantics(fits)["horizontalScrollAxisRange"])
    }

    @Test
    fun changingCurrentPagesToTheCoresPageOffset() {
        for (density in listOf(1f, 3f)) {
            var current = 3
            var state: ScrollState? = null
            val composition = ModelRuntime.Composition(locals(density)) {
                EBStepper(current, 20, viewport = 375.dp, scrollState = rememberScrollState().also { state = it })
            }
            composition.compose()
            val moves = ModelScrolling.of(state!!).moves
            fun page(step: Int) = (core(step, 20, 375.0).scrollViewport!!.offset * density).roundToInt()
            // Shown first: at once on the page of the current step.
            assertEquals(listOf(ModelScrolling.Move(page(3), isAnimated = false)), moves)
            for (step in listOf(9, 16, 2)) {
                current = step
                composition.compose()
                assertEquals("step $step at $density", ModelScrolling.Move(page(step), isAnimated = true), moves.last())
                assertEquals(page(step), state!!.value)
            }
            // Composed again without a move: no new page.
            val count = moves.size
            composition.compose()
            assertEquals(count, moves.size)
        }
    }

    /** A row composed, laid out, and dragged along its middle by (dx, dy) dp, let go at (vx, vy) dp/s. */
    private class Dragged(val composition: ModelRuntime.Composition, val state: () -> ScrollState) {
        fun drag(dx: Float, dy: Float, vx: Float, vy: Float): ModelRuntime.Element.Scroll? {
            val placed = ModelLayout.layout(composition.root)
            val bounds = placed.children.single().bounds
            return ModelScrolling.drag(placed, bounds.x + bounds.width / 2, bounds.y + bounds.height / 2, dx, dy, vx, vy)
        }
    }

    private fun dragged(current: Int, rtl: Boolean = false, density: Float = 1f, tappable: Boolean = false, axis: EBStepperAxis = EBStepperAxis.HORIZONTAL): Dragged {
        var state: ScrollState? = null
        val composition = ModelRuntime.Composition(locals(density, rtl)) {
            EBStepper(
                current, 20, axis = axis, viewport = 375.dp, scrollState = rememberScrollState().also { state = it },
                onStepClick = if (tappable) { _ -> } else null,
            )
        }
        composition.compose()
        return Dragged(composition) { state!! }
    }

    @Test
    fun aFlingRestsWhereTheCoreSays() {
        for (rtl in listOf(false, true)) for (density in listOf(1f, 2.75f)) for (velocity in listOf(-900f, -200f, 1_500f)) {
            val row = dragged(9, rtl, density)
            val configuration = core(9, 20, 375.0, rtl = rtl)
            val start = row.state().value
            // A finger moving toward the leading end (left, or right right to left) reveals later steps.
            val toward = if (rtl) -1f else 1f
            val took = row.drag(toward * -40f, 3f, toward * velocity, 0f)
            assertNotNull("the row takes a drag along it", took)
            val proposal = ModelScrolling.proposals.last()
            val along = -velocity * density
            assertEquals("the release velocity in the scroll value's direction", along, proposal.initialVelocity, 1e-3f)
            val rest = configuration.restingOffset(
                (proposal.target / density).toDouble(), start / density.toDouble(), (along / density).toDouble(),
            )!!
            val case = "rtl $rtl, density $density, velocity $velocity"
            assertEquals(case, (rest * density).roundToInt().toDouble(), row.state().value.toDouble(), 1.0)
            assertTrue(case, configuration.snapOffsets.any { Math.abs(it - rest) < 1e-9 })
            // Composed again at rest, the row is drawn at the offset it came to.
            row.composition.compose()
            val drawn = row.composition.root.children.single().sceneBox().children.first { it.kind == "canvas" }.draws
            val expected = ModelRuntime.record(locals(density, rtl)) {
                EBStepperScene(StepperScene(core(9, 20, 375.0, rtl = rtl, offset = drawnAt(configuration, row.state().value, density)), minimumHitArea = 48.0))
            }.children.single().children.first { it.kind == "canvas" }.draws
            assertEquals(case, expected, drawn)
        }
    }

    @Test
    fun aDragAcrossTheRowIsLeftToTheScrollContainerAroundIt() {
        val outer = ScrollState(0)
        var inner: ScrollState? = null
        val root = ModelRuntime.record(locals()) {
            Box(Modifier.size(375.dp, 60.dp).verticalScroll(outer)) {
                Box(Modifier.size(375.dp, 400.dp)) {
                    EBStepper(9, 20, viewport = 375.dp, scrollState = rememberScrollState().also { inner = it })
                }
            }
        }
        val placed = ModelLayout.layout(root)
        val before = inner!!.value
        val took = ModelScrolling.drag(placed, 180f, 30f, 2f, -40f, 0f, -500f)
        assertSame("the column takes the vertical drag", outer, took?.state)
        assertEquals(40, outer.value)
        assertEquals("the row does not move", before, inner!!.value)
        // The row's own touch handling is Compose's scroll container: no hand-made drag.
        val stepper = root.children.single().children.single().children.single()
        val handlers = stepper.modifiers.filter {
            it is ModelRuntime.Element.PointerInput || it is ModelRuntime.Element.Clickable || it is ModelRuntime.Element.Selectable
        }
        assertTrue("$handlers", handlers.isEmpty())
        // A drag along the row is the row's.
        assertSame(inner, ModelScrolling.drag(placed, 180f, 30f, -40f, 2f, 0f, 0f)?.state)
    }

    @Test
    fun tapsLandWhereTheCoreSaysAfterScrolling() {
        for (rtl in listOf(false, true)) for (axis in EBStepperAxis.entries) {
            val row = dragged(9, rtl, tappable = true, axis = axis)
            val vertical = axis == EBStepperAxis.VERTICAL
            val toward = if (rtl && !vertical) -1f else 1f
            row.drag(if (vertical) 0f else toward * -30f, if (vertical) -30f else 0f, if (vertical) 0f else toward * -900f, if (vertical) -900f else 0f)
            fun check(step: String) {
                row.composition.compose()
                val coreAxis = if (vertical) StepperAxis.VERTICAL else StepperAxis.HORIZONTAL
                val offset = drawnAt(core(9, 20, 375.0, rtl = rtl, axis = coreAxis, tappable = true), row.state().value, 1f)
                val scene = StepperScene(
                    core(9, 20, 375.0, rtl = rtl, axis = coreAxis, tappable = true, offset = offset),
                    minimumHitArea = 48.0,
                )
                val problems = TapOracle(scene, hasAllSteps = false).check(row.composition.root)
                assertEquals("$step, rtl $rtl, $axis at $offset:\n" + problems.take(3).joinToString("\n"), 0, problems.size)
            }
            check("after a fling")
            // TalkBack's scroll action, to an offset that is no snap offset.
            val semantics = scrollSemantics(row.composition.root.children.single())
            (semantics["scrollBy"] as ModelScrolling.ScrollByAction).action(37f, 37f)
            check("after a scroll action")
        }
    }

    @Test
    fun aLongRowDrawsOnlyWhatShows() {
        val root = ModelRuntime.record(locals()) { EBStepper(5_000, 10_000, viewport = 375.dp) }
        val stepper = root.children.single()
        val content = stepper.children.single()
        val travel = core(5_000, 10_000, 375.0).scrollViewport!!.maximumOffset
        val width = content.modifiers.filterIsInstance<ModelRuntime.Element.SizeOf>().single().width
        assertTrue("the content is the whole row's length ($width)", width > 700_000f)
        assertEquals(travel, width - stepper.sceneBox().modifiers.filterIsInstance<ModelRuntime.Element.SizeOf>().single().width.toDouble(), 1.0)
        val draws = stepper.sceneBox().children.first { it.kind == "canvas" }.draws
        assertTrue("only the steps on screen are drawn (${draws.size} draw calls)", draws.size < 60)
    }
}
