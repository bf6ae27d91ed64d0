package eb.stepper.cli

/** One flag the `render` command takes: its name, whether it takes a value, and repeats. */
data class FlagSpec(val name: String, val takesValue: Boolean = true, val repeatable: Boolean = false)

/** The flags of one command line, parsed as the Swift tool parses them. */
class ParsedFlags(arguments: List<String>, specs: List<FlagSpec>) {
    private val values = LinkedHashMap<String, MutableList<String>>()
    private val switches = HashSet<String>()

    init {
        var index = 0
        while (index < arguments.size) {
            val argument = arguments[index++]
            if (!argument.startsWith("--") || argument.length <= 2) {
                throw CliError.Usage("unexpected argument '$argument'; flags start with -- (see --help)")
            }
            val body = argument.substring(2)
            val name = body.substringBefore('=')
            val spec = specs.firstOrNull { it.name == name }
                ?: throw CliError.Usage("unknown flag --$name (see --help)")
            if (!spec.takesValue) {
                if (body.contains('=')) throw CliError.Usage("--$name takes no value")
                switches += name
                continue
            }
            val value = when {
                body.contains('=') -> body.substringAfter('=')
                index < arguments.size -> arguments[index++]
                else -> throw CliError.Usage("--$name needs a value: ${valueNames[name] ?: ""}")
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
            ?: throw CliError.Usage("--$name accepts ${list(choices.map { it.first })}; got '$text'")
    }

    companion object {
        /** "a, b or c". */
        fun list(items: List<String>): String =
            if (items.size <= 1) items.firstOrNull() ?: ""
            else items.dropLast(1).joinToString(", ") + " or " + items.last()

        fun parseInteger(text: String): Long? {
            val body = text.removePrefix("+").removePrefix("-")
            if (body.isEmpty() || !body.all { it in '0'..'9' } || text.startsWith("+-")) return null
            return text.removePrefix("+").toLongOrNull()
        }

        private val valueNames = mapOf(
            "style" to "dash|bullet|circular", "total" to "N", "current" to "N|N.M",
            "status" to "default|success|error", "first-number" to "N",
            "axis" to "horizontal|vertical", "direction" to "ltr|rtl", "locale" to "LOCALE",
            "theme" to "light|dark", "tokens" to "FILE", "length" to "POINTS",
            "state" to "STEP=STATE", "labels" to "NAMES", "name" to "STEP=NAME",
            "description" to "STEP=TEXT", "substeps" to "STEP=COUNT", "viewport" to "POINTS",
            "offset" to "POINTS", "icon" to "STEP=NAME", "optional" to "STEP", "max-visible" to "N",
            "step-progress" to "FRACTION", "contrast" to "standard|high|system", "format" to "svg|json|html|page|ansi",
            "background" to "surface|transparent", "from" to "CURRENT/TOTAL", "output" to "FILE",
            "text-size" to "CATEGORY",
        )
    }
}
