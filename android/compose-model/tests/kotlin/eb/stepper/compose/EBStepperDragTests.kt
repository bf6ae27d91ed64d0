package eb.stepper.compose

import androidx.compose.foundation.gestures.Orientation
import androidx.compose.runtime.CompositionLocal
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp
import eb.stepper.composemodel.ModelRuntime
import eb.stepper.core.StepId
import eb.stepper.core.StepperAxis
import eb.stepper.core.StepperLayoutDirection
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperScene
import eb.stepper.core.StepperStyle
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Dragging a row that scrolls: EBStepper hands each drag to the core and reports the offset it
 * gives — following the finger, the other way right to left, stopped at the row's ends. Without
 * `onScroll` and `scrollOffset` it keeps that offset itself; with an offset the app fixed, or
 * steps that all fit, it is not draggable.
 */
class EBStepperDragTests {
    private fun record(rtl: Boolean = false, density: Float = 1f, content: () -> Unit): ModelRuntime.Node {
        val locals: Map<CompositionLocal<*>, Any?> = mapOf(
            LocalDensity to Density(density),
            LocalLayoutDirection to if (rtl) LayoutDirection.Rtl else LayoutDirection.Ltr,
            LocalEBColors to EBColors.light,
        )
        return ModelRuntime.record(locals, content).children.single()
    }

    private fun drag(node: ModelRuntime.Node): ModelRuntime.Element.Draggable? =
        node.modifiers.filterIsInstance<ModelRuntime.Element.Draggable>().singleOrNull()

    /** The offset `onScroll` reports after a drag of `pixels` from `from`. */
    private fun dragged(
        pixels: Float, from: Dp, rtl: Boolean = false, axis: EBStepperAxis = EBStepperAxis.HORIZONTAL,
        density: Float = 1f,
    ): Dp {
        var reported: Dp? = null
        val node = record(rtl, density) {
            EBStepper(16, 40, style = EBStepperStyle.BULLET, axis = axis, viewport = 120.dp, scrollOffset = from, onScroll = { reported = it })
        }
        val draggable = drag(node)!!
        assertEquals(if (axis == EBStepperAxis.HORIZONTAL) Orientation.Horizontal else Orientation.Vertical, draggable.orientation)
        assertTrue(draggable.enabled)
        draggable.state.dispatchRawDelta(pixels)
        return reported!!
    }

    @Test
    fun followsTheFinger() {
        assertEquals(130.dp, dragged(-30f, 100.dp))
        assertEquals(70.dp, dragged(30f, 100.dp))
        assertEquals(130.dp, dragged(-30f, 100.dp, axis = EBStepperAxis.VERTICAL))
        // Pixels are turned into points at the screen's density.
        assertEquals(115.dp, dragged(-45f, 100.dp, density = 3f))
    }

    @Test
    fun runsTheOtherWayRightToLeft() {
        assertEquals(70.dp, dragged(-30f, 100.dp, rtl = true))
        assertEquals(130.dp, dragged(30f, 100.dp, rtl = true))
    }

    @Test
    fun stopsAtTheRowsEnds() {
        assertEquals(0.dp, dragged(500f, 100.dp))
        val end = dragged(-100_000f, 100.dp)
        assertTrue("$end", end.value > 100f)
        assertEquals(end, dragged(-1f, end))
        // The offset reported is the one the stepper is drawn at: past it, nothing moves.
        fun draws(offset: Dp) = record { EBStepper(16, 40, style = EBStepperStyle.BULLET, viewport = 120.dp, scrollOffset = offset) }
            .children.first { it.kind == "canvas" }.draws
        assertEquals(draws(end), draws((end.value + 50f).dp))
        assertNotEquals(draws(end), draws((end.value - 50f).dp))
    }

    @Test
    fun isDraggableOnlyWhenItScrollsAndTheAppHasNotFixedItsOffset() {
        // An offset given without onScroll is the app's, fixed: no drag moves it.
        assertNull(drag(record { EBStepper(16, 40, style = EBStepperStyle.BULLET, viewport = 120.dp, scrollOffset = 30.dp) }))
        assertNull(drag(record { EBStepper(2, 4, onScroll = {}) }))
        assertNull(drag(record { EBStepper(2, 4, viewport = 400.dp, onScroll = {}) }))
        assertNull(drag(record { EBStepper(2, 4, viewport = 400.dp) }))
    }

    private val colors: Map<CompositionLocal<*>, Any?> = mapOf(
        LocalDensity to Density(1f), LocalLayoutDirection to LayoutDirection.Ltr, LocalEBColors to EBColors.light,
    )

    private fun canvas(root: ModelRuntime.Node) = root.children.single().children.first { it.kind == "canvas" }.draws

    /** Where the core moves a 40-bullet row in 120 points, on `current` at `from` (null: paged
     * to it), when dragged `pixels` at a density of 1, as EBStepper asks it to. */
    private fun moved(current: Int, from: Float?, pixels: Float): Float = StepperScene(
        StepperConfiguration(
            StepperConfiguration.Options(
                total = 40, current = StepId(current.toLong()), style = StepperStyle.BULLET, viewport = 120.0,
                scrollOffset = from?.toDouble(),
            ),
        ),
    ).viewport!!.offset(
        dragging = pixels.toDouble(), axis = StepperAxis.HORIZONTAL, direction = StepperLayoutDirection.LEFT_TO_RIGHT,
    ).toFloat()

    @Test
    fun keepsItsOwnOffsetWhenTheAppDoesNotHoistIt() {
        var current = 16
        val composition = ModelRuntime.Composition(colors) {
            EBStepper(current, 40, style = EBStepperStyle.BULLET, viewport = 120.dp)
        }
        fun drawnAt(step: Int, offset: Float?) = canvas(
            ModelRuntime.record(colors) {
                EBStepper(step, 40, style = EBStepperStyle.BULLET, viewport = 120.dp, scrollOffset = offset?.dp)
            },
        )
        fun dragBy(pixels: Float) = drag(composition.root.children.single())!!.state.dispatchRawDelta(pixels)
        assertEquals(drawnAt(16, null), canvas(composition.compose()))
        // A drag moves the row and asks for it to be composed again, at the offset it moved to.
        dragBy(-30f)
        assertTrue(composition.isInvalid)
        val first = moved(16, null, -30f)
        assertEquals(drawnAt(16, first), canvas(composition.compose()))
        assertNotEquals(drawnAt(16, null), canvas(composition.root))
        dragBy(10f)
        val second = moved(16, first, 10f)
        assertEquals(drawnAt(16, second), canvas(composition.compose()))
        // Composed again without a drag, it stays where it was.
        assertEquals(false, composition.isInvalid)
        assertEquals(drawnAt(16, second), canvas(composition.compose()))
        // A drag past the end stops there, as the hoisted offset does.
        dragBy(-100_000f)
        val end = moved(16, second, -100_000f)
        assertEquals(dragged(-100_000f, second.dp), end.dp)
        assertEquals(drawnAt(16, end), canvas(composition.compose()))
        // The current step moves: the offset is forgotten and the row pages to the new step.
        current = 17
        assertEquals(drawnAt(17, null), canvas(composition.compose()))
        assertNotEquals(drawnAt(17, end), canvas(composition.root))
    }
}
