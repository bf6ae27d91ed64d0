package eb.stepper.core

/**
 * One thing a scene draws: a step's mark (dash, bullet or marker) or a connector, with its
 * frame, paint and, for a tappable step, its hit area. Renderers draw these and decide nothing.
 */
data class SceneElement(
    val role: Role,
    val shape: MarkShape,
    val step: StepId?,
    val nextStep: StepId?,
    val state: StepperStepState,
    val frame: StepperRect,
    val cornerRadius: Double = 0.0,
    val fill: StepperColor? = null,
    val stroke: Stroke? = null,
    val content: Content? = null,
    val hitArea: StepperRect? = null,
    val arc: Arc? = null,
    val text: SceneText? = null,
) {
    /** An element's text: its lines, baselines and style, and whether it was cut short. */
    data class SceneText(val placed: StepperPlacedText, val color: StepperColor)

    /** The part of a marker's outline an activity draws: from `start`, `sweep` turns clockwise. */
    data class Arc(val start: Double, val sweep: Double)

    /** What an element is. */
    enum class Role(val rawValue: String) {
        MARK("mark"), CONNECTOR("connector"), STEP_PROGRESS("stepProgress"), LOADING("loading"),
        LABEL("label"), DESCRIPTION("description"), TITLE("title"), ALL_STEPS("allSteps"),
        OVERFLOW("overflow")
    }

    /** How a style draws its steps' marks. */
    enum class MarkShape(val rawValue: String) {
        DASH("dash"), BULLET("bullet"), MARKER("marker");

        val isMarker: Boolean get() = this == MARKER

        companion object {
            fun of(style: StepperStyle): MarkShape = when (style) {
                StepperStyle.DASH -> DASH
                StepperStyle.BULLET -> BULLET
                StepperStyle.CIRCULAR -> MARKER
            }
        }
    }

    /** An outline. */
    data class Stroke(val color: StepperColor, val width: Double)

    /** What a marker shows inside: a number, or a glyph in place of it. */
    sealed class Content(val kind: String) {
        abstract val color: StepperColor

        data class Number(val text: String, override val color: StepperColor) : Content("number")
        data class Check(override val color: StepperColor) : Content("check")
        data class Error(override val color: StepperColor) : Content("error")
        data class Skip(override val color: StepperColor) : Content("skip")
        data class Ellipsis(override val color: StepperColor) : Content("ellipsis")
        data class Icon(
            val icon: StepperIcon, val isMirrored: Boolean, val number: String,
            override val color: StepperColor,
        ) : Content("icon")
    }

    /** The name the scene's outputs give this element: its role, or for a mark its shape. */
    val roleName: String get() = if (role == Role.MARK) shape.rawValue else role.rawValue
}
