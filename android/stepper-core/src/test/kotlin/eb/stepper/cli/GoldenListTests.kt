package eb.stepper.cli

import eb.stepper.core.JsonListWriter
import eb.stepper.core.StepId
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperLayoutDirection
import eb.stepper.core.StepperStatus
import eb.stepper.core.StepperStepList
import eb.stepper.core.StepperStepState
import eb.stepper.core.StepperStrings
import eb.stepper.core.StepperTheme
import java.io.File
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The "All steps" list golden files made through the Kotlin API, as the Swift renderer tests
 * make them (their sample lists): Arabic in Egypt, dark, right to left, with a failed current
 * step and an unavailable one; and names, a description and a whole table of strings full of
 * characters that markup and terminals must not take as they are.
 */
class GoldenListTests {
    private fun golden(name: String) = File(Repository.root, "Tests/StepperRenderingTests/Snapshots/$name.json")

    @Test
    fun arabicInEgyptDarkRightToLeft() {
        val configuration = StepperConfiguration(
            StepperConfiguration.Options(
                total = 5, current = StepId(3), status = StepperStatus.ERROR,
                stepNames = mapOf(StepId(1) to "السلة", StepId(2) to "العنوان", StepId(3) to "الدفع"),
                stepStates = mapOf(StepId(5) to StepperStepState.DISABLED),
                direction = StepperLayoutDirection.RIGHT_TO_LEFT, theme = StepperTheme.DARK,
            ),
        )
        val strings = StepperStrings.forLanguage("ar-EG")!!
        assertEquals(
            golden("all-steps-arabic-dark").readText(),
            JsonListWriter.write(StepperStepList(configuration, strings)),
        )
    }

    @Test
    fun namesAndStringsThatMarkupAndTerminalsMustNotTakeAsTheyAre() {
        val configuration = StepperConfiguration(
            StepperConfiguration.Options(
                total = 3, current = StepId(2),
                stepNames = mapOf(StepId(1) to "<b>Terms & \"Conditions\"</b>", StepId(2) to "O'Brien\u0007\u001B[31m"),
                stepDescriptions = mapOf(StepId(1) to "\u001B]0;title\u0007<i>read</i>"),
            ),
        )
        assertEquals(
            golden("all-steps-escaped").readText(),
            JsonListWriter.write(StepperStepList(configuration, hostileStrings)),
        )
    }

    @Test
    fun everyListGoldenFileWithoutFlagsIsMadeHere() {
        val made = setOf("all-steps-arabic-dark", "all-steps-escaped")
        val withoutFlags = Repository.goldenFiles().map { it.nameWithoutExtension }
            .filter { it !in GoldenArguments.scenes && it !in GoldenArguments.notYetMade }
        assertTrue("golden files neither made from flags nor here: ${withoutFlags - made}", (withoutFlags - made).isEmpty())
        assertEquals(made, GoldenArguments.madeThroughTheApi)
    }

    companion object {
        /** Words and templates with `<`, `&`, both quotes, escape sequences, a bell and a
         * bidirectional override in them. */
        val hostileStrings: StepperStrings = StepperStrings.ENGLISH.copy(
            stepOfTotal = "<b>Step</b> {step} & \"{total}\" 'of'\u001B[31m",
            namedStep = "{name}, <b>Step</b> {step} & \"{total}\" 'of'\u001B[31m",
            separator = ", ", success = "ok", error = "bad\u202E", allSteps = "All <steps> & \"more\"\u001B[2J",
            loading = "loading", optional = "optional", optionalCaption = "Optional",
            close = "<Close> & \"x\"\u001B[2J", upcoming = "<next>", current = "now",
            completed = "done & \"dusted\"", failed = "failed\u0007", unavailable = "n/a",
        )
    }
}
