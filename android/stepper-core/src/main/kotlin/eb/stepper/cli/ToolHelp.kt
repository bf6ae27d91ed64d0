package eb.stepper.cli

/**
 * What `android/bin/stepper --help` and `render --help` print: this tool's usage, its flags, and
 * what of the Swift tool it refuses as not ported (exit 69) (android/README.md).
 */
object ToolHelp {
    val overview: String = """
        |stepper (the Kotlin core) — draws the design system's step progress indicator as the
        |Swift tool's JSON, byte for byte.
        |
        |USAGE: stepper render --format json [flags]
        |       stepper [flags]    (runs render, the default command, and says so on stderr)
        |       stepper --version  (the package version, the Swift tool's)
        |
        |COMMANDS:
        |  render  Draws one stepper as JSON (the scene as data), or its "All steps" list.
        |
        |NOT PORTED (exit 69): ${notPorted()}.
        |
        |See `stepper render --help` (or -h, or `stepper help render`) for render's flags.
        |
    """.trimMargin()

    val render: String = buildString {
        val specs = RenderFlags.specs
        val width = (specs.maxOf { column(it).length }) + 2
        append("USAGE: stepper render --format json [flags]\n\n")
        append("Draws one stepper as JSON, the scene as data, as the Swift tool's render --format json.\n")
        append("\nOPTIONS:\n")
        for (spec in specs) append("  ").append(column(spec).padEnd(width)).append(spec.help).append('\n')
        append("  ").append("-h, --help".padEnd(width)).append("Show this help.\n")
        append("  ").append("--version".padEnd(width)).append("Show the package version.\n")
        append("\nNOT PORTED (exit 69): ${notPorted()}.\n")
    }

    private fun column(spec: FlagSpec): String =
        if (spec.valueName == null) "--${spec.name}"
        else "--${spec.name} ${spec.valueName}" + if (spec.repeatable) " ..." else ""

    private fun notPorted(): String {
        val formats = RenderFlags.formats.filter { it != "json" }.joinToString("|")
        val flags = RenderFlags.notPorted.map { "--$it" }
        val commands = StepperTool.commands.filter { it != "render" }
        fun and(items: List<String>) = items.dropLast(1).joinToString(", ") + " and " + items.last()
        return "the Swift tool's commands ${and(commands)}, and stepper with no command; " +
            "render's --format $formats, and its flags ${and(flags)}"
    }
}
