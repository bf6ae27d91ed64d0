package eb.stepper.core

import kotlin.math.ceil

/**
 * A sub-step's marker: 16 points, widened into a pill (at most a main marker's 24) when its
 * two-part number ("2.1") needs it, measured in Inter semibold at 9 points (docs: Long and real
 * flows, sub-steps).
 */
object SubstepMarker {
    private const val PADDING = 3.0
    private const val MAXIMUM_WIDTH = StyleFigures.MARKER_SIZE
    private const val FONT_SIZE = 9.0

    /** The number a marker shows, in `strings`' digits: "2", or a sub-step's "2.1" ("٢.١"),
     * read left to right in every direction. */
    fun text(id: StepId, strings: StepperStrings = StepperStrings.ENGLISH): String =
        if (id.substep == null) strings.digits(id.step) else strings.digits(id.step) + "." + strings.digits(id.substep)

    /** The width of `text` in Inter semibold at 9 points. */
    fun textWidth(text: String): Double = StepperTextStyle(FONT_SIZE, 600, 12.0).width(text)

    fun width(text: String): Double {
        val natural = ceil(textWidth(text) + 2 * PADDING)
        return minOf(MAXIMUM_WIDTH, maxOf(StyleFigures.SUBSTEP_MARKER_SIZE, natural))
    }

    fun frame(frame: StepperRect, text: String): StepperRect {
        val width = width(text)
        if (!(width > frame.width)) return frame
        return StepperRect(frame.center.x - width / 2, frame.y, width, frame.height)
    }
}
