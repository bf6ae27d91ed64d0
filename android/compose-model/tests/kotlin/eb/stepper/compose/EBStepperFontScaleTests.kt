package eb.stepper.compose

import androidx.compose.runtime.CompositionLocal
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import eb.stepper.composemodel.ModelRuntime
import eb.stepper.core.DrawCommand
import eb.stepper.core.SceneDrawing
import eb.stepper.core.StepId
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperScene
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * The user's font scale reaches the core once: EBStepper at a font scale draws the text of the
 * core's scene at that text scale (the scale the Kotlin core is checked at against the Swift
 * core's text sizes), its names and header grown and its marker numbers not, at the sizes and
 * baselines the core set — the canvas does not scale them again.
 */
class EBStepperFontScaleTests {
    private val names = mapOf(1 to "Cart", 2 to "Shipping address", 3 to "Payment", 4 to "Review")

    private fun texts(fontScale: Float): List<ModelRuntime.Draw.Text> {
        val locals: Map<CompositionLocal<*>, Any?> = mapOf(
            LocalDensity to Density(2f, fontScale),
            LocalLayoutDirection to LayoutDirection.Ltr,
            LocalEBColors to EBColors.light,
        )
        val root = ModelRuntime.record(locals) { EBStepper(3, 4, stepNames = names, showsHeader = true) }
        return root.children.single().children.first { it.kind == "canvas" }.draws
            .filterIsInstance<ModelRuntime.Draw.Text>()
    }

    private fun coreTexts(scale: Float): List<DrawCommand.Text> {
        val options = StepperConfiguration.Options(
            total = 4, current = StepId(3), stepNames = names.entries.associate { StepId(it.key.toLong()) to it.value },
            showsHeader = true, textScale = scale.toDouble(),
        )
        return SceneDrawing.commands(StepperScene(StepperConfiguration(options))).filterIsInstance<DrawCommand.Text>()
    }

    @Test
    fun drawsTheCoresTextAtTheFontScale() {
        for (scale in listOf(0.85f, 1f, 1.04f, 19f / 17f, 1.15f, 1.3f, 1.5f, 1.8f, 2f, 2.4f)) {
            val drawn = texts(scale)
            val core = coreTexts(scale)
            assertEquals("texts at $scale", core.map { it.text }, drawn.map { it.text })
            for ((draw, command) in drawn.zip(core)) {
                // Drawn in pixels at density 2: the core's points, twice.
                assertEquals("size of '${command.text}' at $scale", command.size * 2, draw.size.toDouble(), 1e-3)
                assertEquals("baseline of '${command.text}' at $scale", command.baseline.y * 2, draw.baselineY.toDouble(), 1e-3)
            }
        }
    }

    @Test
    fun growsNamesButNotMarkerNumbers() {
        val base = texts(1f).associate { it.text to it.size }
        val large = texts(1.3f).associate { it.text to it.size }
        assertEquals("a marker's number keeps its size", base.getValue("4"), large.getValue("4"), 1e-3f)
        assertEquals("a name grows with the font", base.getValue("Review") * 1.3f, large.getValue("Review"), 1e-2f)
        assertTrue("the header grows", large.getValue("Payment") > base.getValue("Payment"))
    }
}
