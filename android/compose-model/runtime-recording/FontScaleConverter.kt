// Android's non-linear font scaling, as Compose converts sp and dp on Android. Follows
// androidx/androidx at commit 31adf48a5ba261a6d7abf653f74a38d1623fd319:
//   compose/ui/ui-unit/src/androidMain/kotlin/androidx/compose/ui/unit/fontscaling/FontScaleConverterFactory.android.kt
//     (the tables at 1.15, 1.3, 1.5, 1.8 and 2; non-linear from a font scale of 1.03; between 1
//     and the first table, between two tables and past the last: interpolated as it does, each
//     table made once for a scale's hundredths and kept)
//   compose/ui/ui-unit/src/androidMain/kotlin/androidx/compose/ui/unit/fontscaling/FontScaleConverterTable.android.kt
//     (lookup with linear interpolation, from 0 below the first entry, proportional past the last)
//   compose/ui/ui-unit/src/androidMain/kotlin/androidx/compose/ui/unit/fontscaling/MathUtils.android.kt
//   compose/ui/ui-unit/src/androidMain/kotlin/androidx/compose/ui/unit/FontScaling.android.kt
//     (Dp.toSp and TextUnit.toDp: linear below 1.03, through the converter from there)
// Written here from those sources' behaviour; the lookup tables are Android's numbers.
package eb.stepper.composemodel

internal object FontScaleConverter {
    private val commonSp = floatArrayOf(8f, 10f, 12f, 14f, 18f, 20f, 24f, 30f, 100f)
    private const val NON_LINEAR_FROM = 1.03f

    /** One table: sp values and the dp each becomes, both increasing. */
    class Table(val sp: FloatArray, val dp: FloatArray) {
        fun spToDp(value: Float): Float = lookup(value, sp, dp)
        fun dpToSp(value: Float): Float = lookup(value, dp, sp)
    }

    // Keyed by the scale's hundredths, as Android keys them (a scale times 100, truncated).
    private val tables = sortedMapOf(
        115 to Table(commonSp, floatArrayOf(9.2f, 11.5f, 13.8f, 16.4f, 19.8f, 21.8f, 25.2f, 30f, 100f)),
        130 to Table(commonSp, floatArrayOf(10.4f, 13f, 15.6f, 18.8f, 21.6f, 23.6f, 26.4f, 30f, 100f)),
        150 to Table(commonSp, floatArrayOf(12f, 15f, 18f, 22f, 24f, 26f, 28f, 30f, 100f)),
        180 to Table(commonSp, floatArrayOf(14.4f, 18f, 21.6f, 24.4f, 27.6f, 30.8f, 32.8f, 34.8f, 100f)),
        200 to Table(commonSp, floatArrayOf(16f, 20f, 24f, 26f, 30f, 34f, 36f, 38f, 100f)),
    )

    private fun key(scale: Float): Int = (scale * 100f).toInt()

    fun isNonLinear(fontScale: Float): Boolean = fontScale >= NON_LINEAR_FROM

    /** The table for a font scale, or null where scaling is linear. */
    @Synchronized
    fun forScale(fontScale: Float): Table? {
        if (!isNonLinear(fontScale)) return null
        tables[key(fontScale)]?.let { return it }
        val higher = tables.keys.firstOrNull { it > key(fontScale) }
        val table = if (higher == null) {
            Table(floatArrayOf(1f), floatArrayOf(fontScale))
        } else {
            val lower = tables.keys.lastOrNull { it < key(fontScale) }
            val startScale = lower?.let { it / 100f } ?: 1f
            val start = lower?.let { tables.getValue(it) } ?: Table(commonSp, commonSp)
            val end = tables.getValue(higher)
            val amount = constrainedMap(0f, 1f, startScale, higher / 100f, fontScale)
            Table(commonSp, FloatArray(commonSp.size) { lerp(start.spToDp(commonSp[it]), end.spToDp(commonSp[it]), amount) })
        }
        tables[key(fontScale)] = table
        return table
    }

    /** Dp.toSp(): a size in dp as the sp that Android draws at that size. */
    fun dpToSp(dp: Float, fontScale: Float): Float =
        forScale(fontScale)?.dpToSp(dp) ?: (dp / fontScale)

    /** TextUnit.toDp() for sp. */
    fun spToDp(sp: Float, fontScale: Float): Float =
        forScale(fontScale)?.spToDp(sp) ?: (sp * fontScale)

    private fun lookup(value: Float, from: FloatArray, to: FloatArray): Float {
        val magnitude = Math.abs(value)
        val sign = Math.signum(value)
        val index = java.util.Arrays.binarySearch(from, magnitude)
        if (index >= 0) return sign * to[index]
        val lower = -(index + 1) - 1
        if (lower >= from.size - 1) {
            val last = from.size - 1
            if (from[last] == 0f) return 0f
            return value * (to[last] / from[last])
        }
        val (fromStart, toStart) = if (lower == -1) 0f to 0f else from[lower] to to[lower]
        return sign * constrainedMap(toStart, to[lower + 1], fromStart, from[lower + 1], magnitude)
    }

    private fun lerp(start: Float, stop: Float, amount: Float): Float = start + (stop - start) * amount

    private fun constrainedMap(rangeMin: Float, rangeMax: Float, valueMin: Float, valueMax: Float, value: Float): Float {
        val t = if (valueMin != valueMax) (value - valueMin) / (valueMax - valueMin) else 0f
        return lerp(rangeMin, rangeMax, Math.max(0f, Math.min(1f, t)))
    }
}
