package eb.stepper.core

import kotlin.math.abs
import kotlin.math.floor

/**
 * Lengths and coordinates as the scene's outputs write them: rounded to thousandths, half away
 * from zero, without trailing zeros ("42.667", "24", "-0.5").
 */
object NumberText {
    fun points(value: Double): String {
        if (!(abs(value) < 1e12)) return large(value)
        val scaled = value * 1000
        val whole = scaled.toLong()
        val fraction = scaled - whole.toDouble()
        val thousandths = when {
            fraction >= 0.5 -> whole + 1
            fraction <= -0.5 -> whole - 1
            else -> whole
        }
        return write(thousandths)
    }

    private fun write(thousandths: Long): String {
        if (thousandths == 0L) return "0"
        val sign = if (thousandths < 0) "-" else ""
        val magnitude = abs(thousandths)
        val whole = magnitude / 1000
        val fraction = (magnitude % 1000).toInt()
        if (fraction == 0) return "$sign$whole"
        val digits = "%03d".format(fraction).trimEnd('0')
        return "$sign$whole.$digits"
    }

    /** A value past a trillion, or not finite: whole under 10^15, else as Swift describes it. */
    private fun large(value: Double): String {
        if (value.isNaN()) return "nan"
        if (value.isInfinite()) return if (value < 0) "-inf" else "inf"
        if (value == roundHalfAway(value) && abs(value) < 1e15) return value.toLong().toString()
        return SwiftDouble.describe(value)
    }

    /** `x` rounded to a whole number, half away from zero. */
    fun roundHalfAway(x: Double): Double {
        if (x.isNaN() || x.isInfinite()) return x
        val down = floor(abs(x))
        val rounded = if (abs(x) - down >= 0.5) down + 1 else down
        return if (x < 0) -rounded else rounded
    }
}
