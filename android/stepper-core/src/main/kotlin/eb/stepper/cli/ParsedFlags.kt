package eb.stepper.cli

import eb.stepper.core.Graphemes

/**
 * One flag a command takes: its name without the dashes, the placeholder its help shows for its
 * value (null for a switch), whether it repeats, its line of help, and the names it had before
 * (`aliases`: `state` for `step-state`), which parse as it does but are neither in the help nor
 * suggested (a near miss of one is pointed at the flag's name), and which no message names.
 */
data class FlagSpec(
    val name: String,
    val valueName: String? = null,
    val repeatable: Boolean = false,
    val help: String = "",
    val aliases: List<String> = emptyList(),
) {
    val takesValue: Boolean get() = valueName != null

    /** Whether `word` (a flag without its dashes) is this flag, by its name or an old one. */
    fun isNamed(word: String): Boolean = word == name || word in aliases
}

/** The flag `word` (without its dashes) names among `specs`, by its name or an old one. */
fun List<FlagSpec>.named(word: String): FlagSpec? = firstOrNull { it.isNamed(word) }

/**
 * "; did you mean --name?" for the flag a mistyped `word` (without dashes) is nearest to, among
 * the flags' names and then their old ones, named by its name: `--titel`, near the old `--title`,
 * is pointed at `--header`. "" when no flag is near.
 */
fun List<FlagSpec>.didYouMean(word: String): String {
    val names = map { it.name }
    val aliases = flatMap { spec -> spec.aliases.map { it to spec.name } }
    val nearest = Suggestion.nearest(word, names + aliases.map { it.first }) ?: return ""
    val name = if (nearest in names) nearest else aliases.first { it.first == nearest }.second
    return "; did you mean --$name?"
}

/**
 * The flags of one command line, parsed as the Swift tool parses them. A flag given by an old
 * name is stored, and named in every message, by its name.
 */
class ParsedFlags(arguments: List<String>, specs: List<FlagSpec>) {
    private val values = LinkedHashMap<String, MutableList<String>>()
    private val switches = HashSet<String>()

    init {
        var index = 0
        while (index < arguments.size) {
            val argument = arguments[index++]
            // Read by characters, as the Swift tool reads a String: "--\u0301x" does not start
            // with two dashes, and "=" followed by a mark is not an "=".
            val characters = Graphemes.split(argument)
            if (characters.size <= 2 || characters[0] != "-" || characters[1] != "-") {
                val word = characters.dropWhile { it == "-" }.joinToString("")
                val hint = specs.didYouMean(word)
                throw CliError.Usage("unexpected argument '$argument'; flags start with --$hint (see --help)")
            }
            val body = characters.drop(2)
            val equals = body.indexOf("=")
            val word = (if (equals < 0) body else body.subList(0, equals)).joinToString("")
            val spec = specs.named(word) ?: throw CliError.Usage(
                "unknown flag --$word${specs.didYouMean(word)} (see --help)",
            )
            val name = spec.name
            if (!spec.takesValue) {
                if (equals >= 0) throw CliError.Usage("--$name takes no value")
                switches += name
                continue
            }
            val value = when {
                equals >= 0 -> body.subList(equals + 1, body.size).joinToString("")
                index < arguments.size -> arguments[index++]
                else -> throw CliError.Usage("--$name needs a value: ${spec.valueName}")
            }
            if (values[name] != null && !spec.repeatable) {
                throw CliError.Usage("--$name is given more than once; it takes one value")
            }
            values.getOrPut(name) { mutableListOf() } += value
        }
    }

    fun has(name: String): Boolean = name in switches
    fun value(name: String): String? = values[name]?.last()
    fun all(name: String): List<String> = values[name] ?: emptyList()
    fun isGiven(name: String): Boolean = has(name) || values.containsKey(name)

    /** A whole number, as Swift's `Int(text)` reads one. */
    fun integer(name: String): Long? {
        val text = value(name) ?: return null
        return parseInteger(text) ?: throw CliError.Usage("--$name accepts a whole number; got '$text'")
    }

    fun points(name: String): Double? {
        val text = value(name) ?: return null
        return eb.stepper.core.SwiftDouble.parse(text)
            ?: throw CliError.Usage("--$name accepts a number of points; got '$text'")
    }

    fun <T> choice(name: String, choices: List<Pair<String, T>>): T? {
        val text = value(name) ?: return null
        return choices.firstOrNull { it.first == text }?.second
            ?: throw CliError.Usage(
                "--$name accepts ${list(choices.map { it.first })}; got '$text'" +
                    Suggestion.didYouMean(text, choices.map { it.first }),
            )
    }

    companion object {
        /** The words that ask for a command's help where a flag would stand. */
        val helpWords: Set<String> = setOf("--help", "-h")

        /**
         * Whether one of `words` stands where a flag would, rather than as the value of the flag
         * before it (`--style --help` gives `--style` the value "--help"). Unknown flags and
         * switches take no value here, and the words before need not parse, so that help and the
         * version answer even a command line that went wrong.
         */
        fun asks(words: Set<String>, arguments: List<String>, specs: List<FlagSpec>): Boolean {
            var index = 0
            while (index < arguments.size) {
                val argument = arguments[index++]
                if (argument in words) return true
                if (!argument.startsWith("--") || argument.contains('=')) continue
                if (specs.named(argument.substring(2))?.takesValue == true) index++
            }
            return false
        }

        /** "a, b or c". */
        fun list(items: List<String>): String =
            if (items.size <= 1) items.firstOrNull() ?: ""
            else items.dropLast(1).joinToString(", ") + " or " + items.last()

        fun parseInteger(text: String): Long? {
            val body = text.removePrefix("+").removePrefix("-")
            if (body.isEmpty() || !body.all { it in '0'..'9' } || text.startsWith("+-")) return null
            return text.removePrefix("+").toLongOrNull()
        }
    }
}
