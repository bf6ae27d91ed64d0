package eb.stepper.cli

import eb.stepper.core.StepId
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperConfigurationError
import eb.stepper.core.StepperStyle
import org.junit.Assert.assertEquals
import org.junit.Test

/**
 * The command line's wording of the core's refusals: options spelled as flags, whole words only,
 * and the flags that fix it, each offered only when the core accepts it.
 */
class ConfigurationErrorFlagsTests {
    @Test
    fun wordsBecomeFlagsOnlyAsWholeWords() {
        assertEquals("--max-visible and --max-visible", ConfigurationErrorFlags.replacingWords("max visible", "--max-visible", "max visible and max visible"))
        assertEquals("subtotal totals --total", ConfigurationErrorFlags.replacingWords("total", "--total", "subtotal totals total"))
        assertEquals("--total-x x-total", ConfigurationErrorFlags.replacingWords("total", "--total", "--total-x x-total"))
    }

    @Test
    fun everyOptionTheMessageNamesIsSpelledAsItsFlag() {
        assertEquals(
            "--total must be at least 2 (a step progress indicator shows at least two steps); got 1",
            ConfigurationErrorFlags.message(StepperConfigurationError.TotalTooSmall(1)),
        )
        assertEquals(
            "give either --max-visible (a row that collapses) or a --viewport (a row that scrolls), not both",
            ConfigurationErrorFlags.message(StepperConfigurationError.MaxVisibleWithViewport),
        )
    }

    @Test
    fun aRowTooLongForItsLengthIsOfferedOnlyWhatTheCoreAccepts() {
        // 12 circular steps scroll in 375, and no collapse fits in 100; 40 collapse to 7 in 1000.
        assertEquals(
            "give --length 706, or without --length, scroll in --viewport 375",
            ConfigurationErrorFlags.fix(StepperConfigurationError.LengthTooShort(StepperStyle.CIRCULAR, 12, 100.0, 705.2)),
        )
        assertEquals(
            "give --length 2442, or without --length, scroll in --viewport 375 or collapse to --max-visible 7",
            ConfigurationErrorFlags.fix(StepperConfigurationError.LengthTooShort(StepperStyle.CIRCULAR, 40, 1000.0, 2441.2)),
        )
        // Four steps: no collapse has fewer places than steps, and none fits in 16.
        assertEquals(null, ConfigurationErrorFlags.collapsedPlaces(StepperStyle.CIRCULAR, 4, 1000.0))
        assertEquals(null, ConfigurationErrorFlags.collapsedPlaces(StepperStyle.CIRCULAR, 40, 16.0))
        assertEquals(7, ConfigurationErrorFlags.collapsedPlaces(StepperStyle.CIRCULAR, 40, 1000.0))
    }

    @Test
    fun aRowThatMayNotScrollIsNotOfferedAViewport() {
        val noScroll = StepperConfiguration.Options(total = 12, current = StepId(1), isScrollEnabled = false)
        assertEquals(
            "give --length 706, or without --length, collapse to --max-visible 5",
            ConfigurationErrorFlags.fix(
                StepperConfigurationError.LengthTooShort(StepperStyle.CIRCULAR, 12, 272.0, 705.2),
                noScroll,
            ),
        )
    }

    @Test
    fun aMissingStepIsAddedByTheFlagThatRevealsIt() {
        assertEquals("--total 7 adds it", ConfigurationErrorFlags.fix(StepperConfigurationError.UnknownStep(StepId(7), 4)))
        assertEquals(
            "--substeps 2=3 reveals it",
            ConfigurationErrorFlags.fix(StepperConfigurationError.UnknownSubstep(StepId(2, 3), 0)),
        )
        assertEquals(
            "give it to the main step: --step-icon 2=NAME",
            ConfigurationErrorFlags.fix(StepperConfigurationError.IconOnSubstep(StepId(2, 1))),
        )
    }
}
