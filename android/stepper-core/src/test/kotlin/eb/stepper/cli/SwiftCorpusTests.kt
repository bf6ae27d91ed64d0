package eb.stepper.cli

import java.io.File
import org.junit.Assert.assertEquals
import org.junit.Assume.assumeTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized

/**
 * The corpus the Swift tests write from the property tests' generator: for each case, the
 * Kotlin command line on its flags writes the Swift core's JSON byte for byte. Cases using a
 * feature not yet in the Kotlin core are skipped and counted, never passed, and so are the few
 * whose flags the Swift tool itself refuses (checked by running it).
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

    @Test
    fun kotlinWritesTheSwiftScene() {
        val arguments = listOf("render", "--format", "json") + Repository.readArguments(argumentsFile)
        val expected = File(argumentsFile.parentFile, "$name.json").readText(Charsets.UTF_8)
        val result = StepperTool.run(arguments)
        assumeTrue("corpus $name: ${result.error.trim()}", result.status != 69)
        assumeTrue(
            "corpus $name: its flags hold a NUL, which no command line can pass",
            result.status != 64 || arguments.none { it.contains('\u0000') },
        )
        if (result.status == 64 && Repository.swiftTool.canExecute()) {
            // The corpus writes a configuration's flags without running the Swift tool on them;
            // a name whose "=" carries a mark does not read back as that name. The Swift tool
            // must refuse those flags the same way, and the case says nothing about the scene.
            val swift = Repository.runSwift(arguments)
            assertEquals("the Swift tool on $arguments", swift.error, result.error)
            assumeTrue("corpus $name: its flags do not read back as its configuration", false)
        }
        assertEquals("stderr of $arguments", "", result.error)
        assertEquals("JSON of $arguments", expected, result.output)
    }
}
