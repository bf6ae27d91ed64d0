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
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Dragging a row that scrolls: EBStepper hands each drag to the core and reports the offset it
 * gives — following the finger, the other way right to left, stopped at the row's ends — and a
 * stepper without `onScroll`, or whose steps all fit, is not draggable.
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
    fun isDraggableOnlyWhenItScrollsAndTheAppListens() {
        assertNull(drag(record { EBStepper(16, 40, style = EBStepperStyle.BULLET, viewport = 120.dp) }))
        assertNull(drag(record { EBStepper(2, 4, onScroll = {}) }))
        assertNull(drag(record { EBStepper(2, 4, viewport = 400.dp, onScroll = {}) }))
    }
}
