package eb.stepper.cli

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * `--help`, `-h` and `help` print this tool's usage: every flag render takes, each with its help,
 * and what it refuses as not ported, which is exactly what exits 69.
 */
class ToolHelpTests {
    @Test
    fun everyHelpWordPrintsTheOverviewOrRendersHelp() {
        for (word in listOf("--help", "-h", "help")) {
            assertEquals(word, ToolResult(ToolHelp.overview, "", 0), StepperTool.run(listOf(word)))
        }
        for (arguments in listOf(
            listOf("help", "render"), listOf("render", "--help"), listOf("render", "-h"),
            listOf("render", "--format", "svg", "--bogus", "-h"),
        )) {
            assertEquals("$arguments", ToolResult(ToolHelp.render, "", 0), StepperTool.run(arguments))
        }
        // Flags alone ran render, which printed its help: the line that says so follows, as the
        // Swift tool writes it.
        val alone = StepperTool.run(listOf("--total", "4", "--help"))
        val notice = "stepper: flags without a command run render, the default: stepper render --total 4 --help\n"
        assertEquals(ToolResult(ToolHelp.render, notice, 0, notice.length), alone)
    }

    @Test
    fun aHelpWordGivenAsAFlagsValueIsThatValue() {
        val run = StepperTool.run(listOf("render", "--format", "json", "--style", "--help"))
        assertEquals(64, run.status)
        assertTrue(run.error, run.error.startsWith("stepper: --style accepts dash, bullet or circular; got '--help'"))
    }

    @Test
    fun rendersHelpNamesEveryFlagWithItsHelp() {
        for (spec in RenderFlags.specs) {
            assertTrue(spec.name, spec.help.isNotBlank())
            val column = if (spec.valueName == null) "--${spec.name}" else "--${spec.name} ${spec.valueName}"
            assertTrue(column, ToolHelp.render.lines().any { it.startsWith("  $column ") && it.endsWith(spec.help) })
        }
    }

    @Test
    fun whatTheHelpCallsNotPortedExits69AndNothingElseDoes() {
        val notPorted = ToolHelp.overview.substringAfter("NOT PORTED (exit 69): ")
        for (command in StepperTool.commands.filter { it != "render" }) {
            assertTrue(command, notPorted.contains(command))
            assertEquals(command, 69, StepperTool.run(listOf(command)).status)
            assertEquals(command, 69, StepperTool.run(listOf("help", command)).status)
        }
        for (flag in RenderFlags.notPorted) {
            assertTrue(flag, notPorted.contains("--$flag"))
            val value = RenderFlags.specs.first { it.name == flag }.valueName?.let { listOf(it.substringBefore('|')) }
            // --background goes with SVG alone (with JSON it is refused, 64, as the Swift tool does).
            val format = if (flag == "background") "svg" else "json"
            val run = StepperTool.run(listOf("render", "--format", format, "--$flag") + (value ?: emptyList()))
            assertEquals(flag, 69, run.status)
        }
        for (format in RenderFlags.formats) {
            val status = StepperTool.run(listOf("render", "--format", format)).status
            assertEquals(format, if (format == "json") 0 else 69, status)
        }
        assertEquals(69, StepperTool.run(emptyList()).status)
        assertTrue(ToolHelp.render.contains("NOT PORTED (exit 69): "))
    }
}
