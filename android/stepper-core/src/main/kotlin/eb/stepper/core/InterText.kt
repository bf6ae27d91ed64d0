package eb.stepper.core

/**
 * Which text the Kotlin core lays out exactly as the Swift core does: text whose characters it
 * splits as Swift does (Graphemes) and whose scalars the JVM's Unicode data classifies as
 * Swift's does. Other text is refused as not yet ported.
 */
object InterText {
    fun covers(text: String): Boolean = text.codePoints().allMatch(::covers)

    private fun covers(scalar: Int): Boolean {
        if (Character.getType(scalar).toByte() == Character.SURROGATE) return false
        // Scripts whose clusters this splitter does not know (Brahmi and the like).
        return !(scalar > 0x10FFF && scalar < 0x12000)
    }

    /** Unicode's Default_Ignorable_Code_Point. */
    fun isDefaultIgnorable(scalar: Int): Boolean =
        scalar == 0x00AD || scalar == 0x034F || scalar == 0x061C || scalar in 0x115F..0x1160 ||
            scalar in 0x17B4..0x17B5 || scalar in 0x180B..0x180F || scalar in 0x200B..0x200F ||
            scalar in 0x202A..0x202E || scalar in 0x2060..0x206F || scalar == 0x3164 ||
            scalar in 0xFE00..0xFE0F || scalar == 0xFEFF || scalar == 0xFFA0 || scalar in 0xFFF0..0xFFF8 ||
            scalar in 0x1BCA0..0x1BCA3 || scalar in 0x1D173..0x1D17A || scalar in 0xE0000..0xE0FFF

    /** Unicode's White_Space, as Swift's `Character.isWhitespace` reads it. */
    fun isWhitespace(scalar: Int): Boolean =
        scalar in 0x09..0x0D || scalar == 0x20 || scalar == 0x85 || scalar == 0xA0 || scalar == 0x1680 ||
            scalar in 0x2000..0x200A || scalar == 0x2028 || scalar == 0x2029 || scalar == 0x202F ||
            scalar == 0x205F || scalar == 0x3000

    /** White space that does not end a line: what the command line trims off a name. */
    private fun isSpace(scalar: Int): Boolean =
        isWhitespace(scalar) && scalar !in 0x0A..0x0D && scalar != 0x85 && scalar != 0x2028 && scalar != 0x2029

    /** `text` less the spaces (characters whose first scalar is one) at its ends. */
    fun trimmingSpaces(text: String): String {
        val characters = Graphemes.split(text)
        val first = characters.indexOfFirst { !isSpace(Graphemes.first(it)) }
        if (first < 0) return ""
        val last = characters.indexOfLast { !isSpace(Graphemes.first(it)) }
        return characters.subList(first, last + 1).joinToString("")
    }
}
