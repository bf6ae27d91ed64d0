package eb.stepper.core

/**
 * Text split into user-perceived characters, as Swift's `Character` splits it, for the text
 * InterText covers: a scalar with the marks that extend it; CR LF as one; a control alone.
 */
object Graphemes {
    fun split(text: String): List<String> {
        val out = ArrayList<String>()
        var start = 0
        var previous = -1
        var index = 0
        while (index < text.length) {
            val scalar = text.codePointAt(index)
            val joins = previous >= 0 && when {
                previous == 0x0D && scalar == 0x0A -> true
                isControl(previous) || isControl(scalar) -> false
                else -> isExtend(scalar)
            }
            if (!joins && index > start) {
                out += text.substring(start, index)
                start = index
            }
            previous = scalar
            index += Character.charCount(scalar)
        }
        if (index > start) out += text.substring(start, index)
        return out
    }

    /** The first scalar of a character: what Swift reads its properties from. */
    fun first(character: String): Int = character.codePointAt(0)

    private fun isControl(scalar: Int): Boolean {
        if (scalar == 0x200C || scalar == 0x200D || scalar in 0xE0020..0xE007F) return false
        return when (Character.getType(scalar).toByte()) {
            Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> true
            Character.UNASSIGNED -> InterText.isDefaultIgnorable(scalar)
            else -> false
        }
    }

    private fun isExtend(scalar: Int): Boolean {
        if (scalar == 0x200C || scalar == 0x200D || scalar in 0x1F3FB..0x1F3FF || scalar in 0xE0020..0xE007F) {
            return true
        }
        return when (Character.getType(scalar).toByte()) {
            Character.NON_SPACING_MARK, Character.ENCLOSING_MARK, Character.COMBINING_SPACING_MARK -> true
            else -> false
        }
    }
}
