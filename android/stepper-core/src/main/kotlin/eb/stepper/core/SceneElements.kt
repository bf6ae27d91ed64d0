package eb.stepper.core

/**
 * Writes a scene's elements in drawing order: the connector into the first step on screen when
 * it shows, then each step on screen with the connector leaving it (none after the final step).
 */
internal class SceneElements(
    private val configuration: StepperConfiguration,
    private val layout: StepperLayout,
) {
    private val states = StepStates(configuration)
    private val shape = SceneElement.MarkShape.of(configuration.style)
    private val theme = configuration.theme
    private val status = configuration.status
    private val steps = configuration.steps
    private val currentOrdinal = steps.ordinal(configuration.currentStep)

    fun build(): List<SceneElement> {
        val out = ArrayList<SceneElement>()
        val visible = layout.visibleOrdinals
        if (visible.isEmpty()) return out
        val first = visible.first
        val last = visible.last
        if (first > 0 && showsConnector(first - 1)) out += connector(first - 1)
        for (ordinal in first..last) {
            out += mark(ordinal)
            if (layout.hasConnectors && (ordinal < last || showsConnector(last))) out += connector(ordinal)
        }
        return out
    }

    private fun showsConnector(ordinal: Int): Boolean {
        if (!layout.hasConnectors || ordinal >= steps.count - 1) return false
        if (layout.viewport == null) return true
        return layout.connectorSpan(ordinal).intersection(layout.stepsRect) != null
    }

    private fun connector(ordinal: Int): SceneElement {
        val state = states.connectorState(ordinal)
        return SceneElement(
            SceneElement.Role.CONNECTOR, shape, steps.id(ordinal), steps.id(ordinal + 1), state,
            layout.connectorSpan(ordinal), fill = theme[StepPaint.connectorToken(state, status)],
        )
    }

    private fun mark(ordinal: Int): SceneElement {
        val state = states.state(ordinal)
        val id = steps.id(ordinal)
        val frame = markFrame(ordinal, id, state)
        val radius = minOf(StyleFigures.RADIUS_FULL, frame.width / 2, frame.height / 2)
        val hitArea = if (states.isTappable(ordinal, state)) {
            frame.hitArea(StyleFigures.MINIMUM_HIT_AREA)
        } else null
        val base = SceneElement(
            SceneElement.Role.MARK, shape, id, null, state, frame, radius, hitArea = hitArea,
        )
        if (shape.isMarker) {
            val (fill, stroke, content) = StepPaint.markerTokens(state, status)
            return base.copy(
                fill = theme[fill],
                stroke = stroke?.let { SceneElement.Stroke(theme[it], StyleFigures.OUTLINE_WIDTH) },
                content = markerContent(state, id, theme[content]),
            )
        }
        val outline = StepPaint.barStrokeToken(state, status)
        if (outline != null) {
            return base.copy(
                stroke = SceneElement.Stroke(theme[outline], StyleFigures.HOLLOW_OUTLINE_WIDTH),
            )
        }
        return base.copy(fill = theme[StepPaint.barToken(state, status)])
    }

    private fun markerContent(state: StepperStepState, id: StepId, color: StepperColor) =
        if (state.showsNumber) {
            SceneElement.Content.Number(SubstepMarker.text(configuration.shownNumber(id)), color)
        } else when (state) {
            StepperStepState.COMPLETE -> SceneElement.Content.Check(color)
            StepperStepState.SKIPPED -> SceneElement.Content.Skip(color)
            else -> SceneElement.Content.Error(color)
        }

    private fun markFrame(ordinal: Int, id: StepId, state: StepperStepState): StepperRect {
        val frame = layout.frame(ordinal)
        return when (shape) {
            SceneElement.MarkShape.DASH -> frame
            SceneElement.MarkShape.BULLET ->
                if (ordinal == currentOrdinal) {
                    layout.mapping.grownAlongMain(frame, StyleFigures.CURRENT_BULLET_GROWTH)
                } else frame
            SceneElement.MarkShape.MARKER ->
                if (steps.substepCount > 0 && state.showsNumber && id.isSubstep) {
                    SubstepMarker.frame(frame, SubstepMarker.text(configuration.shownNumber(id)))
                } else frame
        }
    }
}
