package eb.stepper.cli

import eb.stepper.core.JsonSceneWriter
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperScene
import java.io.File
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized

/**
 * Names, descriptions and the header at text sizes other than the design size (Android's font
 * scale, iOS's Dynamic Type): for configurations the Swift tests write at six sizes, the Kotlin
 * core at the same scale writes the Swift core's JSON byte for byte.
 */
@RunWith(Parameterized::class)
class TextSizeTests(private val name: String, private val argumentsFile: File) {
    companion object {
        private val directory = File(Repository.root, ".build/android/text-sizes")

        @JvmStatic
        @Parameterized.Parameters(name = "text size {0}")
        fun cases(): List<Array<Any>> {
            val files = directory.listFiles { file -> file.name.endsWith(".args") }
                ?: throw IllegalStateException("nothing at $directory: run the Swift AndroidCorpusTests")
            check(files.size >= 90) { "${files.size} text-size cases at $directory" }
            return files.sortedBy { it.name }.map { arrayOf(it.nameWithoutExtension, it) }
        }
    }

    private fun scene(scale: Double): String {
        val flags = ParsedFlags(Repository.readArguments(argumentsFile), RenderCommand.specs)
        val arguments = listOf("render", "--format", "json") + Repository.readArguments(argumentsFile)
        // The flags must read back as the configuration: a refusal fails the case, and "not yet
        // ported" does unless NotPortedList names this command line.
        val configuration = try {
            RenderCommand.configuration(flags)
        } catch (error: CliError) {
            NotPortedList.check(arguments, error.exitCode, error.message)
            throw AssertionError("text size $name: the flags $arguments are refused: ${error.message}", error)
        }
        val sized = StepperConfiguration(configuration.options.copy(textScale = scale))
        return JsonSceneWriter.write(StepperScene(sized, RenderCommand.strings(flags)))
    }

    @Test
    fun kotlinWritesTheSwiftSceneAtThatScale() {
        val scale = File(directory, "$name.scale").readText().trim().toDouble()
        val expected = File(directory, "$name.json").readText(Charsets.UTF_8)
        assertEquals("JSON of $name at ${"%.4f".format(scale)}", expected, scene(scale))
        if (!name.endsWith("-large")) {
            // The size matters: the same configuration at the design size is another scene.
            assertNotEquals("$name at the design size", expected, scene(1.0))
        }
    }
}
