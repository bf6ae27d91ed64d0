package eb.stepper.core

/** A text style of the stepper's text, in Inter (docs: Geometry and tokens, text). */
data class StepperTextStyle(
    val size: Double,
    val weight: Int,
    val lineHeight: Double,
    val family: String = "Inter, sans-serif",
) {
    private val capHeight: Double get() = InterAdvances.CAP_HEIGHT / InterAdvances.UNITS_PER_EM

    /**
     * The width of `text` in points, each character's advance added in ems, then scaled; an
     * emoji sequence (👨‍👩‍👧, 🇫🇷, 1️⃣) is one glyph, 1 em, as the Swift core measures it.
     */
    fun width(text: String): Double {
        var ems = 0.0
        if (text.any { it.code >= 0x80 }) {
            for (character in Graphemes.split(text)) {
                ems += if (Graphemes.isEmojiSequence(character)) 1.0 else advances(character)
            }
            return ems * size
        }
        return advances(text) * size
    }

    private fun advances(text: String): Double {
        var ems = 0.0
        var index = 0
        while (index < text.length) {
            val scalar = text.codePointAt(index)
            ems += InterAdvances.advance(scalar, weight)
            index += Character.charCount(scalar)
        }
        return ems
    }

    /** The style at `factor` times its size and line height: names at a larger text size. */
    fun scaled(factor: Double): StepperTextStyle = if (factor == 1.0) this
    else copy(size = size * factor, lineHeight = lineHeight * factor)

    /**
     * The same style a weight heavier, for bold text: regular becomes semibold, medium and
     * semibold become bold, and heavier weights go up one step, to black at most. Size and line
     * height stay, so a line keeps its place; text is measured again at the new weight.
     */
    val bolder: StepperTextStyle
        get() = copy(
            weight = when {
                weight < 500 -> 600
                weight < 700 -> 700
                else -> minOf(weight + 100, 900)
            },
        )

    /** The baseline of line `index` of a block whose top is `top`. */
    fun baseline(line: Int, top: Double): Double = top + line.toDouble() * lineHeight + (lineHeight + capHeight * size) / 2

    companion object {
        val STEP_NAME = StepperTextStyle(12.0, 400, 16.0)
        val STEP_DESCRIPTION = StepperTextStyle(11.0, 400, 14.0)
        val HEADER = StepperTextStyle(14.0, 600, 20.0)
        val ALL_STEPS = StepperTextStyle(14.0, 500, 20.0)
    }
}
