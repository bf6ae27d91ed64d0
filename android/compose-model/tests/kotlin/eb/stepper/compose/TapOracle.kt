package eb.stepper.compose

import eb.stepper.composemodel.ModelLayout
import eb.stepper.composemodel.ModelRuntime
import eb.stepper.core.SceneElement
import eb.stepper.core.StepperAxis
import eb.stepper.core.StepperPoint
import eb.stepper.core.StepperRect
import eb.stepper.core.StepperScene
import eb.stepper.core.StepperSelection

/**
 * The oracle for taps: touches sent through the model's layout and hit testing (as Compose
 * places boxes and resolves a touch) must reach what the Kotlin core's partition selects
 * ([StepperSelection.at]). Reports each disagreement with its reason; none when they agree.
 */
class TapOracle(
    private val scene: StepperScene,
    private val hasAllSteps: Boolean,
) {
    /** What the last click reported: "step N", "all steps", or nothing yet. */
    var clicked: String? = null

    val onStepClick: (Int) -> Unit = { clicked = "step $it" }
    val onAllStepsClick: () -> Unit = { clicked = "all steps" }

    /** Every disagreement between the recording laid out and the core, as sentences. */
    fun check(root: ModelRuntime.Node): List<String> {
        val placed = ModelLayout.layout(root)
        val stepper = placed.children.single()
        val problems = mutableListOf<String>()
        // "All steps" may meet a step's area: it is placed last, on top, as the core tests it first.
        val allSteps = scene.allStepsTarget
        val targets = stepper.all().flatMap { it.targets }.filter {
            it.element !is ModelRuntime.Element.Scroll && !(allSteps != null && it.bounds.matches(allSteps))
        }
        for ((index, a) in targets.withIndex()) for (b in targets.drop(index + 1)) {
            val overlap = minOf(a.bounds.maxX, b.bounds.maxX) - maxOf(a.bounds.x, b.bounds.x) > EPSILON &&
                minOf(a.bounds.maxY, b.bounds.maxY) - maxOf(a.bounds.y, b.bounds.y) > EPSILON
            if (overlap) problems += "the bounds of ${describe(a)} and ${describe(b)} overlap"
        }
        for (point in points()) {
            if (onAnEdge(point)) continue
            val expected = expected(point)
            val actual = reach(placed, stepper.bounds, point)
            if (expected == actual) continue
            if (expected == "nothing" && isNearestWidened(point, actual)) continue
            problems += "a touch at ${fmt(point)} reached $actual; the core selects $expected"
        }
        return problems
    }

    private fun ModelLayout.Bounds.matches(rect: StepperRect) =
        Math.abs(x - rect.x) < EPSILON && Math.abs(y - rect.y) < EPSILON &&
            Math.abs(width - rect.width) < EPSILON && Math.abs(height - rect.height) < EPSILON

    private fun describe(target: ModelLayout.PointerTarget): String {
        val label = target.node.modifiers.filterIsInstance<ModelRuntime.Element.Semantics>()
            .firstNotNullOfOrNull { it.properties["contentDescription"] } ?: target.element::class.simpleName
        return "'$label' ${target.bounds}"
    }

    private fun fmt(point: StepperPoint) = "(%.2f, %.2f)".format(point.x, point.y)

    private fun expected(point: StepperPoint): String = when (val selection = StepperSelection.at(scene, point)) {
        null -> "nothing"
        StepperSelection.AllSteps -> if (hasAllSteps) "all steps" else "nothing"
        is StepperSelection.Step -> "step ${selection.step.step}"
    }

    /** What a touch at `point` (the drawing's coordinates) makes the stepper report. */
    private fun reach(placed: ModelLayout.Placed, origin: ModelLayout.Bounds, point: StepperPoint): String {
        clicked = null
        val target = ModelLayout.clickAt(placed, origin.x + point.x.toFloat(), origin.y + point.y.toFloat())
        when (val element = target?.element) {
            is ModelRuntime.Element.Selectable -> if (element.enabled) element.onClick()
            is ModelRuntime.Element.Clickable -> if (element.enabled) element.onClick()
            else -> {}
        }
        return clicked ?: "nothing"
    }

    /** Every area the core gives, in the drawing's coordinates. */
    private fun areas(): List<StepperRect> =
        scene.accessibility.steps.map { it.frame } + scene.overflowTargets.map { it.frame } + listOfNotNull(scene.allStepsTarget)

    /** Outside every core area, Compose may widen a target: only the nearest one, within 24 dp. */
    private fun isNearestWidened(point: StepperPoint, actual: String): Boolean {
        val distances = areas().map { it to distance(it, point) }
        val nearest = distances.minByOrNull { it.second } ?: return false
        if (nearest.second > ModelLayout.MINIMUM_TOUCH_TARGET / 2) return false
        val step = scene.accessibility.steps.firstOrNull { it.frame == nearest.first }
        val reportsAs = when {
            step != null -> if (step.isButton && !step.isDisabled) "step ${step.step.step}" else "nothing"
            nearest.first == scene.allStepsTarget -> "all steps"
            else -> if (hasAllSteps) "all steps" else "nothing"
        }
        return actual == reportsAs
    }

    private fun distance(rect: StepperRect, point: StepperPoint): Double {
        val dx = maxOf(0.0, rect.x - point.x, point.x - rect.maxX)
        val dy = maxOf(0.0, rect.y - point.y, point.y - rect.maxY)
        return Math.hypot(dx, dy)
    }

    private fun onAnEdge(point: StepperPoint): Boolean = areas().any { rect ->
        listOf(rect.x, rect.maxX).any { Math.abs(it - point.x) < EPSILON } ||
            listOf(rect.y, rect.maxY).any { Math.abs(it - point.y) < EPSILON }
    }

    /** Each mark's center, and a sweep across the row and a little past it, on and off the marks' line. */
    private fun points(): List<StepperPoint> {
        val marks = scene.elements.filter { it.role == SceneElement.Role.MARK || it.role == SceneElement.Role.OVERFLOW }
        val origin = scene.visibleRect
        val centers = marks.map { StepperPoint(it.frame.center.x - origin.x, it.frame.center.y - origin.y) }
        val horizontal = scene.axis == StepperAxis.HORIZONTAL
        val length = if (horizontal) scene.width else scene.height
        val crosses = centers.map { if (horizontal) it.y else it.x }.distinct().flatMap { listOf(it - 20, it, it + 20) }
        val sweep = generateSequence(-30.0) { it + 1.7 }.takeWhile { it < length + 30 }.toList()
        val across = crosses.flatMap { cross -> sweep.map { if (horizontal) StepperPoint(it, cross) else StepperPoint(cross, it) } }
        val allSteps = listOfNotNull(scene.allStepsTarget?.center)
        return centers + allSteps + across
    }

    companion object {
        const val EPSILON = 1e-3
    }
}
