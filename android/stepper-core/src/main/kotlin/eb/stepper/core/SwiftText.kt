package eb.stepper.core

/** Text quoted as the Swift core's messages quote it: `"a\"b"`, a control character as `\u{1B}`. */
object SwiftText {
    fun reflecting(text: String): String {
        val out = StringBuilder("\"")
        var index = 0
        while (index < text.length) {
            val scalar = text.codePointAt(index)
            index += Character.charCount(scalar)
            when (scalar) {
                0 -> out.append("\\0")
                '\t'.code -> out.append("\\t")
                '\n'.code -> out.append("\\n")
                '\r'.code -> out.append("\\r")
                '"'.code -> out.append("\\\"")
                '\''.code -> out.append("\\'")
                '\\'.code -> out.append("\\\\")
                else -> if (scalar < 0x20 || scalar == 0x7F) {
                    out.append("\\u{").append(Integer.toHexString(scalar).uppercase()).append("}")
                } else out.appendCodePoint(scalar)
            }
        }
        return out.append('"').toString()
    }
}
