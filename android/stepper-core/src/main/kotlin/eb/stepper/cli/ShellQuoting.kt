package eb.stepper.cli

import eb.stepper.core.Graphemes

/** An argument as a POSIX shell reads it back, written as the Swift tool writes it. */
object ShellQuoting {
    private const val SAFE_PUNCTUATION = "-_=./,:+@%"

    /** `argument` as it is when it holds only safe characters, else in single quotes. */
    fun quoted(argument: String): String {
        val safe = argument.all { it.code < 128 && (it.isLetterOrDigit() || it in SAFE_PUNCTUATION) }
        if (safe && argument.isNotEmpty()) return argument
        // By characters, as a reader sees them: a quote a mark joins is not a quote.
        return "'" + Graphemes.split(argument).joinToString("") { if (it == "'") "'\\''" else it } + "'"
    }
}
