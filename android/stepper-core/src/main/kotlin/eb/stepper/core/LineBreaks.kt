package eb.stepper.core

/**
 * Where text may break: at white space; after a hyphen inside a word, before a letter or digit;
 * and beside a wide (East Asian) character, unless what follows may not start a line or what
 * comes before may not end one. Characters as Swift splits them (Graphemes), each read by its
 * first scalar.
 */
internal object LineBreaks {
    /** A run of text between breaks, and whether white space comes before it. */
    data class Unit(val text: String, val followsSpace: Boolean)

    private const val ZERO_WIDTH_SPACE = "\u200B"
    private val hyphens = setOf("-", "\u2010", "\u2012", "\u2013")
    private val noLineStart =
        "、。，．・：；？！)）]］}｝〕〉》」』】〙〗〟’”ゝゞーヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々〻"
            .map { it.toString() }.toSet()
    private val noLineEnd = "(（[［{｛〔〈《「『【〘〖〝‘“".map { it.toString() }.toSet()

    fun units(text: String): List<Unit> {
        val units = ArrayList<Unit>()
        var unit = ArrayList<String>()
        var previous: String? = null
        var spaced = false
        for (character in Graphemes.split(text)) {
            if (InterText.isWhitespace(Graphemes.first(character)) || character == ZERO_WIDTH_SPACE) {
                if (unit.isNotEmpty()) {
                    units += Unit(unit.joinToString(""), spaced)
                    spaced = false
                }
                if (character != ZERO_WIDTH_SPACE && units.isNotEmpty()) spaced = true
                unit = ArrayList()
                previous = null
            } else if (unit.isNotEmpty() && previous != null && breaks(previous, character, unit)) {
                units += Unit(unit.joinToString(""), spaced)
                spaced = false
                unit = arrayListOf(character)
                previous = character
            } else {
                unit += character
                previous = character
            }
        }
        if (unit.isNotEmpty()) units += Unit(unit.joinToString(""), spaced)
        return units
    }

    private fun breaks(before: String, after: String, unit: List<String>): Boolean {
        if (before in hyphens) {
            val first = Graphemes.first(after)
            return unit.size > 1 && unit[unit.size - 2] !in hyphens &&
                (Character.isAlphabetic(first) || Character.getNumericValue(first) != -1)
        }
        if (!CharacterWidth.isWide(Graphemes.first(before)) && !CharacterWidth.isWide(Graphemes.first(after))) return false
        return after !in noLineStart && before !in noLineEnd
    }
}
