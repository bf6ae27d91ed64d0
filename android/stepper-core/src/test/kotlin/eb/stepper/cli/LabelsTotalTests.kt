package eb.stepper.cli

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Without `--total`, the names `--step-names` gives count the steps: split as the names are (`\,`
 * a comma inside a name, each trimmed, an empty entry a step without a name). `--total`, when
 * given, wins; a single name is refused with a line that says how to fix it, as Swift does. An
 * empty entry is warned of on standard error, naming the step.
 */
class LabelsTotalTests {
    private fun render(vararg flags: String) = StepperTool.run(listOf("render", "--format", "json") + flags)

    private fun warning(step: Int) =
        "stepper: warning: step $step is given an empty name by --step-names, so it is drawn unnamed; " +
            "name it with --step-name $step=NAME\n"

    private fun total(vararg flags: String, warned: List<Int> = emptyList()): Int {
        val result = render(*flags)
        assertEquals("stderr of ${flags.toList()}", warned.joinToString("") { warning(it) }, result.error)
        return Regex("\"total\": ([0-9]+)").find(result.output)!!.groupValues[1].toInt()
    }

    @Test
    fun theNamesCountTheSteps() {
        assertEquals(3, total("--step-names", "Cart,Address,Payment"))
        assertEquals(5, total("--style", "dash", "--step-names", "A,B,C,D,E"))
    }

    @Test
    fun anEmptyEntryIsAStepWithoutAName() {
        assertEquals(3, total("--step-names", "A,,C", warned = listOf(2)))
        assertEquals(4, total("--step-names", "A,B,C,", warned = listOf(4)))
        assertEquals(4, total("--step-names", " ,B,, ", warned = listOf(1, 3, 4)))
        // The same scene as the same names with the total given.
        assertEquals(render("--total", "3", "--step-names", "A,,C"), render("--step-names", "A,,C"))
    }

    @Test
    fun anEscapedCommaIsPartOfAName() {
        assertEquals(2, total("--step-names", "Card\\, PIN,Review"))
        assertEquals(3, total("--step-names", " A , B\\,C , D "))
        val result = render("--step-names", "Card\\, PIN,Review")
        assertTrue(result.output, result.output.contains("{\"step\": \"1\", \"label\": \"Card, PIN, step 1 of 2, current\""))
    }

    @Test
    fun theTotalGivenWins() {
        assertEquals(6, total("--style", "dash", "--total", "6", "--step-names", "A,B"))
        assertEquals(4, total("--total", "4", "--step-names", "A,B"))
        // Fewer steps than names: the third name is of a step that does not exist.
        val fewer = render("--total", "2", "--step-names", "A,B,C")
        assertEquals(65, fewer.status)
        assertEquals("stepper: step 3 does not exist: steps run from 1 to 2; --total 3 adds it\n", fewer.error)
    }

    @Test
    fun oneNameIsRefusedWithHowToFixIt() {
        val one = render("--step-names", "Solo")
        assertEquals(64, one.status)
        assertEquals(
            "stepper: --step-names gives 1 name and no --total: a stepper shows at least two steps; " +
                "give more names, or --total N\n",
            one.error,
        )
        assertEquals(64, render("--step-names", "").status)
        assertEquals(64, render("--step-names", "Card\\, PIN").status)
        assertEquals(65, render("--total", "1", "--step-names", "Solo").status)
    }

    @Test
    fun bothToolsCountTheNamesAlike() {
        assertTrue("the Swift tool is not built: ${Repository.swiftTool}", Repository.swiftTool.canExecute())
        for ((labels, count) in listOf("Cart,,Payment" to 3, "Card\\, PIN,Review, Done " to 3, "A,B,C,D,E,F" to 6)) {
            val given = Repository.runSwift(listOf("render", "--format", "json", "--style", "dash", "--total", "$count", "--step-names", labels))
            val counted = Repository.runSwift(listOf("render", "--format", "json", "--style", "dash", "--step-names", labels))
            val kotlin = render("--style", "dash", "--step-names", labels)
            assertEquals(labels, given.error, counted.error)
            assertEquals(labels, counted.error, kotlin.error)
            assertEquals(labels, given.output, counted.output)
            assertEquals(labels, counted.output, kotlin.output)
        }
    }
}
