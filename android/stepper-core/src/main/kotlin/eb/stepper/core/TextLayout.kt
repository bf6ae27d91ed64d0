package eb.stepper.core

/**
 * Text broken into at most `maxLines` lines of `maxWidth` points at its spaces (and after a
 * hyphen inside a word); what does not fit ends with an ellipsis, a word too wide for a line is
 * cut (docs: Long and real flows, names).
 */
class TextLayout(val text: String, maxWidth: Double, maxLines: Int, private val style: StepperTextStyle) {
    val lines: List<String>
    val isTruncated: Boolean
    val width: Double

    private class Line(val first: Int, var end: Int, var text: String, val isClosed: Boolean)

    init {
        val units = LineBreaks.units(text)
        val limit = maxOf(1, maxLines)
        val room = maxWidth + 1e-9
        val lines = ArrayList<Line>()
        var needsMoreLines = false
        var cutWord = false
        var index = 0
        while (index < units.size) {
            val unit = units[index]
            val last = lines.lastOrNull()
            if (last != null && !last.isClosed) {
                val joined = last.text + (if (unit.followsSpace) " " else "") + unit.text
                if (style.width(joined) <= room) {
                    last.end = index + 1
                    last.text = joined
                    index += 1
                    continue
                }
            }
            if (lines.size == limit) {
                needsMoreLines = true
                break
            }
            if (style.width(unit.text) <= room) {
                lines += Line(index, index + 1, unit.text, false)
            } else {
                lines += Line(index, index + 1, cut(unit.text, room), true)
                cutWord = true
                break
            }
            index += 1
        }
        val last = lines.lastOrNull()
        if (needsMoreLines && last != null && !last.isClosed) {
            last.text = ellipsized(units.subList(last.first, last.end), room)
        }
        this.lines = lines.map { it.text }
        isTruncated = needsMoreLines || cutWord
        width = this.lines.maxOfOrNull { style.width(it) } ?: 0.0
    }

    private fun ellipsized(units: List<LineBreaks.Unit>, room: Double): String {
        val texts = ArrayList<String>()
        var joined = ""
        for (unit in units) {
            joined += (if (joined.isEmpty() || !unit.followsSpace) "" else " ") + unit.text
            texts += joined
        }
        for (text in texts.asReversed()) if (style.width(text + ELLIPSIS) <= room) return text + ELLIPSIS
        return cut(units.firstOrNull()?.text ?: "", room)
    }

    private fun cut(word: String, room: Double): String {
        val characters = Graphemes.split(word)
        var end = 0
        while (end < characters.size) {
            if (style.width(characters.subList(0, end + 1).joinToString("") + ELLIPSIS) > room) break
            end += 1
        }
        while (end > 0 && InterText.isWhitespace(Graphemes.first(characters[end - 1]))) end -= 1
        return characters.subList(0, end).joinToString("") + ELLIPSIS
    }

    companion object {
        const val ELLIPSIS = "\u2026"
    }
}
