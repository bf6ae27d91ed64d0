package eb.stepper.core

/**
 * The scroll geometry a platform scroll view needs for a row in a viewport: the viewport's
 * length, the whole row's length, and as `offset` the page that shows the current step; null
 * for a row drawn whole. A row that does not scroll has the viewport's length as its content
 * length, so that nothing scrolls. The same as the Swift core's `scrollViewport`.
 */
val StepperConfiguration.scrollViewport: StepperScrollViewport?
    get() {
        val length = viewport ?: return null
        if (!isScrollEnabled) return StepperScrollViewport(0.0, length, length)
        val row = RowMetrics.of(this)
        return StepperScrollViewport(
            row.pageOffset(steps.ordinal(currentStep), length), length, maxOf(row.contentLength, length),
        )
    }

/**
 * The offsets a released row may rest on (docs/Specification.md#scroll-snapping), ascending and
 * without repeats: each step first on screen, as a page pins it (its slot's start less the row's
 * end room), kept inside the row, and the right-aligned end. Empty for a row drawn whole or one
 * that does not scroll.
 */
val StepperConfiguration.snapOffsets: List<Double>
    get() {
        val snapping = ScrollSnapping.of(this) ?: return emptyList()
        val offsets = ArrayList<Double>()
        for (ordinal in 0 until snapping.row.sequence.count) {
            val offset = snapping.offset(ordinal)
            if (offset > (offsets.lastOrNull() ?: -1.0)) offsets += offset
            if (offset >= snapping.maximum) break
        }
        return offsets
    }

/**
 * Where a row a person lets go comes to rest (docs/Specification.md#scroll-snapping): the snap
 * offset nearest to `proposed`, the offset the platform's own deceleration would stop at. A flick
 * (faster than [StepperScrollViewport.FLICK_SPEED] along the row) always moves the row at least
 * one snap offset from `start` in its direction; a slower release rests on the nearest. Null for
 * a row drawn whole or one that does not scroll. The same decisions, in the same order, as the
 * Swift core's `restingOffset(proposed:from:velocity:)`.
 *
 * @param proposed where the platform's scroll view would stop, in offset points.
 * @param start the offset when the person's drag began.
 * @param velocity the release velocity along the row, in points per second, positive toward
 *   later steps ([StepperScrollViewport.scrollDistance]); a value that is not a number counts as 0.
 */
fun StepperConfiguration.restingOffset(proposed: Double, start: Double, velocity: Double): Double? {
    val snapping = ScrollSnapping.of(this) ?: return null
    val tolerance = 1e-9
    val speed = if (velocity.isFinite()) velocity else 0.0
    val from = snapping.clamped(start)
    val nearest = snapping.nearest(snapping.clamped(if (proposed.isFinite()) proposed else from))
    if (speed > StepperScrollViewport.FLICK_SPEED && nearest <= from + tolerance) return snapping.after(from)
    if (speed < -StepperScrollViewport.FLICK_SPEED && nearest >= from - tolerance) return snapping.before(from)
    return nearest
}

/**
 * The snap offsets of a row that scrolls, found by bisecting its steps: a 10,000-step row costs a
 * few dozen slot reads, not a list.
 */
private class ScrollSnapping(val row: RowMetrics, val maximum: Double) {
    /** The offset that shows the step at `ordinal` first on screen, kept inside the row. */
    fun offset(ordinal: Int): Double = clamped(row.slotStart(ordinal) - row.endRoom)

    fun clamped(offset: Double): Double = minOf(maxOf(offset, 0.0), maximum)

    /** The first ordinal whose snap offset is at or past `offset` (past it when `strictly`), or the count. */
    private fun firstOrdinal(from: Double, strictly: Boolean): Int {
        val tolerance = 1e-9
        var low = 0
        var high = row.sequence.count
        while (low < high) {
            val mid = (low + high) ushr 1
            val snap = offset(mid)
            val isPast = if (strictly) snap > from + tolerance else snap >= from - tolerance
            if (isPast) high = mid else low = mid + 1
        }
        return low
    }

    /** The snap offset nearest to `offset`; the earlier of two as near. */
    fun nearest(offset: Double): Double {
        val above = after(offset, strictly = false)
        val below = before(offset + 1e-9)
        return if (above - offset < offset - below) above else below
    }

    /** The first snap offset past `offset` (or at it, unless `strictly`); the maximum when none. */
    fun after(offset: Double, strictly: Boolean = true): Double {
        val ordinal = firstOrdinal(offset, strictly)
        return if (ordinal < row.sequence.count) offset(ordinal) else maximum
    }

    /** The last snap offset before `offset`; 0 when none. */
    fun before(offset: Double): Double {
        val ordinal = firstOrdinal(offset, strictly = false)
        return if (ordinal > 0) offset(ordinal - 1) else 0.0
    }

    companion object {
        fun of(configuration: StepperConfiguration): ScrollSnapping? {
            val length = configuration.viewport ?: return null
            if (!configuration.isScrollEnabled) return null
            val row = RowMetrics.of(configuration)
            val maximum = maxOf(0.0, row.contentLength - length)
            if (!(maximum > 0) || row.sequence.count <= 0) return null
            return ScrollSnapping(row, maximum)
        }
    }
}
