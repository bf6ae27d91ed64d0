package eb.stepper.cli

import java.io.File
import org.junit.Assert.assertEquals
import org.junit.Test

/** The version both tools print is CHANGELOG.md's newest released heading, not a second number. */
class ToolVersionTests {
    @Test
    fun theVersionIsTheChangelogsNewestRelease() {
        val released = File(Repository.root, "CHANGELOG.md").readLines(Charsets.UTF_8)
            .first { it.startsWith("## ") && it.getOrNull(3)?.isDigit() == true }
        assertEquals(released.removePrefix("## "), ToolVersion.CURRENT)
    }

    @Test
    fun theVersionIsTheSwiftToolsLine() {
        val swift = File(Repository.root, "Sources/StepperCLI/ToolVersion.swift").readText(Charsets.UTF_8)
        val line = Regex("""static let current = "([^"]*)"""").find(swift)?.groupValues?.get(1)
        assertEquals(line, ToolVersion.CURRENT)
    }

    @Test
    fun versionPrintsIt() {
        for (arguments in listOf(listOf("--version"), listOf("render", "--version"), listOf("render", "-h", "--version"))) {
            val run = StepperTool.run(arguments)
            val expected = if (arguments.contains("-h")) ToolHelp.render else "stepper ${ToolVersion.CURRENT}\n"
            assertEquals("$arguments", ToolResult(expected, "", 0), run)
        }
    }
}
