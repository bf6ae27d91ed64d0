package eb.stepper.cli

import java.io.File
import java.util.concurrent.TimeUnit

/** Where the tests find the package: its golden files, the corpus, the Swift tool. */
object Repository {
    val root: File = File(System.getProperty("stepper.root") ?: ".").absoluteFile

    val corpus: File = File(System.getProperty("stepper.corpus") ?: File(root, ".build/android/corpus").path)

    val swiftTool: File = File(root, ".build/debug/stepper")

    /** Every JSON golden file under Tests/, by path. */
    fun goldenFiles(): List<File> =
        File(root, "Tests").walkTopDown().filter { it.isFile && it.name.endsWith(".json") }
            .sortedBy { it.path }.toList()

    /** Runs the Swift `stepper` with `arguments`. */
    fun runSwift(arguments: List<String>): ToolResult {
        val process = ProcessBuilder(listOf(swiftTool.path) + arguments).directory(root).start()
        process.outputStream.close()
        val output = process.inputStream.readBytes().toString(Charsets.UTF_8)
        val error = process.errorStream.readBytes().toString(Charsets.UTF_8)
        process.waitFor(60, TimeUnit.SECONDS)
        return ToolResult(output, error, process.exitValue())
    }

    /** The JSON strings of a corpus `.args` file, one argument a line. */
    fun readArguments(file: File): List<String> =
        file.readText(Charsets.UTF_8).split('\n').filter { it.isNotEmpty() }.map(::decodeJsonString)

    /** The string a JSON string literal (quotes included) writes. */
    fun decodeJsonString(text: String): String {
        require(text.length >= 2 && text.first() == '"' && text.last() == '"') { "not a JSON string: $text" }
        val out = StringBuilder()
        var index = 1
        while (index < text.length - 1) {
            val character = text[index++]
            if (character != '\\') {
                out.append(character)
                continue
            }
            when (val escape = text[index++]) {
                'n' -> out.append('\n')
                'r' -> out.append('\r')
                't' -> out.append('\t')
                'u' -> {
                    out.append(text.substring(index, index + 4).toInt(16).toChar())
                    index += 4
                }
                else -> out.append(escape)
            }
        }
        return out.toString()
    }
}
