package eb.stepper.cli

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * `--help`, `-h` and `help` print this tool's usage: every flag render takes, each with its help,
 * and what it refuses as not ported, which is exactly what exits 69. The flags' old names are
 * hidden: they parse as the new ones, but no help, suggestion or message names them.
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

    private fun render(vararg flags: String) = StepperTool.run(listOf("render", "--format", "json") + flags)

    /** Whether `text` names `--flag` as a whole flag (not as the start of a longer one). */
    private fun names(text: String, flag: String) = Regex("(?<![\\w-])--${Regex.escape(flag)}(?![\\w-])").containsMatchIn(text)

    @Test
    fun theOldNamesParseAsTheNewOnesAndAreNamedNowhere() {
        val renamed = mapOf(
            "state" to listOf("step-state", "2=error"), "labels" to listOf("step-names", "Cart,Address"),
            "name" to listOf("step-name", "2=Address"), "description" to listOf("step-description", "1=3 items"),
            "title" to listOf("header"), "icon" to listOf("step-icon", "2=truck"),
            "optional" to listOf("optional-step", "2"), "estimated-total" to listOf("total-estimated"),
        )
        val aliases = RenderFlags.specs.flatMap { it.aliases }
        assertEquals(renamed.keys + "offset", aliases.toSet())
        for ((old, new) in renamed) {
            val value = new.drop(1)
            val before = render("--total", "4", "--current", "2", "--$old", *value.toTypedArray())
            assertEquals(old, 0, before.status)
            assertEquals(old, render("--total", "4", "--current", "2", "--${new[0]}", *value.toTypedArray()), before)
        }
        assertEquals(
            render("--total", "20", "--viewport", "300", "--scroll-offset", "40"),
            render("--total", "20", "--viewport", "300", "--offset", "40"),
        )
        for (alias in aliases) {
            assertTrue(alias, !names(ToolHelp.render, alias) && !names(ToolHelp.overview, alias))
            // A near miss of an old name is pointed at a new name, never at the old one.
            val missed = render("--${alias.dropLast(1)}", "2")
            assertEquals(alias, 64, missed.status)
            val flag = RenderFlags.specs.first { alias in it.aliases }.name
            assertEquals(
                "stepper: unknown flag --${alias.dropLast(1)}; did you mean --$flag? (see --help)\n",
                missed.error,
            )
            assertTrue(missed.error, !names(missed.error.substringAfter("did you mean"), alias))
        }
        assertEquals(
            "stepper: unknown flag --step-stat; did you mean --step-state? (see --help)\n",
            render("--step-stat", "2=error").error,
        )
        // Refusals name the flag by its new name, however it was given.
        assertEquals(
            "stepper: --step-state accepts STEP=STATE, such as 3=error; got '2'\n", render("--state", "2").error,
        )
        assertEquals("stepper: --header takes no value\n", render("--title=yes").error)
        assertEquals(
            "stepper: --step-names is given more than once; it takes one value\n",
            render("--labels", "A,B", "--step-names", "C,D").error,
        )
    }

    @Test
    fun increaseContrastIsContrastHigh() {
        val high = render("--contrast", "high", "--style", "bullet", "--total", "5", "--status", "error")
        assertEquals(0, high.status)
        assertEquals(high, render("--increase-contrast", "--style", "bullet", "--total", "5", "--status", "error"))
        assertTrue(high != render("--style", "bullet", "--total", "5", "--status", "error"))
    }
}
