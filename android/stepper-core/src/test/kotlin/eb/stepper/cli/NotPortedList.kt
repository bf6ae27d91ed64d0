package eb.stepper.cli

import java.io.File
import org.junit.Assert.fail
import org.junit.Assume.assumeTrue

/**
 * The command lines the Kotlin tool may answer "not yet ported" (exit 69) for, each with its
 * reason: android/not-ported.tsv. Every other 69 fails its case, so a feature left out of the
 * port cannot pass as a skip.
 */
object NotPortedList {
    val file: File = File(Repository.root, "android/not-ported.tsv")

    /** The listed command lines, each with its reason. */
    val entries: Map<List<String>, String> by lazy {
        file.readLines(Charsets.UTF_8).filter { it.isNotBlank() && !it.startsWith("#") }.associate { line ->
            val fields = line.split('\t')
            require(fields.size >= 2 && fields[0].isNotBlank()) { "$file: a reason, then the arguments: $line" }
            fields.drop(1).map(Repository::decodeJsonString) to fields[0]
        }
    }

    /**
     * Nothing when the tool did not answer 69; otherwise skips the case when `arguments` is
     * listed (with the listed reason), and fails it when not.
     */
    fun check(arguments: List<String>, status: Int, error: String) {
        if (status != 69) return
        val reason = entries[arguments]
            ?: fail("not ported, and not on android/not-ported.tsv: ${error.trim()} (arguments $arguments)")
        assumeTrue("listed as not yet ported: $reason", false)
    }
}
