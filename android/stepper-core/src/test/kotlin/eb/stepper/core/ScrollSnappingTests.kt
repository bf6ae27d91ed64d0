package eb.stepper.core

import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The scroll decisions a platform scroll view asks the core for (docs/Specification.md#scroll-snapping):
 * the row's length and page, the snap offsets and the rest for a release. The numbers are the
 * Swift core's, from its StepperConfiguration+ScrollSnappingTests: twenty circular steps in 375
 * points have a pitch of 72.6 and 1,028.4 points of travel.
 */
class ScrollSnappingTests {
    private fun twenty(current: Long = 1) = StepperConfiguration(
        StepperConfiguration.Options(total = 20, current = StepId(current), viewport = 375.0),
    )

    private fun close(expected: Double, actual: Double?, message: String = "") {
        assertNotNull(message, actual)
        assertEquals(message, expected, actual!!, 1e-9)
    }

    @Test
    fun theViewportIsThePageOfTheCurrentStepOverTheWholeRow() {
        val viewport = twenty(16).scrollViewport!!
        close(1028.4, viewport.offset)
        assertEquals(375.0, viewport.length, 0.0)
        close(1028.4, viewport.maximumOffset)
        // The page is the one the scene is drawn at when the app gives no offset.
        for (current in 1L..20L) {
            close(StepperScene(twenty(current)).viewport!!.offset, twenty(current).scrollViewport!!.offset, "step $current")
        }
    }

    @Test
    fun aRowDrawnWholeOrThatCannotScrollHasNothingToSnapTo() {
        val whole = StepperConfiguration(StepperConfiguration.Options(total = 4, current = StepId(2)))
        assertNull(whole.scrollViewport)
        assertTrue(whole.snapOffsets.isEmpty())
        assertNull(whole.restingOffset(10.0, 0.0, 0.0))
        val fixed = StepperConfiguration(
            StepperConfiguration.Options(total = 4, current = StepId(4), viewport = 375.0, isScrollEnabled = false),
        )
        assertFalse(fixed.scrollViewport!!.isScrollable)
        assertTrue(fixed.snapOffsets.isEmpty())
        assertNull(fixed.restingOffset(10.0, 0.0, 900.0))
    }

    @Test
    fun eachStepFirstOnScreenAndTheRightAlignedEndAreSnapOffsets() {
        val offsets = twenty().snapOffsets
        // The Swift core's: 0, 72.6, …, 1016.4, then the right-aligned end 1028.4.
        assertEquals(16, offsets.size)
        for ((index, offset) in offsets.dropLast(1).withIndex()) close(index * 72.6, offset, "snap $index")
        close(1016.4, offsets[14])
        close(1028.4, offsets.last())
        assertEquals(offsets.sorted(), offsets)
    }

    @Test
    fun everyPageIsASnapOffset() {
        val offsets = twenty().snapOffsets
        for (current in 1L..20L) {
            val page = twenty(current).scrollViewport!!.offset
            assertTrue("page of step $current", offsets.any { Math.abs(it - page) < 1e-9 })
        }
    }

    @Test
    fun aSlowReleaseRestsOnTheNearest() {
        val cases = listOf(30.0 to 0.0, 40.0 to 72.6, 500.0 to 508.2, 1_020.0 to 1016.4, 1_025.0 to 1028.4, 5_000.0 to 1028.4)
        for ((proposed, rest) in cases) close(rest, twenty().restingOffset(proposed, 0.0, 0.0), "proposed $proposed")
    }

    @Test
    fun aFlickMovesAtLeastOneSnapOffsetItsWay() {
        val row = twenty()
        close(72.6, row.restingOffset(30.0, 0.0, 900.0))
        close(72.6, row.restingOffset(150.0, 145.2, -900.0))
        // A flick the platform carries further rests where the platform would stop it.
        close(290.4, row.restingOffset(300.0, 0.0, 2_000.0))
        // No snap offset lies beyond either end.
        assertEquals(0.0, row.restingOffset(0.0, 0.0, -900.0)!!, 0.0)
        close(1028.4, row.restingOffset(2_000.0, 1028.4, 900.0))
        // At the flick speed exactly, a release is slow.
        close(0.0, row.restingOffset(30.0, 0.0, StepperScrollViewport.FLICK_SPEED))
    }

    @Test
    fun theRestIsASnapOffsetWhateverThePlatformProposes() {
        val row = twenty()
        val offsets = row.snapOffsets
        var proposed = -100.0
        while (proposed <= 1_200.0) {
            for (velocity in listOf(-2_000.0, -200.0, 0.0, 200.0, 2_000.0, Double.NaN, Double.POSITIVE_INFINITY)) {
                val rest = row.restingOffset(proposed, 400.0, velocity)!!
                assertTrue("$proposed at $velocity", offsets.any { Math.abs(it - rest) < 1e-9 })
            }
            proposed += 17.3
        }
        close(363.0, row.restingOffset(Double.NaN, 363.0, 0.0))
    }

    @Test
    fun aLongRowSnapsWithoutListingItsSteps() {
        val long = StepperConfiguration(
            StepperConfiguration.Options(total = 10_000, current = StepId(5_000), viewport = 375.0),
        )
        val page = long.scrollViewport!!.offset
        close(page, long.restingOffset(page + 10, page, 0.0))
        assertTrue(long.restingOffset(page, page, 900.0)!! > page)
    }

    @Test
    fun aRowWithSubstepsSnapsToEachSlot() {
        val configuration = StepperConfiguration(
            StepperConfiguration.Options(total = 12, current = StepId(2), substeps = mapOf(2L to 3L), viewport = 375.0),
        )
        val offsets = configuration.snapOffsets
        assertTrue(offsets.size > 2)
        val gaps = offsets.zipWithNext { a, b -> b - a }
        // Sub-steps keep the pitch in a row that scrolls, so every gap but the last is one pitch.
        for (gap in gaps.dropLast(1)) assertEquals(gaps[0], gap, 1e-9)
    }

    @Test
    fun scrollDistanceFollowsTheFingerTheOtherWayRightToLeft() {
        val ltr = StepperLayoutDirection.LEFT_TO_RIGHT
        val rtl = StepperLayoutDirection.RIGHT_TO_LEFT
        assertEquals(120.0, StepperScrollViewport.scrollDistance(StepperPoint(-120.0, 8.0), StepperAxis.HORIZONTAL, ltr), 0.0)
        assertEquals(-120.0, StepperScrollViewport.scrollDistance(StepperPoint(-120.0, 8.0), StepperAxis.HORIZONTAL, rtl), 0.0)
        assertEquals(-8.0, StepperScrollViewport.scrollDistance(StepperPoint(-120.0, 8.0), StepperAxis.VERTICAL, rtl), 0.0)
        assertEquals(0.0, StepperScrollViewport.scrollDistance(StepperPoint(Double.NaN, 0.0), StepperAxis.HORIZONTAL, ltr), 0.0)
        assertEquals(StepperPoint(-1.0, 0.0), StepperScrollViewport.drawingDirection(StepperAxis.HORIZONTAL, rtl))
    }
}
