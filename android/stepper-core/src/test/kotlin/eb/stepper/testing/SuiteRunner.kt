package eb.stepper.testing

import org.junit.runner.Description
import org.junit.runner.JUnitCore
import org.junit.runner.Request
import org.junit.runner.notification.Failure
import org.junit.runner.notification.RunListener
import kotlin.system.exitProcess

/**
 * Runs JUnit 4 test classes and prints, last, one line: `N passed, N failed, N skipped`.
 * Skipped tests (a command line on android/not-ported.tsv) are listed with their reason before
 * it, never counted as passed. More skips than `stepper.skipCeiling`, or fewer passes than
 * `stepper.passFloor`, is a failure of its own: a run that checked too little does not pass.
 */
fun main(arguments: Array<String>) {
    // Checks run before the suites (the compiles that must pass or fail, the launcher) report
    // their counts here, so that the one line counts everything.
    var passed = System.getProperty("stepper.passedBefore")?.toInt() ?: 0
    var failed = System.getProperty("stepper.failedBefore")?.toInt() ?: 0
    val skipCeiling = System.getProperty("stepper.skipCeiling")?.toInt() ?: 0
    val passFloor = System.getProperty("stepper.passFloor")?.toInt() ?: 0
    val skipped = LinkedHashMap<String, Int>()
    val failures = ArrayList<Failure>()
    val core = JUnitCore()
    core.addListener(object : RunListener() {
        private val bad = HashSet<Description>()
        override fun testFailure(failure: Failure) {
            bad += failure.description
            failures += failure
        }
        override fun testAssumptionFailure(failure: Failure) {
            bad += failure.description
            val message = failure.message ?: "skipped"
            val reason = "${failure.description.className.substringAfterLast('.')}: " +
                message.substringAfter("stepper: ", message.substringAfter(": "))
            skipped[reason] = (skipped[reason] ?: 0) + 1
        }
        override fun testFinished(description: Description) {
            if (description !in bad) passed++
        }
    })
    for (name in arguments) {
        val result = core.run(Request.aClass(Class.forName(name)))
        failed += result.failureCount
    }
    for (failure in failures.take(20)) {
        println("FAILED ${failure.description.displayName}: ${failure.message?.take(2000)}")
    }
    if (failures.size > 20) println("… and ${failures.size - 20} more failures")
    for ((reason, count) in skipped.entries.sortedByDescending { it.value }) {
        println("skipped $count: $reason")
    }
    val skips = skipped.values.sum()
    if (skips > skipCeiling) {
        println("FAILED: $skips cases skipped, over the ceiling of $skipCeiling (scripts/android-check)")
        failed++
    }
    if (passed < passFloor) {
        println("FAILED: $passed cases passed, under the floor of $passFloor (scripts/android-check)")
        failed++
    }
    println("$passed passed, $failed failed, $skips skipped")
    exitProcess(if (failed == 0) 0 else 1)
}
