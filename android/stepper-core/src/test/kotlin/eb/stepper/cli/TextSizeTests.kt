package eb.stepper.cli

import eb.stepper.core.JsonSceneWriter
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperScene
import java.io.File
import org.junit.Assert.assertEquals
import org.junit.Assert.assertNotEquals
import org.junit.Assume.assumeTrue
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
        val configuration = try {
            RenderCommand.configuration(flags)
        } catch (error: CliError.NotPorted) {
            assumeTrue("text size $name: ${error.message}", false)
            throw error
        } catch (error: CliError.Usage) {
            // A name whose "=" carries a mark does not read back as that name: the Swift tool
            // must refuse the flags the same way, and the case says nothing about text sizes.
            val arguments = listOf("render", "--format", "json") + Repository.readArguments(argumentsFile)
            assumeTrue("text size $name: its flags hold a NUL, which no command line can pass", arguments.none { '\u0000' in it })
            if (Repository.swiftTool.canExecute()) {
                assertEquals("the Swift tool on $arguments", Repository.runSwift(arguments).error, StepperTool.run(arguments).error)
            }
            assumeTrue("text size $name: its flags do not read back as its configuration", false)
            throw error
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
