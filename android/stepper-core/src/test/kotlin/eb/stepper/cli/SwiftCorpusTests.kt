package eb.stepper.cli

import java.io.File
import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized

/**
 * The corpus the Swift tests write from the property tests' generator: for each case, the
 * Kotlin command line on its flags writes the Swift core's JSON byte for byte. The corpus
 * writes only configurations the command line expresses, so every case compares: a refusal
 * fails, and so does "not yet ported" unless its command line is on NotPortedList.
 */
@RunWith(Parameterized::class)
class SwiftCorpusTests(private val name: String, private val argumentsFile: File) {
    companion object {
        @JvmStatic
        @Parameterized.Parameters(name = "corpus {0}")
        fun cases(): List<Array<Any>> {
            val files = Repository.corpus.listFiles { file -> file.name.endsWith(".args") }
                ?: throw IllegalStateException("no corpus at ${Repository.corpus}: run the Swift AndroidCorpusTests")
            return files.sortedBy { it.name }.map { arrayOf(it.nameWithoutExtension, it) }
        }
    }

    private val emptyName = Regex(
        "stepper: warning: step ([0-9.]+) is given an empty name by (--step-names|--step-name \\1=), so it is drawn " +
            "unnamed; name it with --step-name \\1=NAME",
    )

    @Test
    fun kotlinWritesTheSwiftScene() {
        val arguments = listOf("render", "--format", "json") + Repository.readArguments(argumentsFile)
        val expected = File(argumentsFile.parentFile, "$name.json").readText(Charsets.UTF_8)
        val result = StepperTool.run(arguments)
        NotPortedList.check(arguments, result.status, result.error)
        // The Swift tool warns of a name given empty (only spaces) and draws the step unnamed;
        // nothing else may be said (BothToolsTests compares the warnings with the Swift tool's).
        val said = result.error.lines().filter { it.isNotEmpty() }.filterNot { emptyName.matches(it) }
        assertEquals("stderr of $arguments", emptyList<String>(), said)
        assertEquals("JSON of $arguments", expected, result.output)
    }
}
