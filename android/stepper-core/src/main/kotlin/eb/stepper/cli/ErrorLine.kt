package eb.stepper.cli

/** An error message made one line: line breaks, controls and bidirectional controls escaped. */
object ErrorLine {
    private val bidiControls = setOf(
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
        0x2066, 0x2067, 0x2068, 0x2069,
    )

    fun escaping(message: String): String {
        val line = StringBuilder()
        var index = 0
        while (index < message.length) {
            val scalar = message.codePointAt(index)
            index += Character.charCount(scalar)
            when (scalar) {
                '\n'.code -> line.append("\\n")
                '\r'.code -> line.append("\\r")
                '\t'.code -> line.append("\\t")
                else -> {
                    val type = Character.getType(scalar)
                    val escaped = type == Character.CONTROL.toInt() ||
                        type == Character.LINE_SEPARATOR.toInt() ||
                        type == Character.PARAGRAPH_SEPARATOR.toInt() || scalar in bidiControls
                    if (escaped) line.append("\\u{").append(Integer.toHexString(scalar).uppercase()).append("}")
                    else line.appendCodePoint(scalar)
                }
            }
        }
        return line.toString()
    }
}
