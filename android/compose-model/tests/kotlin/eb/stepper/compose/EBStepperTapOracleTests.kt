package eb.stepper.compose

import androidx.compose.runtime.CompositionLocal
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp
import eb.stepper.composemodel.ModelRuntime
import eb.stepper.core.StepId
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperConfigurationError
import eb.stepper.core.StepperLayoutDirection
import eb.stepper.core.StepperScene
import eb.stepper.core.StepperStepState
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * Taps on EBStepper, laid out and hit tested as the model does Compose's, reach what the Kotlin
 * core's partition selects: for every style, both axes, both directions, with sub-steps, a
 * collapsed row, names and a header with "All steps", a scrolling row, a disabled step, and
 * the steps the app names tappable (`tappableSteps`).
 */
class EBStepperTapOracleTests {
    /** One configuration, as EBStepper's parameters. */
    data class Config(
        val style: EBStepperStyle, val axis: EBStepperAxis, val rtl: Boolean, val total: Int, val current: Int,
        val substeps: Map<Int, Int> = emptyMap(), val maxVisible: Int? = null, val names: Map<Int, String> = emptyMap(),
        val header: Boolean = false, val allSteps: Boolean = false, val viewport: Float? = null,
        val length: Float? = null, val states: Map<Int, StepperStepState> = emptyMap(), val tappable: Boolean = true,
        val tappableSteps: Set<Int>? = null,
    ) {
        /** The core's scene for it, with Android's minimum, as EBStepper builds it. */
        fun scene(): StepperScene = StepperScene(
            StepperConfiguration(
                StepperConfiguration.Options(
                    style = style, total = total.toLong(), current = StepId(current.toLong()), axis = axis,
                    direction = if (rtl) StepperLayoutDirection.RIGHT_TO_LEFT else StepperLayoutDirection.LEFT_TO_RIGHT,
                    length = length?.toDouble(), viewport = viewport?.toDouble(),
                    substeps = substeps.entries.associate { it.key.toLong() to it.value.toLong() },
                    stepStates = states.entries.associate { StepId(it.key.toLong()) to it.value },
                    isTappable = tappable, stepNames = names.entries.associate { StepId(it.key.toLong()) to it.value },
                    tappableSteps = tappableSteps?.mapTo(LinkedHashSet()) { StepId(it.toLong()) },
                    showsHeader = header, showsAllSteps = allSteps, maxVisible = maxVisible?.toLong(),
                ),
            ),
            minimumHitArea = 48.0,
        )

        /** EBStepper with these parameters, composed and recorded. */
        fun record(oracle: TapOracle): ModelRuntime.Node {
            val locals: Map<CompositionLocal<*>, Any?> = mapOf(
                LocalDensity to Density(1f),
                LocalLayoutDirection to if (rtl) LayoutDirection.Rtl else LayoutDirection.Ltr,
                LocalEBColors to EBColors.light,
            )
            return ModelRuntime.record(locals) {
                EBStepper(
                    current, total, style = style, axis = axis, length = length?.dp, viewport = viewport?.dp,
                    substeps = substeps, stepStates = states, stepNames = names, showsHeader = header,
                    maxVisible = maxVisible, tappableSteps = tappableSteps, onStepClick = if (tappable) oracle.onStepClick else null,
                    onAllStepsClick = if (allSteps) oracle.onAllStepsClick else null,
                )
            }
        }
    }

    private fun configurations(): List<Config> {
        val out = mutableListOf<Config>()
        val names = mapOf(1 to "Cart", 2 to "Shipping address", 3 to "Payment", 4 to "Review")
        for (style in EBStepperStyle.entries) for (axis in EBStepperAxis.entries) for (rtl in listOf(false, true)) {
            val circular = style == EBStepperStyle.CIRCULAR
            val total = if (circular) 4 else if (style == EBStepperStyle.DASH) 10 else 6
            val base = Config(style, axis, rtl, total, total - 1)
            out += base
            out += base.copy(states = mapOf(2 to StepperStepState.DISABLED))
            out += base.copy(current = 2, substeps = mapOf(2 to 3), length = if (circular) 420f else null)
            out += base.copy(total = 4, current = 3, names = names, header = true, allSteps = true)
            out += base.copy(total = 30, current = 12, maxVisible = 9, allSteps = axis == EBStepperAxis.HORIZONTAL)
            out += base.copy(total = 40, current = 25, viewport = if (circular) 375f else 120f)
            out += base.copy(current = 1, tappable = true)
            // The steps the app names: the last not reached, those between reached and left out;
            // a named step drawn disabled is not tappable.
            out += base.copy(tappableSteps = setOf(1, total))
            out += base.copy(tappableSteps = setOf(1, total), states = mapOf(1 to StepperStepState.DISABLED))
        }
        return out
    }

    @Test
    fun tapsReachWhatTheCoreSelects() {
        var checked = 0
        val refused = mutableListOf<String>()
        val problems = mutableListOf<String>()
        for (config in configurations()) {
            val scene = try {
                config.scene()
            } catch (error: StepperConfigurationError) {
                refused += "$config: ${error.message}"
                continue
            }
            val oracle = TapOracle(scene, config.allSteps)
            problems += oracle.check(config.record(oracle)).take(3).map { "$config: $it" }
            checked++
        }
        assertEquals("problems:\n" + problems.joinToString("\n"), 0, problems.size)
        println("tap oracle: $checked configurations checked; refused by the core: ${refused.size}")
        refused.forEach { println("  refused $it") }
        assertTrue("most configurations are valid ($checked checked)", checked >= 60)
    }
}
