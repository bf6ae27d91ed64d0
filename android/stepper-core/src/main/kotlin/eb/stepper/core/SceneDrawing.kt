package eb.stepper.core

/**
 * A scene turned into [DrawCommand]s, in the scene's drawing order and in the coordinates of
 * its visible part (docs: The pipeline, drawing commands).
 */
object SceneDrawing {
    private const val GLYPH_GRID = 24.0
    private const val MARKER_NUMBER_SIZE = 12.0
    private const val SUBSTEP_NUMBER_SIZE = 9.0
    /** A marker's number, in Inter semibold at 12 points (a sub-step's is made smaller). */
    private val MARKER_NUMBER = StepperTextStyle(MARKER_NUMBER_SIZE, 600, 16.0)
    private const val CAP_HEIGHT_EMS = 2048.0 / 2816.0

    fun commands(scene: StepperScene): List<DrawCommand> {
        val origin = scene.visibleRect
        val out = ArrayList<DrawCommand>()
        val cues = StepperAccessibilityOption.DIFFERENTIATE_WITHOUT_COLOR in scene.accessibilityOptions
        // Numbers keep their size under bold text, a weight heavier.
        val numberWeight = if (StepperAccessibilityOption.BOLD_TEXT in scene.accessibilityOptions) {
            MARKER_NUMBER.bolder.weight
        } else MARKER_NUMBER.weight
        for (element in scene.elements) {
            val text = element.text
            if (text != null) {
                val placed = text.placed
                for ((line, baseline) in placed.lines.zip(placed.baselines)) {
                    out += DrawCommand.Text(
                        line, StepperPoint(baseline.x - origin.x, baseline.y - origin.y), placed.style.size,
                        placed.style.weight, text.color, placed.anchor,
                    )
                }
                continue
            }
            val frame = element.frame.let { StepperRect(it.x - origin.x, it.y - origin.y, it.width, it.height) }
            val arc = element.arc
            val ring = element.stroke
            if (arc != null && ring != null) {
                // A loading ring or a step's progress: part of the frame's inscribed circle.
                out += DrawCommand.Path(StepperPath.arc(frame, ring.width, arc), ring.width, ring.color)
                continue
            }
            val cued = if (cues) cuedShapes(element, frame) else null
            if (cued != null) cued.forEach { (piece, radius) -> shape(element, piece, radius, out) }
            else shape(element, frame, element.cornerRadius, out)
            when (val content = element.content) {
                null -> Unit
                is SceneElement.Content.Number -> {
                    val size = if (element.step?.isSubstep == true) substepSize(content.text) else MARKER_NUMBER_SIZE
                    val center = frame.center
                    out += DrawCommand.Text(
                        content.text, StepperPoint(center.x, center.y + CAP_HEIGHT_EMS * size / 2), size,
                        numberWeight, content.color,
                    )
                }
                is SceneElement.Content.Icon -> {
                    val side = frame.width * StepperIcon.MARKER_SCALE
                    val box = StepperRect(frame.x + (frame.width - side) / 2, frame.y + (frame.height - side) / 2, side, side)
                    out += DrawCommand.Path(
                        content.icon.path.placed(box, content.isMirrored),
                        StepperIcon.LINE_WIDTH * side / StepperPath.GRID, content.color,
                    )
                }
                is SceneElement.Content.Ellipsis -> out += ellipsis(frame, content.color)
                is SceneElement.Content.Check -> out += glyph(frame, content.color, listOf(7.0 to 12.5, 10.5 to 16.0, 17.0 to 8.5), null)
                is SceneElement.Content.Error -> out += glyph(frame, content.color, listOf(12.0 to 6.5, 12.0 to 13.0), 12.0 to 17.0)
                is SceneElement.Content.Skip -> out += glyph(frame, content.color, listOf(7.5 to 12.0, 16.5 to 12.0), null)
            }
        }
        return out
    }

    /** An element's fill and outline at `frame`, its corners rounded by `radius`. */
    private fun shape(element: SceneElement, frame: StepperRect, radius: Double, out: MutableList<DrawCommand>) {
        element.fill?.let { out += DrawCommand.RoundRect(frame, radius, it, null) }
        element.stroke?.let { stroke ->
            val half = stroke.width / 2
            val inset = StepperRect(frame.x + half, frame.y + half, frame.width - stroke.width, frame.height - stroke.width)
            out += DrawCommand.RoundRect(inset, maxOf(0.0, radius - half), stroke.color, stroke.width)
        }
    }

    /**
     * The pieces, each with its corner radius, that draw `element` at `frame` with a shape cue,
     * for a person who asked that colour alone not tell states apart; null when it needs none.
     *
     * Only a failed dash or bullet needs one: it differs from its neighbours by its colour
     * alone. A failed dash is broken in two, a gap as wide as the dash is thick at its middle;
     * a failed bullet (and the current one's pill) has square corners. Circular markers show
     * their state in their mark, and disabled or skipped dashes and bullets are hollow.
     */
    private fun cuedShapes(element: SceneElement, frame: StepperRect): List<Pair<StepperRect, Double>>? {
        if (element.role != SceneElement.Role.MARK) return null
        if (element.state != StepperStepState.ERROR && element.state != StepperStepState.ERROR_ACTIVE) return null
        return when (element.shape) {
            SceneElement.MarkShape.MARKER -> null
            SceneElement.MarkShape.BULLET -> listOf(frame to 0.0)
            SceneElement.MarkShape.DASH -> {
                val isAlongX = frame.width >= frame.height
                val thickness = if (isAlongX) frame.height else frame.width
                val length = if (isAlongX) frame.width else frame.height
                val piece = (length - thickness) / 2
                if (piece <= 0) return null
                val first = if (isAlongX) StepperRect(frame.x, frame.y, piece, frame.height)
                else StepperRect(frame.x, frame.y, frame.width, piece)
                val second = if (isAlongX) StepperRect(frame.x + piece + thickness, frame.y, piece, frame.height)
                else StepperRect(frame.x, frame.y + piece + thickness, frame.width, piece)
                // Never more than half a piece's shorter side.
                listOf(first, second).map { it to minOf(element.cornerRadius, minOf(it.width, it.height) / 2) }
            }
        }
    }

    /** A sub-step's number shrinks to fit its pill (docs: Long and real flows, sub-steps). */
    private fun substepSize(text: String): Double {
        val room = StyleFigures.MARKER_SIZE - 6.0
        val width = SubstepMarker.textWidth(text)
        return if (width > room) SUBSTEP_NUMBER_SIZE * room / width else SUBSTEP_NUMBER_SIZE
    }

    /** Three dots along a marker, or along a dash or pill's length. */
    private fun ellipsis(frame: StepperRect, color: StepperColor): List<DrawCommand> {
        val along = listOf(6.5, 12.0, 17.5)
        if (frame.width == frame.height) {
            val scale = frame.width / GLYPH_GRID
            return along.map { DrawCommand.Dot(StepperPoint(frame.x + it * scale, frame.y + 12 * scale), 1.5 * scale, color) }
        }
        val isWide = frame.width > frame.height
        val long = if (isWide) frame.width else frame.height
        val short = if (isWide) frame.height else frame.width
        val scale = long / GLYPH_GRID
        return along.map {
            val center = if (isWide) StepperPoint(frame.x + it * scale, frame.y + short / 2)
            else StepperPoint(frame.x + short / 2, frame.y + it * scale)
            DrawCommand.Dot(center, minOf(short / 2, 1.5 * scale), color)
        }
    }

    private fun glyph(
        frame: StepperRect, color: StepperColor, stroke: List<Pair<Double, Double>>, dot: Pair<Double, Double>?,
    ): List<DrawCommand> {
        val scale = frame.width / GLYPH_GRID
        fun place(point: Pair<Double, Double>) = StepperPoint(frame.x + point.first * scale, frame.y + point.second * scale)
        val out = mutableListOf<DrawCommand>(DrawCommand.Polyline(stroke.map(::place), 2 * scale, color))
        if (dot != null) out += DrawCommand.Dot(place(dot), 1.25 * scale, color)
        return out
    }
}
