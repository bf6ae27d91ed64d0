package eb.stepper.cli

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized

/**
 * Whole command lines, not only `render --format json`: both tools answer a mistyped command,
 * `help`, `--version` and flags without a command the same, on standard output, standard error
 * (notices before the output, the "flags alone ran render" line after it) and in the exit status.
 */
@RunWith(Parameterized::class)
class BothToolsCommandTests(private val name: String, private val arguments: List<String>) {
    companion object {
        private val lines: List<List<String>> = listOf(
            listOf("rendr"),
            listOf("gallry"),
            listOf("zzz"),
            listOf("-x"),
            listOf("help", "rendr"),
            listOf("--version"),
            listOf("render", "--version"),
            listOf("render", "--format", "json", "--total", "4", "--version"),
            listOf("render", "--style", "--version"),
            listOf("--total", "4", "--version"),
            listOf("render", "--format", "svg", "--style", "round"),
            listOf("render", "--format", "html", "--background", "transparent"),
            listOf("render", "--format", "svg", "--list"),
            listOf("render", "--format", "ansi", "--from", "2/3", "--total", "4"),
            listOf("render", "--format", "json", "--style", "round", "--tokens", "missing.json"),
            listOf("--total", "4", "--format", "json"),
            listOf("--format", "json", "--step-names", "Cart,Don't,Pay"),
            listOf("--totl", "4"),
            listOf("render", "--format", "json", "--step-stat", "2=error"),
            listOf("render", "--format", "json", "--titl"),
            listOf("render", "--format", "json", "--label", "A,B"),
            listOf("render", "--format", "json", "--state", "2=errr"),
            listOf("--format", "json", "--total", "12"),
            listOf("--"),
            listOf("render", "--format", "json", "total"),
            listOf("render", "--format", "json", "-total", "4"),
            listOf("render", "--format", "json", "--\u0301total", "4"),
            listOf("render", "--format", "json", "--header=\u0301"),
            listOf("render", "--format", "json", "--format", "jsn"),
            listOf("render", "--format", "jsonn"),
            listOf("render", "--format", "json", "--axis", "vert"),
            listOf("render", "--format", "json", "--text-size", "accessibility"),
            listOf("render", "--format", "json", "--step-state", "2=errr"),
            listOf("render", "--format", "json", "--length", "16"),
            listOf("render", "--format", "json", "--style", "bullet", "--total", "40", "--length", "100"),
            listOf("render", "--format", "json", "--style", "dash", "--total", "30"),
            listOf("render", "--format", "json", "--total", "200000", "--from", "3/4"),
            listOf("render", "--format", "json", "--total", "200000", "--current", "0"),
            listOf("render", "--format", "json", "--total", "300000000"),
            listOf("render", "--format", "json", "--total", "12", "--no-scroll"),
            listOf("render", "--format", "json", "--step-names", "A,,C,", "--step-name", "3=", "--step-name", "4=D"),
            listOf("render", "--format", "json", "--total", "4", "--substeps", "2=2", "--step-name", "2.2= ", "--step-name", "3.1="),
            listOf("render", "--format", "json", "--total", "4", "--current", "2.2", "--substeps", "2=1"),
            listOf("render", "--format", "json", "--total", "4", "--max-visible", "4", "--viewport", "300"),
        )

        @JvmStatic
        @Parameterized.Parameters(name = "{0}")
        fun cases(): List<Array<Any>> = lines.mapIndexed { index, arguments ->
            arrayOf("same command line ${index + 1}: ${arguments.joinToString(" ").take(60)}", arguments)
        }
    }

    @Test
    fun bothToolsAnswerTheSame() {
        assertTrue("the Swift tool is not built: ${Repository.swiftTool}", Repository.swiftTool.canExecute())
        val kotlin = StepperTool.run(arguments)
        NotPortedList.check(arguments, kotlin.status, kotlin.error)
        val swift = Repository.runSwift(arguments)
        assertEquals("stderr of $arguments", swift.error, kotlin.error)
        assertEquals("exit status of $arguments", swift.status, kotlin.status)
        assertEquals("output of $arguments", swift.output, kotlin.output)
    }
}
