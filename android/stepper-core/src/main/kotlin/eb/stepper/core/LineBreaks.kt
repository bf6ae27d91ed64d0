package eb.stepper.core

/**
 * Where text may break: at spaces, and after a hyphen that follows a letter inside a word and
 * comes before a letter or digit. The text is printable ASCII (the Kotlin core refuses other
 * text), so each character is one unit of text and a space the only whitespace.
 */
internal object LineBreaks {
    /** A run of text between breaks, and whether a space comes before it. */
    data class Unit(val text: String, val followsSpace: Boolean)

    fun units(text: String): List<Unit> {
        val units = ArrayList<Unit>()
        var start = -1
        var previous: Char? = null
        var spaced = false
        for ((index, character) in text.withIndex()) {
            if (character == ' ') {
                if (start >= 0) {
                    units += Unit(text.substring(start, index), spaced)
                    spaced = false
                }
                if (units.isNotEmpty()) spaced = true
                start = -1
                previous = null
            } else if (start >= 0 && previous != null && breaks(previous, character, text.substring(start, index))) {
                units += Unit(text.substring(start, index), spaced)
                spaced = false
                start = index
                previous = character
            } else {
                if (start < 0) start = index
                previous = character
            }
        }
        if (start >= 0) units += Unit(text.substring(start), spaced)
        return units
    }

    private fun breaks(before: Char, after: Char, unit: String): Boolean {
        if (before != '-') return false
        return unit.length > 1 && unit[unit.length - 2] != '-' && after.isLetterOrDigit()
    }
}
