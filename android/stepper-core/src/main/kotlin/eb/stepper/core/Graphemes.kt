package eb.stepper.core

/**
 * Text split into user-perceived characters as Swift's `Character` splits it (Unicode's extended
 * grapheme clusters): a scalar with the marks and joiners that extend it, CR LF as one, a control
 * alone, conjoining Hangul, emoji joined by a zero-width joiner, flags as pairs.
 */
object Graphemes {
    fun split(text: String): List<String> {
        val out = ArrayList<String>()
        var start = 0
        var previous = -1
        // Within the current character: whether it began with a pictograph followed only by
        // extenders (so a joiner may join the next pictograph), and how many flag letters ran.
        var pictographRun = false
        var regionalRun = 0
        var index = 0
        while (index < text.length) {
            val scalar = text.codePointAt(index)
            val joins = previous >= 0 && when {
                previous == 0x0D && scalar == 0x0A -> true
                isControl(previous) || isControl(scalar) -> false
                isHangulJoin(previous, scalar) -> true
                isExtend(scalar) || scalar == 0x200D || isSpacingMark(scalar) -> true
                isPrepend(previous) -> true
                previous == 0x200D && pictographRun && isPictographic(scalar) -> true
                isRegional(previous) && isRegional(scalar) && regionalRun % 2 == 1 -> true
                else -> false
            }
            if (!joins && index > start) {
                out += text.substring(start, index)
                start = index
            }
            if (!joins) {
                pictographRun = isPictographic(scalar)
                regionalRun = if (isRegional(scalar)) 1 else 0
            } else {
                if (!(isExtend(scalar) || scalar == 0x200D || isPictographic(scalar))) pictographRun = false
                regionalRun = if (isRegional(scalar)) regionalRun + 1 else 0
            }
            previous = scalar
            index += Character.charCount(scalar)
        }
        if (index > start) out += text.substring(start, index)
        return out
    }

    /**
     * Whether a character of [split] is an emoji sequence, drawn as one glyph: a pictograph with
     * modifiers, a variation selector or joined pictographs, a flag, or a keycap (the Swift
     * core's `CharacterWidth.isEmojiSequence`).
     */
    fun isEmojiSequence(character: String): Boolean {
        val first = character.codePointAt(0)
        if (Character.charCount(first) == character.length) return false
        return isPictographic(first) || isRegional(first) || character.contains('\u20E3')
    }

    private fun isRegional(scalar: Int) = scalar in 0x1F1E6..0x1F1FF

    /** Extended_Pictographic, in the planes the stepper's text reaches. */
    private fun isPictographic(scalar: Int) =
        (scalar in 0x1F000..0x1FAFF && !isRegional(scalar) && scalar !in 0x1F3FB..0x1F3FF) ||
            scalar in 0x1FC00..0x1FFFD || scalar == 0x00A9 || scalar == 0x00AE || scalar in 0x2600..0x27BF

    private fun isSpacingMark(scalar: Int) = Character.getType(scalar).toByte() == Character.COMBINING_SPACING_MARK

    private fun isPrepend(scalar: Int) =
        scalar in 0x0600..0x0605 || scalar == 0x06DD || scalar == 0x070F || scalar in 0x0890..0x0891 || scalar == 0x08E2

    /** Conjoining Hangul: L, V and T jamo and the syllables they make (LV, LVT). */
    private fun isHangulJoin(previous: Int, scalar: Int): Boolean {
        val isL = { c: Int -> c in 0x1100..0x115F || c in 0xA960..0xA97C }
        val isV = { c: Int -> c in 0x1160..0x11A7 || c in 0xD7B0..0xD7C6 }
        val isT = { c: Int -> c in 0x11A8..0x11FF || c in 0xD7CB..0xD7FB }
        val isSyllable = { c: Int -> c in 0xAC00..0xD7A3 }
        val isLV = { c: Int -> isSyllable(c) && (c - 0xAC00) % 28 == 0 }
        val isLVT = { c: Int -> isSyllable(c) && (c - 0xAC00) % 28 != 0 }
        return (isL(previous) && (isL(scalar) || isV(scalar) || isSyllable(scalar))) ||
            ((isLV(previous) || isV(previous)) && (isV(scalar) || isT(scalar))) ||
            ((isLVT(previous) || isT(previous)) && isT(scalar))
    }

    /** The first scalar of a character: what Swift reads its properties from. */
    fun first(character: String): Int = character.codePointAt(0)

    private fun isControl(scalar: Int): Boolean {
        if (scalar == 0x200C || scalar == 0x200D || scalar in 0xE0020..0xE007F || isPrepend(scalar)) return false
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
