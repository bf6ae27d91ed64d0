package eb.stepper.cli

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Without `--total`, the names `--labels` gives count the steps: split as the names are (`\,`
 * a comma inside a name, each trimmed, an empty entry a step without a name). `--total`, when
 * given, wins; a single name is refused with a line that says how to fix it, as Swift does. An
 * empty entry is warned of on standard error, naming the step.
 */
class LabelsTotalTests {
    private fun render(vararg flags: String) = StepperTool.run(listOf("render", "--format", "json") + flags)

    private fun warning(step: Int) =
        "stepper: warning: step $step is given an empty name by --labels, so it is drawn unnamed; " +
            "name it with --name $step=NAME\n"

    private fun total(vararg flags: String, warned: List<Int> = emptyList()): Int {
        val result = render(*flags)
        assertEquals("stderr of ${flags.toList()}", warned.joinToString("") { warning(it) }, result.error)
        return Regex("\"total\": ([0-9]+)").find(result.output)!!.groupValues[1].toInt()
    }

    @Test
    fun theNamesCountTheSteps() {
        assertEquals(3, total("--labels", "Cart,Address,Payment"))
        assertEquals(5, total("--style", "dash", "--labels", "A,B,C,D,E"))
    }

    @Test
    fun anEmptyEntryIsAStepWithoutAName() {
        assertEquals(3, total("--labels", "A,,C", warned = listOf(2)))
        assertEquals(4, total("--labels", "A,B,C,", warned = listOf(4)))
        assertEquals(4, total("--labels", " ,B,, ", warned = listOf(1, 3, 4)))
        // The same scene as the same names with the total given.
        assertEquals(render("--total", "3", "--labels", "A,,C"), render("--labels", "A,,C"))
    }

    @Test
    fun anEscapedCommaIsPartOfAName() {
        assertEquals(2, total("--labels", "Card\\, PIN,Review"))
        assertEquals(3, total("--labels", " A , B\\,C , D "))
        val result = render("--labels", "Card\\, PIN,Review")
        assertTrue(result.output, result.output.contains("{\"step\": \"1\", \"label\": \"Card, PIN, step 1 of 2, current\""))
    }

    @Test
    fun theTotalGivenWins() {
        assertEquals(6, total("--style", "dash", "--total", "6", "--labels", "A,B"))
        assertEquals(4, total("--total", "4", "--labels", "A,B"))
        // Fewer steps than names: the third name is of a step that does not exist.
        val fewer = render("--total", "2", "--labels", "A,B,C")
        assertEquals(65, fewer.status)
        assertEquals("stepper: step 3 does not exist: steps run from 1 to 2; --total 3 adds it\n", fewer.error)
    }

    @Test
    fun oneNameIsRefusedWithHowToFixIt() {
        val one = render("--labels", "Solo")
        assertEquals(64, one.status)
        assertEquals(
            "stepper: --labels gives 1 name and no --total: a stepper shows at least two steps; " +
                "give more names, or --total N\n",
            one.error,
        )
        assertEquals(64, render("--labels", "").status)
        assertEquals(64, render("--labels", "Card\\, PIN").status)
        assertEquals(65, render("--total", "1", "--labels", "Solo").status)
    }

    @Test
    fun bothToolsCountTheNamesAlike() {
        assertTrue("the Swift tool is not built: ${Repository.swiftTool}", Repository.swiftTool.canExecute())
        for ((labels, count) in listOf("Cart,,Payment" to 3, "Card\\, PIN,Review, Done " to 3, "A,B,C,D,E,F" to 6)) {
            val given = Repository.runSwift(listOf("render", "--format", "json", "--style", "dash", "--total", "$count", "--labels", labels))
            val counted = Repository.runSwift(listOf("render", "--format", "json", "--style", "dash", "--labels", labels))
            val kotlin = render("--style", "dash", "--labels", labels)
            assertEquals(labels, given.error, counted.error)
            assertEquals(labels, counted.error, kotlin.error)
            assertEquals(labels, given.output, counted.output)
            assertEquals(labels, counted.output, kotlin.output)
        }
    }
}
