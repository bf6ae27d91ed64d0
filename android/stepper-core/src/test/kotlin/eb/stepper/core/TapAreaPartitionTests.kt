package eb.stepper.core

import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test

/**
 * The tap-area partition (docs: Tapping): crowded marks split the room between them at the
 * midpoints of their centers, marks far apart keep their grown squares, a scrolling row's areas
 * are cut to where the steps are shown, and a tap selects the mark whose area holds it.
 */
class TapAreaPartitionTests {
    private fun scene(
        options: StepperConfiguration.Options, minimum: Double = StyleFigures.MINIMUM_HIT_AREA,
    ) = StepperScene(StepperConfiguration(options), minimumHitArea = minimum)

    private fun options(style: StepperStyle, total: Long, current: Long) = StepperConfiguration.Options(
        style = style, total = total, current = StepId(current), isTappable = true,
    )

    private fun targets(scene: StepperScene) = scene.elements.filter {
        it.role == SceneElement.Role.MARK || it.role == SceneElement.Role.OVERFLOW
    }

    private fun lo(rect: StepperRect, axis: StepperAxis) = if (axis == StepperAxis.HORIZONTAL) rect.x else rect.y
    private fun hi(rect: StepperRect, axis: StepperAxis) = if (axis == StepperAxis.HORIZONTAL) rect.maxX else rect.maxY
    private fun mid(rect: StepperRect, axis: StepperAxis) = (lo(rect, axis) + hi(rect, axis)) / 2

    @Test
    fun bulletsSixteenApartSplitAtTheMidpoints() {
        val scene = scene(options(StepperStyle.BULLET, 6, 4))
        val marks = targets(scene)
        val areas = marks.mapNotNull { it.hitArea }
        assertEquals("the reached steps are tappable", 4, areas.size)
        for (index in 0 until 3) {
            val left = marks[index].frame.center.x
            val right = marks[index + 1].frame.center.x
            assertEquals("16 apart", 16.0, right - left, 2.0)
            assertEquals("the edge between ${index + 1} and ${index + 2}", (left + right) / 2, areas[index].maxX, 1e-9)
            assertEquals(areas[index].maxX, areas[index + 1].x, 0.0)
        }
        // Step 4 stops halfway to step 5, which cannot be tapped but still counts.
        val fifth = marks[4].frame.center.x
        assertEquals((marks[3].frame.center.x + fifth) / 2, areas[3].maxX, 1e-9)
        // The first step keeps its outer half; the cross axis keeps the full 44.
        assertEquals(marks[0].frame.hitArea(44.0).x, areas[0].x, 0.0)
        for (area in areas) assertEquals(44.0, area.height, 0.0)
    }

    @Test
    fun circularMarkersFarApartKeepTheirSquares() {
        val scene = scene(options(StepperStyle.CIRCULAR, 4, 4))
        for (mark in targets(scene)) assertEquals(mark.frame.hitArea(44.0), mark.hitArea)
        val wide = scene(options(StepperStyle.CIRCULAR, 4, 4), minimum = 48.0)
        for (mark in targets(wide)) assertEquals(mark.frame.hitArea(48.0), mark.hitArea)
    }

    @Test
    fun dashesSplitAtTheMidpoints() {
        val scene = scene(options(StepperStyle.DASH, 10, 10))
        assertPartition(scene, StepperAxis.HORIZONTAL, 44.0)
        assertTrue("ten dashes are closer than 44", targets(scene).zipWithNext().all { (a, b) -> b.frame.center.x - a.frame.center.x < 44 })
    }

    @Test
    fun overflowMarkersAreTargets() {
        val scene = scene(StepperConfiguration.Options(
            style = StepperStyle.DASH, total = 30, current = StepId(12), maxVisible = 9, isTappable = true,
        ))
        val overflows = scene.elements.filter { it.role == SceneElement.Role.OVERFLOW }
        assertEquals(2, overflows.size)
        assertPartition(scene, StepperAxis.HORIZONTAL, 44.0)
        for (overflow in overflows) {
            val area = overflow.hitArea!!
            val point = StepperPoint(overflow.frame.center.x - scene.visibleRect.x, overflow.frame.center.y - scene.visibleRect.y)
            assertEquals(StepperSelection.AllSteps, StepperSelection.at(scene, point))
            assertTrue(area.width < 44)
        }
        assertEquals(overflows.map { it.hitArea!!.x }, scene.overflowTargets.map { it.frame.x + scene.visibleRect.x })
    }

    @Test
    fun substepsAreTargets() {
        for (style in StepperStyle.entries) {
            val scene = scene(StepperConfiguration.Options(
                style = style, total = 4, current = StepId(2, 2), substeps = mapOf(2L to 3L), isTappable = true,
                length = if (style == StepperStyle.CIRCULAR) 400.0 else null,
            ))
            assertTrue(targets(scene).any { it.step?.isSubstep == true })
            assertPartition(scene, StepperAxis.HORIZONTAL, 44.0)
        }
    }

    @Test
    fun aColumnSplitsAlongY() {
        val scene = scene(options(StepperStyle.BULLET, 6, 6).copy(axis = StepperAxis.VERTICAL))
        assertPartition(scene, StepperAxis.VERTICAL, 44.0)
        val marks = targets(scene)
        for (mark in marks) {
            val base = mark.frame.hitArea(44.0)
            assertEquals("x is never cut", base.x, mark.hitArea!!.x, 0.0)
            assertEquals(base.width, mark.hitArea!!.width, 0.0)
        }
        assertEquals((marks[0].frame.center.y + marks[1].frame.center.y) / 2, marks[0].hitArea!!.maxY, 1e-9)
    }

    @Test
    fun rightToLeftMirrorsTheAreas() {
        for (style in StepperStyle.entries) {
            val total = if (style == StepperStyle.CIRCULAR) 4L else 6L
            val ltr = scene(options(style, total, total))
            val rtl = scene(options(style, total, total).copy(direction = StepperLayoutDirection.RIGHT_TO_LEFT))
            assertPartition(rtl, StepperAxis.HORIZONTAL, 44.0)
            val width = ltr.visibleRect.maxX + ltr.visibleRect.x
            for ((left, right) in targets(ltr).zip(targets(rtl))) {
                assertEquals(left.step, right.step)
                assertEquals("$style ${left.step}", width - left.hitArea!!.maxX, right.hitArea!!.x, 1e-9)
                assertEquals(left.hitArea!!.width, right.hitArea!!.width, 1e-9)
            }
        }
    }

    @Test
    fun aScrollingRowIsCutToWhereTheStepsAreShown() {
        for (direction in StepperLayoutDirection.entries) {
            val scene = scene(StepperConfiguration.Options(
                style = StepperStyle.BULLET, total = 40, current = StepId(25), isTappable = true, viewport = 120.0,
                direction = direction,
            ))
            val shown = scene.stepsRect
            var cut = 0
            for (mark in targets(scene)) {
                val area = mark.hitArea ?: continue
                assertTrue("inside ${shown.x}…${shown.maxX}: $area", area.x >= shown.x - 1e-9 && area.maxX <= shown.maxX + 1e-9)
                if (area.x == shown.x || area.maxX == shown.maxX) cut++
            }
            assertTrue("steps at the edges are cut", cut >= 1)
            val frames = scene.accessibility.steps.map { it.frame }
            assertTrue(frames.all { it.x >= -1e-9 && it.maxX <= scene.width + 1e-9 })
        }
    }

    @Test
    fun aDisabledStepsButtonHasItsPart() {
        val scene = scene(options(StepperStyle.BULLET, 6, 5).copy(stepStates = mapOf(StepId(2) to StepperStepState.DISABLED)))
        val steps = scene.accessibility.steps
        val disabled = steps.single { it.isDisabled }
        assertTrue(disabled.isButton)
        val before = steps.single { it.step == StepId(1) }
        val after = steps.single { it.step == StepId(3) }
        assertEquals(before.frame.maxX, disabled.frame.x, 1e-9)
        assertEquals(disabled.frame.maxX, after.frame.x, 1e-9)
        // A tap on it selects nothing, and does not reach a neighbour.
        val center = StepperPoint(disabled.frame.center.x, disabled.frame.center.y)
        assertNull(StepperSelection.at(scene, center))
    }

    @Test
    fun aTapSelectsTheMarkUnderIt() {
        for (style in StepperStyle.entries) for (axis in StepperAxis.entries) {
            val total = if (style == StepperStyle.CIRCULAR) 4L else 6L
            val scene = scene(options(style, total, total).copy(axis = axis))
            for (mark in targets(scene)) {
                val center = StepperPoint(mark.frame.center.x - scene.visibleRect.x, mark.frame.center.y - scene.visibleRect.y)
                assertEquals("$style $axis ${mark.step}", StepperSelection.Step(mark.step!!), StepperSelection.at(scene, center))
            }
        }
    }

    @Test
    fun theJsonKeepsFortyFourAndComposeAsksForFortyEight() {
        val json = JsonSceneWriter.write(scene(options(StepperStyle.CIRCULAR, 4, 2)))
        assertTrue(json.contains("\"hitArea\": {\"x\": "))
        val scene = scene(options(StepperStyle.BULLET, 6, 6), minimum = 48.0)
        assertPartition(scene, StepperAxis.HORIZONTAL, 48.0)
        for (mark in targets(scene)) assertEquals(48.0, mark.hitArea!!.height, 0.0)
        val header = scene(options(StepperStyle.CIRCULAR, 4, 2).copy(showsAllSteps = true, showsHeader = true), minimum = 48.0)
        assertEquals(48.0, assertNotNull(header.allStepsTarget).let { header.allStepsTarget!!.height }, 0.0)
    }

    @Test
    fun aMinimumOutsideWhatIsAllowedIsRefused() {
        for (bad in listOf(0.0, -1.0, Double.NaN, Double.POSITIVE_INFINITY)) {
            try {
                scene(options(StepperStyle.DASH, 4, 2), minimum = bad)
                fail("accepted $bad")
            } catch (error: StepperConfigurationError.InvalidMinimumHitArea) {
                assertTrue(error.message, error.message.startsWith("the minimum tap area must be"))
            }
        }
    }

    /**
     * The rule, checked on every target: each area holds its mark's center; neighbours whose
     * grown areas would overlap meet at the midpoint of their centers; others keep the grown
     * frame; areas never overlap along the main axis; the cross axis is the grown frame's.
     */
    private fun assertPartition(scene: StepperScene, axis: StepperAxis, minimum: Double) {
        val all = targets(scene)
        for ((index, target) in all.withIndex()) {
            val area = target.hitArea ?: continue
            val base = target.frame.hitArea(minimum)
            val center = mid(target.frame, axis)
            assertTrue("${target.step} holds its center", lo(area, axis) <= center && center < hi(area, axis))
            if (axis == StepperAxis.HORIZONTAL) assertEquals(base.y to base.height, area.y to area.height)
            else assertEquals(base.x to base.width, area.x to area.width)
            val previous = all.getOrNull(index - 1)
            val next = all.getOrNull(index + 1)
            for ((neighbour, isAfter) in listOf(previous to false, next to true)) {
                neighbour ?: continue
                val other = mid(neighbour.frame, axis)
                val crowded = Math.abs(other - center) <
                    (maxOf(hi(neighbour.frame, axis) - lo(neighbour.frame, axis), minimum) +
                        maxOf(hi(target.frame, axis) - lo(target.frame, axis), minimum)) / 2
                val edge = if ((other > center) == true) hi(area, axis) else lo(area, axis)
                val expected = if (crowded) (center + other) / 2
                else if (other > center) hi(base, axis) else lo(base, axis)
                assertEquals("${target.step} toward ${neighbour.step} (after: $isAfter)", expected, edge, 1e-9)
                neighbour.hitArea?.let { theirs ->
                    assertTrue("${target.step} and ${neighbour.step} do not overlap",
                        hi(area, axis) <= lo(theirs, axis) || hi(theirs, axis) <= lo(area, axis))
                }
            }
        }
    }
}
