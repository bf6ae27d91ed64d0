package eb.stepper.cli

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized

/**
 * The Kotlin and Swift command lines given the same flags answer the same: the same JSON, or
 * the same one-line refusal on standard error with the same exit status (65 for a configuration
 * the core refuses, 64 for flags it cannot read).
 */
@RunWith(Parameterized::class)
class BothToolsTests(private val name: String, private val arguments: List<String>) {
    companion object {
        private val lines: List<List<String>> = listOf(
            listOf("--total", "4", "--current", "2", "--disabled", "--tappable"),
            listOf("--style", "dash", "--total", "6", "--current", "6", "--status", "success", "--disabled"),
            listOf("--step-names", "Solo"),
            listOf("--step-names", "Cart,Address,Payment,Review", "--header"),
            listOf("--total", "1"),
            listOf("--total", "4", "--current", "5"),
            listOf("--total", "4", "--current", "0"),
            listOf("--total", "-9223372036854775808"),
            listOf("--length", "nan"),
            listOf("--length", "-1"),
            listOf("--length", "1e15"),
            listOf("--length", "1e308"),
            listOf("--length", "0x10"),
            listOf("--total", "6", "--length", "100"),
            listOf("--style", "dash", "--total", "80", "--length", "300"),
            listOf("--total", "20", "--viewport", "10"),
            listOf("--total", "20", "--viewport", "1e9"),
            listOf("--total", "20", "--viewport", "inf"),
            listOf("--length", "300", "--viewport", "300"),
            listOf("--style", "dash", "--total", "200000"),
            listOf("--total", "200000000", "--viewport", "375"),
            listOf("--status", "success", "--total", "4", "--current", "2"),
            listOf("--substeps", "2=0"),
            listOf("--substeps", "9=1", "--total", "4"),
            listOf("--substeps", "2=100", "--total", "4"),
            listOf("--step-state", "7=error", "--total", "4"),
            listOf("--step-state", "2.3=error", "--substeps", "2=2", "--total", "4"),
            listOf("--step-state", "3.1=error", "--total", "4"),
            listOf("--current", "2.1", "--total", "4"),
            listOf("--first-number", "0"),
            listOf("--first-number", "99999999", "--total", "4"),
            listOf("--scroll-offset", "10"),
            listOf("--scroll-offset", "inf"),
            listOf("--scroll-offset", "inf", "--viewport", "300", "--total", "20"),
            listOf("--viewport", "100", "--no-scroll", "--total", "20"),
            listOf("--total", "2.5"),
            listOf("--style", "round"),
            listOf("--current", "2.x"),
            listOf("--step-state", "2"),
            listOf("--step-state", "2=done"),
            listOf("--bogus"),
            listOf("--total"),
            listOf("--tappable=yes"),
            listOf("--total", "3", "--total", "4"),
            listOf("stray"),
            listOf("--style", "bullet", "--total", "30", "--current", "17", "--viewport", "200", "--tappable"),
            listOf("--style", "dash", "--total", "12", "--current", "5", "--viewport", "200", "--scroll-offset", "30"),
            listOf("--total", "9", "--current", "3.2", "--substeps", "3=2", "--substeps", "9=1", "--viewport", "300"),
            listOf("--total", "1200", "--current", "1100", "--first-number", "9000", "--viewport", "340", "--axis", "vertical"),
            listOf("--total", "5", "--current", "3", "--total-estimated", "--tappable", "--step-state", "4=disabled"),
            listOf("--total", "4", "--current", "2", "--step-icon", "2=truck", "--step-icon", "3=rocket"),
        ) + listOf("en", "de", "es", "fr", "ja", "ar").flatMap { language ->
            listOf(
                listOf("--locale", language, "--total", "4", "--current", "2", "--status", "error", "--tappable"),
                listOf("--locale", language, "--total", "12000", "--current", "10000", "--viewport", "375", "--total-estimated", "--header", "--all-steps"),
                listOf("--locale", language, "--style", "dash", "--total", "1000", "--current", "999", "--step-progress", "0.5", "--loading"),
                listOf("--locale", language, "--total", "5", "--current", "5", "--status", "success", "--step-names", "Cart,Address,Pay,Review,Done", "--optional-step", "3", "--step-state", "3=skipped"),
                listOf("--locale", language, "--total", "4", "--current", "3", "--step-state", "4=disabled", "--step-description", "2=Home", "--first-number", "7"),
                listOf("--locale", language, "--list", "--total", "1200", "--current", "2.1", "--substeps", "2=2", "--step-name", "2=Pay", "--optional-step", "3", "--status", "error"),
            )
        } + listOf(
            listOf("--locale", "de-CH", "--total", "4"),
            listOf("--current", "3", "--total", "6", "--from", "3/4"),
            listOf("--current", "3", "--total", "4", "--from", "3/5", "--locale", "ar", "--status", "error"),
            listOf("--current", "3", "--total", "6", "--from", "3/6", "--step-progress", "0.5"),
            listOf("--current", "4", "--total", "4", "--status", "success", "--from", "3/4", "--locale", "fr"),
            listOf("--current", "2", "--total", "4", "--from", "x/4"),
            listOf("--current", "2", "--total", "4", "--from", "5/1"),
            listOf("--current", "2", "--total", "4", "--optional-step", "4", "--from", "2/3"),
            listOf("--locale", "xx", "--total", "4"),
            listOf("--total", "4", "--current", "2", "--step-icon", "3=\"x\\y'\u001B"),
            listOf("--style", "dash", "--step-icon", "2=home"),
            listOf("--total", "4", "--substeps", "2=2", "--step-icon", "2.1=home"),
            listOf("--total", "4", "--current", "3", "--step-icon", "2=truck", "--step-icon", "3=lock", "--direction", "rtl"),
            listOf("--total", "4", "--current", "2", "--step-progress", "1.5"),
            listOf("--total", "4", "--current", "2", "--step-progress", "nan"),
            listOf("--total", "4", "--current", "2", "--step-progress", "half"),
            listOf("--style", "bullet", "--total", "5", "--current", "3", "--loading", "--step-progress", "0.3", "--direction", "rtl"),
            // The person's accessibility settings.
            listOf("--contrast", "loud"),
            listOf("--contrast", "system", "--total", "4"),
            listOf("--differentiate-without-color=yes"),
            listOf("--contrast", "high", "--theme", "dark", "--style", "bullet", "--total", "5", "--current", "3", "--status", "error"),
            listOf("--contrast", "high", "--total", "4", "--current", "2", "--step-names", "Cart,Address", "--header", "--tappable"),
            listOf("--differentiate-without-color", "--style", "dash", "--axis", "vertical", "--total", "5", "--current", "2", "--status", "error", "--step-state", "4=error"),
            listOf("--differentiate-without-color", "--style", "bullet", "--total", "30", "--current", "12", "--status", "error", "--max-visible", "7"),
            listOf(
                "--bold-text", "--total", "4", "--current", "2.1", "--substeps", "2=2", "--step-names", "Cart,Shipping address",
                "--header", "--all-steps", "--step-description", "1=3 items", "--axis", "vertical",
            ),
            listOf("--bold-text", "--contrast", "high", "--differentiate-without-color", "--style", "dash", "--total", "6", "--header", "--all-steps"),
            listOf("--total", "5", "--step-names", "A,B"),
            // The person's text size, and a name whose first character is a mark.
            listOf("--text-size", "accessibility3", "--total", "4", "--step-names", "Cart,Address", "--header", "--all-steps"),
            listOf("--text-size", "xSmall", "--axis", "vertical", "--total", "3", "--step-description", "2=Home or office"),
            listOf("--text-size", "huge"),
            listOf("--text-size", "Large"),
            listOf("--total", "3", "--step-name", "2=\u0301x", "--step-description", "3=\u20DDy"),
            listOf("--total", "3", "--step-name", "2\u0301=x"),
            // The old flag names parse as the new ones, and are answered by the new names.
            listOf(
                "--labels", "Cart,Address,Payment,Review", "--title", "--state", "2=error", "--icon", "3=truck",
                "--optional", "4", "--estimated-total", "--description", "1=3 items", "--name", "2=Shipping",
            ),
            listOf("--style", "dash", "--total", "12", "--current", "5", "--viewport", "200", "--offset", "30"),
            listOf("--state", "2=done"),
            listOf("--labels", "A,,C", "--name", "3="),
            listOf("--optional", "x"),
            listOf("--title=yes"),
            listOf("--style", "dash", "--icon", "2=home"),
            listOf("--offset", "10"),
            listOf("--labels", "A,B", "--step-names", "C,D"),
            // --increase-contrast is --contrast high; --tappable-step names the steps that can be tapped.
            listOf("--increase-contrast", "--theme", "dark", "--style", "bullet", "--total", "5", "--current", "3", "--status", "error"),
            listOf("--increase-contrast", "--contrast", "high", "--total", "4"),
            listOf("--total", "5", "--current", "2", "--tappable", "--tappable-step", "1", "--tappable-step", "4"),
            listOf("--total", "5", "--current", "2.1", "--substeps", "2=2", "--tappable", "--tappable-step", "2.2", "--list"),
            listOf("--total", "5", "--current", "2", "--tappable", "--tappable-step", "6"),
            listOf("--total", "5", "--tappable-step", "two"),
            listOf("--total", "5", "--current", "4", "--tappable", "--tappable-step", "5", "--from", "2/3"),
            // A language with a region: the region's numbers, percent and tag.
            listOf("--locale", "de_CH", "--total", "4"),
            listOf("--locale", "ar-eg", "--total", "4"),
        ) + eb.stepper.core.LocaleRegions.tags.sorted().flatMap { tag ->
            listOf(
                listOf("--locale", tag, "--style", "dash", "--total", "12345", "--current", "6789", "--viewport", "300", "--step-progress", "0.5", "--total-estimated"),
                listOf("--locale", tag, "--total", "8", "--current", "3.2", "--substeps", "3=2", "--status", "error", "--header", "--tappable", "--step-progress", "0.25"),
                listOf("--locale", tag, "--list", "--total", "1200", "--current", "2.1", "--substeps", "2=2", "--step-name", "2=Pay", "--optional-step", "3"),
                listOf("--locale", tag, "--total", "6", "--current", "3", "--from", "3/4", "--max-visible", "5"),
            )
        }

        @JvmStatic
        @Parameterized.Parameters(name = "{0}")
        fun cases(): List<Array<Any>> {
            val corpus = Repository.corpus.listFiles { file -> file.name.endsWith(".args") }
                ?.sortedBy { it.name }?.take(120)?.map { Repository.readArguments(it) }
                ?: emptyList()
            return (lines + corpus).mapIndexed { index, flags ->
                arrayOf("same answer ${index + 1}: ${flags.joinToString(" ").take(60)}", listOf("render", "--format", "json") + flags)
            }
        }
    }

    @Test
    fun bothToolsAnswerTheSame() {
        assertTrue("the Swift tool is not built: ${Repository.swiftTool}", Repository.swiftTool.canExecute())
        val kotlin = StepperTool.run(arguments)
        NotPortedList.check(arguments, kotlin.status, kotlin.error)
        val swift = Repository.runSwift(arguments)
        assertEquals("stderr of $arguments", swift.error, kotlin.error)
        assertEquals("exit status of $arguments", swift.status, kotlin.status)
        assertEquals("output of $arguments", swift.output, kotlin.output)
    }
}
