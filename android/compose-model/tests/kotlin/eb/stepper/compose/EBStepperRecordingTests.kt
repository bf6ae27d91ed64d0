package eb.stepper.compose

import androidx.compose.runtime.CompositionLocal
import androidx.compose.ui.platform.LocalDensity
import androidx.compose.ui.platform.LocalLayoutDirection
import androidx.compose.ui.semantics.ProgressBarRangeInfo
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import androidx.compose.ui.unit.dp
import eb.stepper.cli.Repository
import eb.stepper.composemodel.ModelRuntime
import eb.stepper.core.StepperAccessibilityOption
import eb.stepper.core.StepperIcon
import eb.stepper.core.StepperStepState
import java.io.File
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized

/**
 * EBStepper run on the recording build of the Compose model, for the renderer tests' samples it
 * can express: the draw calls it makes are the shapes, frames and fills of the Swift SVG golden
 * file, and the semantics it sets are those of the Swift JSON's accessibility object.
 */
@RunWith(Parameterized::class)
class EBStepperRecordingTests(private val name: String, private val case: Case) {
    /** One sample: what the app passes, the theme and the direction around it. */
    class Case(
        val dark: Boolean = false, val rtl: Boolean = false, val tappable: Boolean = false,
        val allSteps: Boolean = false,
        /** The Swift tool's flags for a sample without a golden file: its SVG and JSON are made. */
        val swiftFlags: List<String>? = null,
        val draw: (onStepClick: ((Int) -> Unit)?) -> Unit,
    )

    companion object {
        private val allStates = mapOf(
            1 to StepperStepState.COMPLETE, 2 to StepperStepState.ERROR, 3 to StepperStepState.ACTIVE,
            5 to StepperStepState.DEFAULT, 6 to StepperStepState.DISABLED,
        )

        @JvmStatic
        @Parameterized.Parameters(name = "compose {0}")
        fun cases(): List<Array<Any>> {
            val cases = LinkedHashMap<String, Case>()
            for (style in EBStepperStyle.entries) {
                val total = if (style == EBStepperStyle.DASH) 10 else 4
                val key = style.rawValue
                cases["$key-default"] = Case { EBStepper(2, total, style = style) }
                cases["$key-success"] = Case { EBStepper(total, total, style = style, status = EBStepperStatus.SUCCESS) }
                cases["$key-error"] = Case { EBStepper(2, total, style = style, status = EBStepperStatus.ERROR) }
                cases["$key-dark"] = Case(dark = true) { EBStepper(2, total, style = style) }
                cases["$key-rtl"] = Case(rtl = true) { EBStepper(2, total, style = style) }
                cases["$key-vertical"] = Case { EBStepper(2, total, style = style, axis = EBStepperAxis.VERTICAL) }
                cases["$key-states"] = Case {
                    EBStepper(
                        4, 6, style = style, status = EBStepperStatus.ERROR, stepStates = allStates,
                        length = if (style == EBStepperStyle.CIRCULAR) 360.dp else null,
                    )
                }
            }
            cases["circular-3"] = Case { EBStepper(2, 3) }
            cases["circular-5"] = Case { EBStepper(5, 5) }
            cases["dash-tappable"] = Case(tappable = true) { EBStepper(4, 6, style = EBStepperStyle.DASH, onStepClick = it) }
            cases["dash-skipped"] = Case {
                EBStepper(4, 6, style = EBStepperStyle.DASH, stepStates = mapOf(2 to StepperStepState.SKIPPED))
            }
            cases["bullet-skipped-dark"] = Case(dark = true) {
                EBStepper(
                    3, 6, style = EBStepperStyle.BULLET,
                    stepStates = mapOf(2 to StepperStepState.SKIPPED, 5 to StepperStepState.SKIPPED),
                )
            }
            cases["circular-scrolling-rtl-dark"] = Case(dark = true, rtl = true) { EBStepper(16, 20, viewport = 375.dp) }
            cases["bullet-scrolling-vertical"] = Case {
                EBStepper(25, 40, style = EBStepperStyle.BULLET, axis = EBStepperAxis.VERTICAL, viewport = 120.dp)
            }
            val names = mapOf(1 to "Cart", 2 to "Shipping address", 3 to "Payment", 4 to "Review")
            cases["circular-names-header"] = Case(allSteps = true) {
                EBStepper(3, 4, stepNames = names, showsHeader = true, onAllStepsClick = {})
            }
            cases["circular-names-vertical-rtl"] = Case(rtl = true, allSteps = true) {
                EBStepper(2, 4, axis = EBStepperAxis.VERTICAL, stepNames = names, showsHeader = true, onAllStepsClick = {})
            }
            cases["circular-icons-rtl"] = Case(rtl = true) {
                EBStepper(
                    2, 4, stepNames = mapOf(1 to "Account", 2 to "Address", 3 to "Payment", 4 to "Delivery"),
                    stepIcons = listOf("person", "home", "card", "truck")
                        .mapIndexed { index, name -> index + 1 to StepperIcon.named(name)!! }.toMap(),
                )
            }
            cases["circular-loading"] = Case { EBStepper(2, 4, isLoading = true) }
            cases["circular-step-progress-rtl"] = Case(rtl = true) { EBStepper(2, 4, stepProgress = 0.25f) }
            cases["circular-loading-step-progress-dark"] = Case(dark = true) {
                EBStepper(2, 4, isLoading = true, stepProgress = 0.5f)
            }
            cases["dash-loading-step-progress"] = Case {
                EBStepper(2, 10, style = EBStepperStyle.DASH, isLoading = true, stepProgress = 0.5f)
            }
            cases["bullet-step-progress-vertical"] = Case {
                EBStepper(2, 4, style = EBStepperStyle.BULLET, axis = EBStepperAxis.VERTICAL, stepProgress = 0.5f)
            }
            cases["bullet-loading"] = Case { EBStepper(2, 4, style = EBStepperStyle.BULLET, isLoading = true) }
            cases["circular-descriptions"] = Case {
                EBStepper(
                    2, 4, stepNames = mapOf(1 to "Cart", 2 to "Address", 3 to "Payment"),
                    stepDescriptions = mapOf(
                        1 to "3 documents", 2 to "Where the parcel goes, and who signs for it at the door",
                        3 to "<i>Optional</i> \u001B[31m", 4 to "Review",
                    ),
                )
            }
            cases["circular-optional-skipped"] = Case {
                EBStepper(
                    3, 4, stepNames = mapOf(1 to "Cart", 2 to "Gift wrap", 3 to "Payment", 4 to "Review"),
                    stepDescriptions = mapOf(4 to "2 items"), optionalSteps = setOf(2, 4),
                    stepStates = mapOf(2 to StepperStepState.SKIPPED),
                )
            }
            cases["circular-first-number"] = Case(tappable = true, allSteps = false) {
                EBStepper(2, 5, showsHeader = true, firstNumber = 3, onStepClick = it)
            }
            cases["dash-estimated-total"] = Case(tappable = true) {
                EBStepper(2, 6, style = EBStepperStyle.DASH, showsHeader = true, isTotalEstimated = true, onStepClick = it)
            }
            // Every built-in icon, both ways, against the Swift tool's own drawing of them.
            val icons = listOf("person", "document", "card", "truck", "lock", "check", "home")
            for (rtl in listOf(false, true)) {
                val flags = listOf("--total", "8", "--current", "1", "--length", "480") +
                    icons.flatMapIndexed { index, icon -> listOf("--step-icon", "${index + 1}=$icon") } +
                    listOf("--direction", if (rtl) "rtl" else "ltr", "--theme", if (rtl) "dark" else "light")
                cases["tool-icons-${if (rtl) "rtl-dark" else "ltr"}"] = Case(dark = rtl, rtl = rtl, swiftFlags = flags) {
                    EBStepper(
                        1, 8, length = 480.dp,
                        stepIcons = icons.mapIndexed { index, icon -> index + 1 to StepperIcon.named(icon)!! }.toMap(),
                    )
                }
            }
            // The person's accessibility settings: shape cues, increased contrast, bolder text.
            val cue = setOf(StepperAccessibilityOption.DIFFERENTIATE_WITHOUT_COLOR)
            val contrast = setOf(StepperAccessibilityOption.INCREASE_CONTRAST)
            for (style in listOf(EBStepperStyle.DASH, EBStepperStyle.BULLET)) {
                cases["${style.rawValue}-states-differentiate"] = Case {
                    EBStepper(4, 6, style = style, status = EBStepperStatus.ERROR, stepStates = allStates, accessibilityOptions = cue)
                }
            }
            cases["circular-states-high-contrast"] = Case {
                EBStepper(4, 6, status = EBStepperStatus.ERROR, stepStates = allStates, length = 360.dp, accessibilityOptions = contrast)
            }
            cases["dash-states-dark-high-contrast"] = Case(dark = true) {
                EBStepper(
                    4, 6, style = EBStepperStyle.DASH, status = EBStepperStatus.ERROR, stepStates = allStates,
                    accessibilityOptions = contrast + cue,
                )
            }
            cases["circular-names-header-bold"] = Case(allSteps = true) {
                EBStepper(
                    3, 4, stepNames = names, showsHeader = true, onAllStepsClick = {},
                    accessibilityOptions = setOf(StepperAccessibilityOption.BOLD_TEXT),
                )
            }
            cases["dash-collapsed"] = Case { EBStepper(12, 30, style = EBStepperStyle.DASH, maxVisible = 9) }
            return cases.map { arrayOf(it.key, it.value) }
        }
    }

    private val snapshots = File(Repository.root, "Tests/StepperRenderingTests/Snapshots")
    private val tapped = mutableListOf<Int>()

    private fun record(): ModelRuntime.Node {
        val locals: Map<CompositionLocal<*>, Any?> = mapOf(
            LocalDensity to Density(1f),
            LocalLayoutDirection to if (case.rtl) LayoutDirection.Rtl else LayoutDirection.Ltr,
            LocalEBColors to if (case.dark) EBColors.dark else EBColors.light,
        )
        return ModelRuntime.record(locals) { case.draw(if (case.tappable) { step -> tapped += step } else null) }
    }

    /** The sample's Swift SVG or JSON: its golden file, or what the Swift tool writes for its flags. */
    private fun golden(format: String): String {
        val flags = case.swiftFlags ?: return File(snapshots, "$name.$format").readText()
        val result = Repository.runSwift(listOf("render", "--format", format) + flags)
        assertEquals("the Swift tool on $flags", "", result.error)
        return result.output
    }

    private fun argb(value: Long) = "#%06X".format(value and 0xFFFFFF)

    private fun shapes(node: ModelRuntime.Node): List<String> {
        val out = mutableListOf<String>()
        val line = mutableListOf<ModelRuntime.Draw.Line>()
        fun flush() {
            if (line.isEmpty()) return
            val points = (listOf(line.first().start) + line.map { it.end })
                .joinToString(" ") { "${SvgShapes.n(it.first.toDouble())},${SvgShapes.n(it.second.toDouble())}" }
            out += "line $points stroke ${argb(line.first().argb)} ${SvgShapes.n(line.first().width.toDouble())}"
            line.clear()
        }
        for (draw in node.draws) {
            if (draw is ModelRuntime.Draw.Line && (line.isEmpty() || line.last().end == draw.start)) {
                line += draw
                continue
            }
            flush()
            when (draw) {
                is ModelRuntime.Draw.Line -> line += draw
                is ModelRuntime.Draw.RoundRect -> out += SvgShapes.rect(
                    draw.x.toDouble(), draw.y.toDouble(), draw.width.toDouble(), draw.height.toDouble(),
                    draw.radius.toDouble(),
                    draw.strokeWidth?.let { "stroke ${argb(draw.argb)} ${SvgShapes.n(it.toDouble())}" } ?: "fill ${argb(draw.argb)}",
                )
                is ModelRuntime.Draw.Path -> out += SvgShapes.path(
                    draw.operations.map { (op, values) -> op to values.map { it.toDouble() } },
                    "stroke ${argb(draw.argb)} ${draw.width?.let { SvgShapes.n(it.toDouble()) } ?: "filled"}" +
                        if (draw.isRound) "" else " with square ends",
                )
                is ModelRuntime.Draw.Circle -> {
                    // As the SVG's circles are read: center and radius to thousandths, then the box.
                    fun thousandths(value: Float) = Math.round(value * 1000.0) / 1000.0
                    val radius = thousandths(draw.radius)
                    out += SvgShapes.rect(
                        thousandths(draw.x) - radius, thousandths(draw.y) - radius, 2 * radius, 2 * radius, radius,
                        "fill ${argb(draw.argb)}",
                    )
                }
                is ModelRuntime.Draw.Text -> out += "text '${draw.text}' ${SvgShapes.n(draw.baselineX.toDouble())} " +
                    "${SvgShapes.n(draw.baselineY.toDouble())} size ${SvgShapes.n(draw.size.toDouble())} " +
                    "weight ${draw.weight} fill ${argb(draw.argb)}"
            }
        }
        flush()
        return out
    }

    @Test
    fun drawsTheShapesOfTheSwiftSvg() {
        val root = record().children.single()
        val canvas = root.sceneBox().children.first { it.kind == "canvas" }
        val svg = golden("svg")
        val size = Regex("width=\"([0-9.]+)\" height=\"([0-9.]+)\"").find(svg)!!.groupValues
        val box = canvas.modifiers.filterIsInstance<ModelRuntime.Element.SizeOf>().single()
        assertEquals("size", "${size[1]} ${size[2]}", "${SvgShapes.n(box.width.toDouble())} ${SvgShapes.n(box.height.toDouble())}")
        assertEquals(SvgShapes.fromSwiftSvg(svg).joinToString("\n"), shapes(canvas).joinToString("\n"))
    }

    @Test
    fun setsTheSemanticsOfTheSwiftAccessibility() {
        val root = record().children.single()
        val json = golden("json")
        val semantics = root.modifiers.filterIsInstance<ModelRuntime.Element.Semantics>().single { it.mergeDescendants }
        val announcement = Regex("\"announcement\": \"([^\"]*)\"").find(json)!!.groupValues[1]
        assertEquals(announcement, semantics.properties["stateDescription"])
        val range = semantics.properties["progressBarRangeInfo"] as ProgressBarRangeInfo
        // The range runs to the last step's shown number: "Step 4 of 7" when numbers start at 3.
        val firstNumber = Regex("\"firstNumber\": ([0-9]+)").find(json)?.groupValues?.get(1)?.toFloat() ?: 1f
        val total = Regex("\"total\": ([0-9]+)").find(json)!!.groupValues[1].toFloat() + firstNumber - 1
        assertEquals(0f..total, range.range)
        // The percentage iOS reads ("50%", "31.3%", "about 33%"), to its last digit.
        val value = Regex("\"value\": \"(?:about )?([0-9.]+)%").find(json)!!.groupValues[1]
        val digit = if ('.' in value) 0.05 else 0.5
        assertTrue("$value% of $total", Math.abs(range.current / total * 100 - value.toDouble()) <= digit + 1e-6)
        val buttons = Regex("\\{\"step\": \"([0-9.]+)\", \"label\": \"([^\"]*)\", \"selected\": (true|false), \"button\": true, \"disabled\": (true|false)\\}")
            .findAll(json).map { it.groupValues.drop(1) }.toList()
        val allSteps = Regex("\"allSteps\": (null|\"[^\"]*\")").find(json)!!.groupValues[1]
        val boxes = root.sceneBox().children.filter { it.kind == "box" }
        if (case.allSteps) {
            // Placed last, on top of the steps: the core tests "All steps" first.
            val button = boxes.last().modifiers.filterIsInstance<ModelRuntime.Element.Semantics>().single().properties
            assertEquals(allSteps.trim('"'), button["contentDescription"])
            assertEquals(Role.Button, button["role"])
        } else {
            assertEquals("null", allSteps)
        }
        val targets = boxes.filter { box -> box.modifiers.any { it is ModelRuntime.Element.Selectable } }
        assertEquals("step tabs", buttons.size, targets.size)
        if (targets.isNotEmpty()) {
            // A group of tabs, as TabRow's.
            assertTrue(root.modifiers.any { it is ModelRuntime.Element.Semantics && "selectableGroup" in it.properties })
        }
        for ((target, expected) in targets.zip(buttons)) {
            val properties = target.modifiers.filterIsInstance<ModelRuntime.Element.Semantics>().single().properties
            val tab = target.modifiers.filterIsInstance<ModelRuntime.Element.Selectable>().single()
            assertEquals(Role.Tab, tab.role)
            assertEquals(expected[1], properties["contentDescription"])
            assertEquals(expected[2].toBoolean(), tab.selected)
            assertEquals(expected[3].toBoolean(), properties.containsKey("disabled"))
            assertEquals(!expected[3].toBoolean(), tab.enabled)
            assertEquals("each step's tab is keyed by its step", expected[0], target.key?.single()?.toString())
            tab.onClick()
            assertEquals(expected[0].toInt(), tapped.last())
        }
    }
}
