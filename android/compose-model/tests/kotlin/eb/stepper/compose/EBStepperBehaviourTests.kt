package eb.stepper.compose

import androidx.compose.runtime.CompositionLocal
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp
import eb.stepper.composemodel.ModelRuntime
import eb.stepper.core.StepperTheme
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * What EBStepper does besides drawing: its colors' default, the change it announces, a drag
 * while disabled, drags that arrive before the next composition, clipping and text measured once.
 */
class EBStepperBehaviourTests {
    private fun locals(themed: EBColors? = null, density: Float = 1f, fontScale: Float = 1f): Map<CompositionLocal<*>, Any?> {
        val out = mutableMapOf<CompositionLocal<*>, Any?>(
            LocalDensity to Density(density, fontScale), LocalLayoutDirection to LayoutDirection.Ltr,
        )
        if (themed != null) out[LocalEBColors] = themed
        return out
    }

    private fun fills(root: ModelRuntime.Node) =
        root.children.single().children.first { it.kind == "canvas" }.draws

    @Test
    fun colorsFollowTheThemeElseTheSystem() {
        fun drawn(themed: EBColors?, systemDark: Boolean, colors: EBStepperColors? = null): List<ModelRuntime.Draw> {
            ModelRuntime.systemInDarkTheme = systemDark
            try {
                return fills(ModelRuntime.record(locals(themed)) {
                    if (colors == null) EBStepper(2, 4, style = EBStepperStyle.BULLET) else EBStepper(2, 4, style = EBStepperStyle.BULLET, colors = colors)
                })
            } finally {
                ModelRuntime.systemInDarkTheme = false
            }
        }
        val light = drawn(null, systemDark = false)
        val dark = drawn(null, systemDark = true)
        assertTrue("the system's dark theme is followed outside a theme", light != dark)
        assertEquals(dark, drawn(EBColors.dark, systemDark = false))
        assertEquals("a theme wins over the system", light, drawn(EBColors.light, systemDark = true))
        assertEquals("the parameter wins", dark, drawn(EBColors.light, systemDark = false, EBStepperColors(StepperTheme.DARK)))
    }

    @Test
    fun announcesTheCoresChangeTextAsALiveRegion() {
        var current = 2
        val composition = ModelRuntime.Composition(locals(EBColors.light)) { EBStepper(current, 4, stepNames = mapOf(3 to "Payment")) }
        fun semantics() = composition.compose().children.single().modifiers
            .filterIsInstance<ModelRuntime.Element.Semantics>().single { it.mergeDescendants }.properties
        val first = semantics()
        assertEquals(LiveRegionMode.Polite, first["liveRegion"])
        assertEquals("Step 2 of 4, 50%", first["stateDescription"])
        current = 3
        assertEquals("Step 3 of 4, Payment, 75%", semantics()["stateDescription"])
    }

    @Test
    fun aDisabledStepperCannotBeScrolledByTouch() {
        val node = ModelRuntime.record(locals(EBColors.light)) {
            EBStepper(16, 40, style = EBStepperStyle.BULLET, viewport = 120.dp, enabled = false)
        }.children.single()
        assertFalse(node.modifiers.filterIsInstance<ModelRuntime.Element.Scroll>().single().enabled)
        // Compose's scrollable gives TalkBack no scroll action while it is disabled.
        assertTrue(node.modifiers.filterIsInstance<ModelRuntime.Element.Semantics>().none { "scrollBy" in it.properties })
    }

    @Test
    fun drawingIsClippedToTheStepper() {
        val canvas = ModelRuntime.record(locals(EBColors.light)) { EBStepper(2, 4) }.children.single().children.first { it.kind == "canvas" }
        assertTrue(ModelRuntime.Element.ClipToBounds in canvas.modifiers)
    }

    @Test
    fun textIsMeasuredOncePerSceneAndDensity() {
        var density = Density(2f, 1.5f)
        val names = mapOf(1 to "Cart", 2 to "Address")
        val composition = ModelRuntime.Composition(locals(EBColors.light, 2f, 1.5f)) { EBStepper(2, 4, stepNames = names) }
        val before = ModelRuntime.measureCount
        composition.compose()
        val once = ModelRuntime.measureCount - before
        assertTrue(once > 0)
        composition.compose()
        composition.compose()
        assertEquals("not measured again when nothing changed", once, ModelRuntime.measureCount - before)
        density = Density(3f, 1.5f)
        val other = ModelRuntime.Composition(locals(EBColors.light, density.density, density.fontScale)) { EBStepper(2, 4, stepNames = names) }
        other.compose()
        assertEquals("measured for another density", 2 * once, ModelRuntime.measureCount - before)
    }
}
