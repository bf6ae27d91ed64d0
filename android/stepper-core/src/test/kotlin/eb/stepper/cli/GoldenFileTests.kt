package eb.stepper.cli

import java.io.File
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assume.assumeTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized

/**
 * Every JSON golden file under Tests/ is written byte for byte by the Kotlin command line from
 * the flags that make it (GoldenArguments); a golden file of a feature not yet in the Kotlin
 * core is reported as skipped, by name, never as passed, and only when GoldenArguments or
 * NotPortedList gives its reason. The lists made with strings no flag
 * gives are written through the Kotlin API instead (GoldenListTests).
 */
@RunWith(Parameterized::class)
class GoldenFileTests(private val name: String, private val file: File) {
    companion object {
        @JvmStatic
        @Parameterized.Parameters(name = "{0}")
        fun files(): List<Array<Any>> =
            Repository.goldenFiles()
                .filter { it.nameWithoutExtension in GoldenArguments.scenes || it.nameWithoutExtension !in GoldenArguments.madeThroughTheApi }
                .map { arrayOf(it.nameWithoutExtension, it) }
    }

    /** The flags that make this golden file; a file the Kotlin core cannot make yet is skipped
     * with its reason, and one in neither map fails. */
    private fun arguments(): List<String> {
        val arguments = GoldenArguments.scenes[name]
        val reason = GoldenArguments.notYetMade[name]
        assertTrue("$name: no flags in GoldenArguments, and no reason it is not made", arguments != null || reason != null)
        assumeTrue("$name: $reason", arguments != null)
        return arguments!!
    }

    @Test
    fun kotlinWritesTheGoldenFile() {
        val arguments = arguments()
        val result = StepperTool.run(arguments)
        NotPortedList.check(arguments, result.status, result.error)
        assertEquals("stderr of $arguments", "", result.error)
        assertEquals(file.readText(Charsets.UTF_8), result.output)
    }

    @Test
    fun swiftWritesTheGoldenFileFromTheSameFlags() {
        val arguments = arguments()
        assertTrue("the Swift tool is not built: ${Repository.swiftTool}", Repository.swiftTool.canExecute())
        val result = Repository.runSwift(arguments)
        assertEquals("stderr of $arguments", "", result.error)
        assertEquals(file.readText(Charsets.UTF_8), result.output)
    }
}
