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

    val textRunsAlongMain: Boolean get() = axis == StepperAxis.HORIZONTAL

    /** A text frame at `main`, `cross`: its width runs along the text. */
    fun textRect(main: Double, cross: Double, width: Double, height: Double): StepperRect =
        if (textRunsAlongMain) rect(main, width, cross, height) else rect(main, height, cross, width)

    /** A text frame at `along` its lines and `across` them. */
    fun textRectAlong(along: Double, across: Double, width: Double, height: Double): StepperRect =
        if (textRunsAlongMain) textRect(along, across, width, height) else textRect(across, along, width, height)

    /** `main`, `cross` as (along the text, across it). */
    fun textCoordinates(main: Double, cross: Double): Pair<Double, Double> =
        if (textRunsAlongMain) main to cross else cross to main

    /** Left for the leading end in a left-to-right layout, right in a right-to-left one. */
    fun anchor(atLeadingEnd: Boolean): StepperTextAnchor =
        if (atLeadingEnd == (direction == StepperLayoutDirection.LEFT_TO_RIGHT)) StepperTextAnchor.LEFT
        else StepperTextAnchor.RIGHT

    /** A frame grown by `growth` at both ends of the main axis: the current bullet's pill. */
    fun grownAlongMain(frame: StepperRect, growth: Double): StepperRect = when (axis) {
        StepperAxis.HORIZONTAL ->
            StepperRect(frame.x - growth, frame.y, frame.width + 2 * growth, frame.height)
        StepperAxis.VERTICAL ->
            StepperRect(frame.x, frame.y - growth, frame.width, frame.height + 2 * growth)
    }
}
