package eb.stepper.cli

import kotlin.system.exitProcess

/**
 * The command line's result: what goes to standard output and error, and the exit status. The
 * Swift tool writes its notices and warnings on standard error before the output, and the notice
 * that flags alone ran render after it: the last [errorAfterOutput] characters of [error] are
 * that notice.
 */
data class ToolResult(val output: String, val error: String, val status: Int, val errorAfterOutput: Int = 0)

/**
 * The `stepper` command of the Kotlin core: `render --format json` with the Swift tool's flags,
 * answered as the Swift tool answers — its JSON, its notices and warnings, its one-line refusals
 * with did-you-mean and the flags that fix them, its help words and `--version`. What it does
 * not draw (the other commands and formats) exits 69, naming it.
 */
object StepperTool {
    /** The Swift tool's commands, in its order: a did-you-mean picks among them. */
    val commands: List<String> = listOf(
        "render", "lint", "examples", "tokens", "audit", "gallery", "demo", "bench", "docs-images",
    )

    fun run(arguments: List<String>): ToolResult {
        val first = arguments.firstOrNull()
            ?: return refusal(CliError.NotPorted("stepper with no command (the Swift tool writes example steppers)"))
        if (first in ParsedFlags.helpWords || first == "help") return help(arguments.drop(1))
        if (first == "--version") return ToolResult(versionLine, "", 0)
        if (first == "render") return render(arguments.drop(1))
        if (first in commands) return refusal(CliError.NotPorted("stepper $first"))
        if (first.startsWith("--")) {
            // Flags alone mean render; once it drew, say which command ran, so that the person
            // learns its name (a refusal stays one line).
            val result = render(arguments)
            if (result.status != 0) return result
            val line = (listOf("stepper", "render") + arguments).joinToString(" ") { ShellQuoting.quoted(it) }
            val notice = "stepper: flags without a command run render, the default: ${ErrorLine.escaping(line)}\n"
            return result.copy(error = result.error + notice, errorAfterOutput = notice.length)
        }
        return unknownCommand(first)
    }

    private val versionLine = "stepper ${ToolVersion.CURRENT}\n"

    /** `stepper help [COMMAND]`, `stepper --help`: the overview, or render's help. */
    private fun help(words: List<String>): ToolResult {
        val name = words.firstOrNull() ?: return ToolResult(ToolHelp.overview, "", 0)
        return when {
            name == "render" -> ToolResult(ToolHelp.render, "", 0)
            name in commands -> refusal(CliError.NotPorted("stepper $name"))
            else -> unknownCommand(name)
        }
    }

    /** The refusal of a word that names no command, with the nearest command's name. */
    private fun unknownCommand(word: String): ToolResult {
        val nearest = Suggestion.nearest(word, commands)?.let { "did you mean $it? " } ?: ""
        val message = "unknown command '$word'; ${nearest}commands are ${ParsedFlags.list(commands)} (see --help)"
        return ToolResult("", "stepper: ${ErrorLine.escaping(message)}\n", 64)
    }

    private fun render(arguments: List<String>): ToolResult {
        if (ParsedFlags.asks(ParsedFlags.helpWords, arguments, RenderFlags.specs)) {
            return ToolResult(ToolHelp.render, "", 0)
        }
        if (ParsedFlags.asks(setOf("--version"), arguments, RenderFlags.specs)) return ToolResult(versionLine, "", 0)
        val errors = StringBuilder()
        return try {
            val output = RenderCommand.run(arguments, errors)
            ToolResult(output, errors.toString(), 0)
        } catch (error: CliError) {
            refusal(error, errors)
        }
    }

    private fun refusal(error: CliError, before: CharSequence = ""): ToolResult =
        ToolResult("", "$before" + "stepper: ${ErrorLine.escaping(error.message)}\n", error.exitCode)
}

fun main(arguments: Array<String>) {
    val result = StepperTool.run(arguments.toList())
    val before = result.error.substring(0, result.error.length - result.errorAfterOutput)
    System.err.write(before.toByteArray(Charsets.UTF_8))
    System.err.flush()
    System.out.write(result.output.toByteArray(Charsets.UTF_8))
    System.out.flush()
    System.err.write(result.error.substring(before.length).toByteArray(Charsets.UTF_8))
    System.err.flush()
    exitProcess(result.status)
}
