package eb.stepper.core

/** The visible part of a row that scrolls: the offset into it, its length and the row's. */
data class StepperScrollViewport(val offset: Double, val length: Double, val contentLength: Double) {
    val isScrollable: Boolean get() = contentLength > length

    /** The farthest the row scrolls: its length past the visible part. */
    val maximumOffset: Double get() = maxOf(0.0, contentLength - length)

    /**
     * The offset after a drag of `dragging` points along the main axis (rightward or downward
     * positive) from `from`: the row follows the finger — a right-to-left row the other way —
     * and stops at its ends.
     */
    fun offset(dragging: Double, from: Double = offset, axis: StepperAxis, direction: StepperLayoutDirection): Double {
        val begin = if (from.isFinite()) from else offset
        val moved = when {
            axis == StepperAxis.VERTICAL -> -dragging
            direction == StepperLayoutDirection.LEFT_TO_RIGHT -> -dragging
            else -> dragging
        }
        val wanted = if (moved.isFinite()) begin + moved else begin
        return minOf(maxOf(wanted, 0.0), maximumOffset)
    }
}
