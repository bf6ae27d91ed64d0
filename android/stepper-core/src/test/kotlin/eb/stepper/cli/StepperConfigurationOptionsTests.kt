package eb.stepper.cli

import eb.stepper.core.JsonSceneWriter
import eb.stepper.core.StepId
import eb.stepper.core.StepperAxis
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperConfigurationError
import eb.stepper.core.StepperScene
import eb.stepper.core.StepperStyle
import org.junit.Assert.assertEquals
import org.junit.Assert.assertThrows
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * A configuration is made from one `StepperConfiguration.Options`, every value unchecked with
 * the Swift core's defaults, by the one constructor that checks them all.
 */
class StepperConfigurationOptionsTests {
    private fun json(options: StepperConfiguration.Options) = JsonSceneWriter.write(StepperScene(StepperConfiguration(options)))

    @Test
    fun theDefaultsAreTheSwiftCores() {
        assertTrue("the Swift tool is not built: ${Repository.swiftTool}", Repository.swiftTool.canExecute())
        // The Swift tool given only a total and a current step leaves every other option at its default.
        for ((total, current) in listOf(4L to 2L, 3L to 3L)) {
            val swift = Repository.runSwift(listOf("render", "--format", "json", "--total", "$total", "--current", "$current"))
            assertEquals("", swift.error)
            assertEquals(swift.output, json(StepperConfiguration.Options(total = total, current = StepId(current))))
        }
        val dash = Repository.runSwift(listOf("render", "--format", "json", "--style", "dash", "--total", "10", "--current", "3"))
        assertEquals(dash.output, json(StepperConfiguration.Options(total = 10, current = StepId(3), style = StepperStyle.DASH)))
    }

    @Test
    fun theConstructorRefusesWhatTheSwiftCoreRefuses() {
        val cases = listOf(
            StepperConfiguration.Options(total = 1, current = StepId(1)) to listOf("--total", "1", "--current", "1"),
            StepperConfiguration.Options(total = 4, current = StepId(5)) to listOf("--total", "4", "--current", "5"),
            StepperConfiguration.Options(total = 4, current = StepId(2), length = 300.0, viewport = 300.0) to
                listOf("--total", "4", "--current", "2", "--length", "300", "--viewport", "300"),
            StepperConfiguration.Options(total = 4, current = StepId(2), maxVisible = 2) to
                listOf("--total", "4", "--current", "2", "--max-visible", "2"),
        )
        for ((options, flags) in cases) {
            val error = assertThrows(StepperConfigurationError::class.java) { StepperConfiguration(options) }
            val tool = StepperTool.run(listOf("render", "--format", "json") + flags)
            assertEquals(65, tool.status)
            // The core's message, with the options it names spelled as flags.
            assertEquals("stepper: ${ConfigurationErrorFlags.message(error)}\n", tool.error)
            if (Repository.swiftTool.canExecute()) assertEquals(Repository.runSwift(listOf("render", "--format", "json") + flags).error, tool.error)
        }
    }

    @Test
    fun aConfigurationIsChangedByCopyingItsOptions() {
        val options = StepperConfiguration.Options(total = 5, current = StepId(2), stepNames = mapOf(StepId(1) to "Cart"))
        val configuration = StepperConfiguration(options)
        assertEquals(options, configuration.options)
        val vertical = StepperConfiguration(configuration.options.copy(axis = StepperAxis.VERTICAL))
        assertEquals(StepperAxis.VERTICAL, vertical.axis)
        assertEquals(configuration.stepNames, vertical.stepNames)
        assertThrows(StepperConfigurationError.CurrentOutOfRange::class.java) {
            StepperConfiguration(configuration.options.copy(current = StepId(6)))
        }
    }

    @Test
    fun tappableStepsNameTheStepsAPersonMayGoTo() {
        fun options(tappable: Set<StepId>?) = StepperConfiguration.Options(
            total = 5, current = StepId(3), isTappable = true, tappableSteps = tappable,
            stepStates = mapOf(StepId(4) to eb.stepper.core.StepperStepState.DISABLED),
        )
        fun buttons(tappable: Set<StepId>?) =
            StepperScene(StepperConfiguration(options(tappable))).accessibility.steps.filter { it.isButton && !it.isDisabled }.map { it.step.step }
        fun selectable(tappable: Set<StepId>?) =
            eb.stepper.core.StepperStepList(StepperConfiguration(options(tappable)), eb.stepper.core.StepperStrings.ENGLISH)
                .rows.filter { it.isSelectable }.map { it.step.step }
        // By default the steps already reached; named, those steps, reached or not, never a disabled one.
        assertEquals(listOf(1L, 2L, 3L), buttons(null))
        assertEquals(listOf(2L, 5L), buttons(setOf(StepId(2), StepId(4), StepId(5))))
        assertEquals(listOf(2L, 5L), selectable(setOf(StepId(2), StepId(4), StepId(5))))
        assertEquals(emptyList<Long>(), buttons(emptySet()))
        // A named step the stepper does not have is refused, as the Swift core refuses it.
        val error = assertThrows(StepperConfigurationError.UnknownStep::class.java) {
            StepperConfiguration(options(setOf(StepId(7))))
        }
        assertEquals("stepper: ${ConfigurationErrorFlags.message(error)}\n", StepperTool.run(
            listOf("render", "--format", "json", "--total", "5", "--current", "3", "--tappable", "--tappable-step", "7"),
        ).error)
    }
}
