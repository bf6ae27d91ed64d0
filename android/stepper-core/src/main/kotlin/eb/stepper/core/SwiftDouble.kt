package eb.stepper.core

import java.math.BigDecimal
import kotlin.math.abs

/**
 * A double written as the Swift core's messages write one: the shortest digits that read back
 * as the same value; exponential past 2^53 or under 10^-4 ("1e+16", "1e-05"), else decimal with
 * at least one fractional digit ("0.5", "375.0").
 */
object SwiftDouble {
    fun describe(value: Double): String {
        if (value.isNaN()) return "nan"
        if (value.isInfinite()) return if (value < 0) "-inf" else "inf"
        if (value == 0.0) return if (1.0 / value < 0) "-0.0" else "0.0"
        val shortest = BigDecimal(value.toString()).stripTrailingZeros()
        val sign = if (value < 0) "-" else ""
        val digits = shortest.unscaledValue().abs().toString()
        val exponent = digits.length - 1 - shortest.scale()
        val magnitude = abs(value)
        if (magnitude > 9_007_199_254_740_992.0 || magnitude < 1e-4) {
            val mantissa = if (digits.length == 1) digits else digits[0] + "." + digits.substring(1)
            val expSign = if (exponent < 0) "-" else "+"
            val expDigits = abs(exponent).toString().padStart(2, '0')
            return "$sign${mantissa}e$expSign$expDigits"
        }
        val plain = shortest.abs().toPlainString()
        return sign + if (plain.contains('.')) plain else "$plain.0"
    }

    /** Swift's `Double(text)`: decimal or hex floats, "nan", "inf", "infinity", signs. */
    fun parse(text: String): Double? {
        val body = text.removePrefix("+").removePrefix("-")
        val negative = text.startsWith("-")
        if (text.isEmpty() || body.isEmpty()) return null
        when (body.lowercase()) {
            "nan" -> return Double.NaN
            "inf", "infinity" -> return if (negative) Double.NEGATIVE_INFINITY else Double.POSITIVE_INFINITY
        }
        if (text.startsWith("+") && (text.length > 1 && (text[1] == '+' || text[1] == '-'))) return null
        val decimal = Regex("[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?")
        val hex = Regex("[+-]?0[xX]([0-9a-fA-F]+\\.?[0-9a-fA-F]*|\\.[0-9a-fA-F]+)([pP][+-]?[0-9]+)?")
        if (decimal.matches(text)) return text.toDouble()
        if (hex.matches(text)) {
            val withExponent = if (text.contains('p') || text.contains('P')) text else text + "p0"
            return withExponent.toDouble()
        }
        return null
    }
}
