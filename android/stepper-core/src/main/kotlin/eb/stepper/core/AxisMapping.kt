package eb.stepper.core

/**
 * Turns main-axis and cross-axis positions into frames: a row or a column, mirrored for right to
 * left (the layout mirrors; text is never flipped).
 */
data class AxisMapping(
    val axis: StepperAxis,
    val direction: StepperLayoutDirection,
    val mainExtent: Double,
    val crossExtent: Double,
) {
    val width: Double get() = if (axis == StepperAxis.HORIZONTAL) mainExtent else crossExtent
    val height: Double get() = if (axis == StepperAxis.HORIZONTAL) crossExtent else mainExtent

    fun rect(main: Double, length: Double, cross: Double, thickness: Double): StepperRect {
        val mirrored = direction == StepperLayoutDirection.RIGHT_TO_LEFT
        return when (axis) {
            StepperAxis.HORIZONTAL -> {
                val x = if (mirrored) mainExtent - main - length else main
                StepperRect(x, cross, length, thickness)
            }
            StepperAxis.VERTICAL -> {
                val x = if (mirrored) crossExtent - cross - thickness else cross
                StepperRect(x, main, thickness, length)
            }
        }
    }

    /** A frame grown by `growth` at both ends of the main axis: the current bullet's pill. */
    fun grownAlongMain(frame: StepperRect, growth: Double): StepperRect = when (axis) {
        StepperAxis.HORIZONTAL ->
            StepperRect(frame.x - growth, frame.y, frame.width + 2 * growth, frame.height)
        StepperAxis.VERTICAL ->
            StepperRect(frame.x, frame.y - growth, frame.width, frame.height + 2 * growth)
    }
}
