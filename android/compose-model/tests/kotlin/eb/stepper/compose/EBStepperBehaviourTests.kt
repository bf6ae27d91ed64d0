package eb.stepper.compose

import androidx.compose.runtime.CompositionLocal
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.semantics.LiveRegionMode
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp
import eb.stepper.composemodel.ModelLayout
import eb.stepper.composemodel.ModelRuntime
import eb.stepper.composemodel.ModelScrolling
import eb.stepper.core.StepId
import eb.stepper.core.StepperConfiguration
import eb.stepper.core.StepperConfigurationError
import eb.stepper.core.StepperScene
import eb.stepper.core.StepperStyle
import eb.stepper.core.StepperTheme
import eb.stepper.core.scrollViewport
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotEquals
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Test

/**
 * What EBStepper does besides drawing: its colors' default, the change it announces, a drag
 * while disabled or with scrolling off, taps on the steps the app names, clipping and text
 * measured once.
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

    /** The step each step's centre reaches when touched, or null: what the stepper reports. */
    private fun tapped(root: ModelRuntime.Node, scene: StepperScene, clicks: MutableList<Int>): Map<Int, Int?> {
        val placed = ModelLayout.layout(root)
        val origin = placed.children.single().bounds
        return scene.accessibility.steps.associate { step ->
            clicks.clear()
            val center = step.frame.center
            when (val element = ModelLayout.clickAt(placed, origin.x + center.x.toFloat(), origin.y + center.y.toFloat())?.element) {
                is ModelRuntime.Element.Selectable -> if (element.enabled) element.onClick()
                is ModelRuntime.Element.Clickable -> if (element.enabled) element.onClick()
                else -> {}
            }
            step.step.step.toInt() to clicks.singleOrNull()
        }
    }

    @Test
    fun onlyTheStepsTheAppNamesAnswerATouch() {
        val clicks = mutableListOf<Int>()
        val root = ModelRuntime.record(locals(EBColors.light)) {
            EBStepper(3, 5, tappableSteps = setOf(1, 5), onStepClick = { clicks += it })
        }
        val core = StepperConfiguration(
            StepperConfiguration.Options(
                total = 5, current = StepId(3), isTappable = true, tappableSteps = setOf(StepId(1), StepId(5)),
            ),
        )
        val scene = StepperScene(core, minimumHitArea = 48.0)
        val reached = tapped(root, scene, clicks)
        // The core's answer: a step is a button when it can be tapped.
        val expected = scene.accessibility.steps.associate { step ->
            step.step.step.toInt() to (if (step.isButton && !step.isDisabled) step.step.step.toInt() else null)
        }
        assertEquals(expected, reached)
        // Step 5 is not reached yet and answers; steps 2 and 3, reached, are not named and do not.
        assertEquals(mapOf(1 to 1, 2 to null, 3 to null, 4 to null, 5 to 5), reached)
        // Without the set, the steps already reached answer.
        val reachedSteps = tapped(
            ModelRuntime.record(locals(EBColors.light)) { EBStepper(3, 5, onStepClick = { clicks += it }) }, scene, clicks,
        )
        assertEquals(mapOf(1 to 1, 2 to 2, 3 to 3, 4 to null, 5 to null), reachedSteps)
    }

    @Test
    fun aRowThatMayNotScrollTakesNoDrag() {
        fun drag(root: ModelRuntime.Node): ModelRuntime.Element.Scroll? {
            val placed = ModelLayout.layout(root)
            val bounds = placed.children.single().bounds
            return ModelScrolling.drag(placed, bounds.x + bounds.width / 2, bounds.y + bounds.height / 2, -40f, 2f, -900f, 0f)
        }
        fun core(isScrollEnabled: Boolean, viewport: Double, total: Long) = StepperConfiguration(
            StepperConfiguration.Options(
                style = StepperStyle.BULLET, total = total, current = StepId(3), viewport = viewport,
                isScrollEnabled = isScrollEnabled,
            ),
        )
        // Six bullets fit in 200: the core's row does not scroll, and EBStepper has no scroll
        // container for a drag to reach.
        assertFalse(core(false, 200.0, 6).scrollViewport!!.isScrollable)
        val fits = ModelRuntime.record(locals(EBColors.light)) {
            EBStepper(3, 6, style = EBStepperStyle.BULLET, viewport = 200.dp, isScrollEnabled = false)
        }
        assertTrue(fits.children.single().modifiers.none { it is ModelRuntime.Element.Scroll })
        assertNull("a drag along the row moves nothing", drag(fits))
        // Forty bullets in 120 scroll when scrolling is on: the drag is the row's.
        assertTrue(core(true, 120.0, 40).scrollViewport!!.isScrollable)
        val scrolls = ModelRuntime.record(locals(EBColors.light)) {
            EBStepper(3, 40, style = EBStepperStyle.BULLET, viewport = 120.dp)
        }
        assertNotNull(drag(scrolls))
        // With scrolling off they do not fit, and EBStepper refuses them with the core's error.
        val expected = try {
            core(false, 120.0, 40)
            null
        } catch (error: StepperConfigurationError) {
            error
        }
        assertTrue("${expected?.message}", expected is StepperConfigurationError.PartialStepWithoutScrolling)
        val refused = try {
            ModelRuntime.record(locals(EBColors.light)) {
                EBStepper(3, 40, style = EBStepperStyle.BULLET, viewport = 120.dp, isScrollEnabled = false)
            }
            null
        } catch (error: StepperConfigurationError) {
            error
        }
        assertEquals(expected?.message, refused?.message)
        assertNotEquals(null, refused)
    }
}
