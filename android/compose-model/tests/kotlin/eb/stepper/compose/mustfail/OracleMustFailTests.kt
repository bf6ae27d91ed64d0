package eb.stepper.compose.mustfail

import androidx.compose.runtime.CompositionLocal
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import eb.stepper.compose.FontSizeOracle
import eb.stepper.compose.TapOracle
import eb.stepper.composemodel.ModelRuntime
import eb.stepper.core.StepId
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperLayoutDirection
import eb.stepper.core.StepperScene
import eb.stepper.core.StepperStyle
import java.io.File
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The model's layout, hit testing and font scaling can fail: each fixture in OracleFixtures.kt
 * places buttons or text wrongly and must be caught by the oracle that passes EBStepper, with
 * the reason on its "Expect" line.
 */
class OracleMustFailTests {
    private val expected: Map<String, String> by lazy {
        val source = File(eb.stepper.cli.Repository.root, "android/compose-model/tests/kotlin/eb/stepper/compose/mustfail/OracleFixtures.kt").readText()
        Regex("""\* Expect: (.+)\n(?:[^@]*\n)*?@Composable\nfun (\w+)""").findAll(source)
            .associate { it.groupValues[2] to it.groupValues[1].trim() }
    }

    private fun locals(rtl: Boolean, fontScale: Float = 1f): Map<CompositionLocal<*>, Any?> = mapOf(
        LocalDensity to Density(1f, fontScale),
        LocalLayoutDirection to if (rtl) LayoutDirection.Rtl else LayoutDirection.Ltr,
    )

    private fun scene(style: StepperStyle, total: Long, rtl: Boolean, names: Boolean = false, fontScale: Double = 1.0) =
        StepperScene(
            StepperConfiguration(
                StepperConfiguration.Options(
                    style = style, total = total, current = StepId(total - 1), isTappable = true,
                    direction = if (rtl) StepperLayoutDirection.RIGHT_TO_LEFT else StepperLayoutDirection.LEFT_TO_RIGHT,
                    stepNames = if (names) mapOf(StepId(1) to "Cart", StepId(2) to "Shipping address") else emptyMap(),
                    textScale = fontScale, showsHeader = names,
                ),
            ),
            minimumHitArea = 48.0,
        )

    private fun assertCaught(fixture: String, problems: List<String>) {
        val reason = expected.getValue(fixture)
        assertTrue("$fixture must be caught", problems.isNotEmpty())
        assertTrue("$fixture caught for '$reason': ${problems.take(3)}", problems.any { reason in it })
    }

    @Test
    fun aButtonMisplacedRightToLeftIsCaught() {
        val scene = scene(StepperStyle.CIRCULAR, 4, rtl = true)
        val oracle = TapOracle(scene, false)
        val root = ModelRuntime.record(locals(rtl = true)) { MisplacedRightToLeft(scene, oracle.onStepClick) }
        assertCaught("MisplacedRightToLeft", oracle.check(root))
    }

    @Test
    fun buttonsWhoseBoundsOverlapAreCaught() {
        val scene = scene(StepperStyle.BULLET, 6, rtl = false)
        val oracle = TapOracle(scene, false)
        val root = ModelRuntime.record(locals(rtl = false)) { OverlappingSquares(scene, oracle.onStepClick) }
        val problems = oracle.check(root)
        assertCaught("OverlappingSquares", problems)
        assertTrue("and a touch reaches the wrong step: $problems", problems.any { "reached step" in it })
    }

    @Test
    fun aLinearSpIsCaught() {
        // Android scales sp up to 12 linearly even at 1.3 and 2: the header's larger text shows it.
        for (fontScale in listOf(1.3f, 2f)) {
            val scene = scene(StepperStyle.CIRCULAR, 4, rtl = false, names = true, fontScale = fontScale.toDouble())
            val root = ModelRuntime.record(locals(rtl = false, fontScale)) { LinearSp(scene) }
            val draws = root.children.single().draws.filterIsInstance<ModelRuntime.Draw.Text>()
            assertCaught("LinearSp", FontSizeOracle.check(scene, draws, density = 1f))
        }
    }
}
