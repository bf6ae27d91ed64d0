package eb.stepper.cli

import kotlin.system.exitProcess

/** The command line's result: what goes to standard output and error, and the exit status. */
data class ToolResult(val output: String, val error: String, val status: Int)

/** The `stepper` command of the Kotlin core: `render` with the Swift tool's flags, as JSON. */
object StepperTool {
    fun run(arguments: List<String>): ToolResult {
        val first = arguments.firstOrNull()
        val flags = when {
            first == "render" -> arguments.drop(1)
            first != null && first.startsWith("--") -> arguments
            else -> return ToolResult(
                "", "stepper: ${ErrorLine.escaping("the Kotlin core runs only: stepper render --format json FLAGS")}\n", 64,
            )
        }
        return try {
            ToolResult(RenderCommand.run(flags), "", 0)
        } catch (error: CliError) {
            ToolResult("", "stepper: ${ErrorLine.escaping(error.message)}\n", error.exitCode)
        }
    }
}

fun main(arguments: Array<String>) {
    val result = StepperTool.run(arguments.toList())
    System.out.write(result.output.toByteArray(Charsets.UTF_8))
    System.out.flush()
    System.err.write(result.error.toByteArray(Charsets.UTF_8))
    System.err.flush()
    exitProcess(result.status)
}
