package eb.stepper.core

/**
 * The visible part of a row that lives in a viewport: what a platform scroll view is given.
 *
 * The platform's own scroll view moves the row (its deceleration, overscroll, direction lock and
 * accessibility scrolling); the core only says how long the row is, where it pages to
 * ([StepperConfiguration.scrollViewport]) and where a released row may rest
 * ([StepperConfiguration.restingOffset]) — docs/Specification.md#scroll-snapping.
 *
 * @property offset how far the row is scrolled from its leading end, in points: 0 shows step 1
 *   at the leading edge.
 * @property length the visible main-axis length.
 * @property contentLength the main-axis length of the whole row.
 */
data class StepperScrollViewport(val offset: Double, val length: Double, val contentLength: Double) {
    /** Whether the row is longer than the viewport. */
    val isScrollable: Boolean get() = contentLength > length

    /** The largest offset: the final step at the trailing edge. */
    val maximumOffset: Double get() = maxOf(0.0, contentLength - length)

    /** `offset` kept inside the row; an offset that is not a number is the viewport's own. */
    fun clamped(offset: Double): Double = minOf(maxOf(if (offset.isFinite()) offset else this.offset, 0.0), maximumOffset)

    companion object {
        /**
         * The speed along the row, in points per second, above which a release is a flick: it
         * moves the row at least one snap offset in its direction ([StepperConfiguration.restingOffset]).
         */
        const val FLICK_SPEED: Double = 300.0

        /**
         * How far a movement of `translation` points (x right, y down; a drag's, or a velocity in
         * points per second) scrolls the row, in offset points: positive toward later steps. The
         * row follows the finger, so a finger moving toward the leading end (left in a
         * left-to-right row, right in a right-to-left one, up in a column) reveals later steps.
         */
        fun scrollDistance(translation: StepperPoint, axis: StepperAxis, direction: StepperLayoutDirection): Double {
            val moved = when (axis) {
                StepperAxis.HORIZONTAL -> if (direction == StepperLayoutDirection.LEFT_TO_RIGHT) -translation.x else translation.x
                StepperAxis.VERTICAL -> -translation.y
            }
            return if (moved.isFinite()) moved else 0.0
        }

        /**
         * Which way the drawing moves as the offset grows: a unit step along the main axis, in
         * the drawing's coordinates (x right, y down).
         */
        fun drawingDirection(axis: StepperAxis, direction: StepperLayoutDirection): StepperPoint = when (axis) {
            StepperAxis.HORIZONTAL -> StepperPoint(if (direction == StepperLayoutDirection.LEFT_TO_RIGHT) 1.0 else -1.0, 0.0)
            StepperAxis.VERTICAL -> StepperPoint(0.0, 1.0)
        }
    }
}
