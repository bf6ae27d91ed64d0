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
    private const val UNITS_PER_EM = 2816.0

    /** Inter's advances at weight 600, in font units, for the characters a number uses. */
    private val advances = mapOf(
        '.' to 818, '0' to 1878, '1' to 1354, '2' to 1750, '3' to 1835, '4' to 1875,
        '5' to 1781, '6' to 1825, '7' to 1653, '8' to 1819, '9' to 1825,
    )

    fun text(id: StepId): String = if (id.substep == null) "${id.step}" else "${id.step}.${id.substep}"

    fun textWidth(text: String): Double {
        var ems = 0.0
        for (character in text) ems += (advances[character] ?: 0) / UNITS_PER_EM
        return ems * FONT_SIZE
    }

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
