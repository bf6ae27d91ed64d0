package eb.stepper.core

/**
 * Writes a scene's elements in drawing order: the connector into the first step on screen when
 * it shows, then each step on screen with the connector leaving it (none after the final step).
 */
internal class SceneElements(
    private val configuration: StepperConfiguration,
    private val layout: StepperLayout,
    private val strings: StepperStrings,
) {
    private val states = StepStates(configuration)
    private val shape = SceneElement.MarkShape.of(configuration.style)
    private val theme = configuration.theme
    private val status = configuration.status
    private val steps = configuration.steps
    private val currentOrdinal = steps.ordinal(configuration.currentStep)
    private val activity = configuration.shownActivity

    fun build(): List<SceneElement> {
        val out = ArrayList<SceneElement>()
        layout.title?.let { out += text(SceneElement.Role.TITLE, steps.id(currentOrdinal), states.state(currentOrdinal), it) }
        layout.allSteps?.let { out += text(SceneElement.Role.ALL_STEPS, null, StepperStepState.DEFAULT, it) }
        val visible = layout.visibleOrdinals
        if (visible.isEmpty()) return out
        val first = visible.first
        val last = visible.last
        if (first > 0 && showsConnector(first - 1)) out += connector(first - 1)
        val collapse = layout.row.collapse
        if (collapse != null) {
            for (place in collapse.places) {
                when (place) {
                    is CollapsedRow.Place.Step -> out += step(place.ordinal, last)
                    is CollapsedRow.Place.Overflow -> {
                        out += overflow(place)
                        if (layout.hasConnectors) out += connector(place.ordinals.last)
                    }
                }
            }
            return out
        }
        for (ordinal in first..last) out += step(ordinal, last)
        return out
    }

    /** A step's mark, its activity, name and description, and the connector leaving it. */
    private fun step(ordinal: Int, last: Int): List<SceneElement> {
        val out = ArrayList<SceneElement>()
        val mark = mark(ordinal)
        out += mark
        if (ordinal == currentOrdinal && !activity.isEmpty) out += activityElements(mark)
        layout.names[ordinal]?.let { out += text(SceneElement.Role.LABEL, mark.step, mark.state, it) }
        layout.descriptions[ordinal]?.let { out += text(SceneElement.Role.DESCRIPTION, mark.step, mark.state, it) }
        if (layout.hasConnectors && (ordinal < last || showsConnector(last))) out += connector(ordinal)
        return out
    }

    /** An overflow marker: "…" in the tone of the most urgent step it hides. */
    private fun overflow(place: CollapsedRow.Place.Overflow): SceneElement {
        val ordinal = place.ordinals.first
        val base = layout.frame(ordinal)
        val frame = if (shape == SceneElement.MarkShape.BULLET) {
            layout.mapping.grownAlongMain(base, StyleFigures.CURRENT_BULLET_GROWTH)
        } else base
        // Marks it tappable; the scene gives it its part of the tap-area partition.
        val hitArea = if (configuration.isTappable) frame.hitArea(StyleFigures.MINIMUM_HIT_AREA) else null
        val element = SceneElement(
            SceneElement.Role.OVERFLOW, shape, steps.id(ordinal), null, place.state, frame, hitArea = hitArea,
        )
        if (!shape.isMarker) {
            return element.copy(content = SceneElement.Content.Ellipsis(theme[StepPaint.barToken(place.state, status)]))
        }
        val (fill, stroke, content) = StepPaint.markerTokens(place.state, status)
        return element.copy(
            cornerRadius = minOf(StyleFigures.RADIUS_FULL, frame.width / 2, frame.height / 2),
            fill = theme[fill],
            stroke = stroke?.let { SceneElement.Stroke(theme[it], StyleFigures.OUTLINE_WIDTH) },
            content = SceneElement.Content.Ellipsis(theme[content]),
        )
    }

    private fun text(role: SceneElement.Role, step: StepId?, state: StepperStepState, placed: StepperPlacedText): SceneElement {
        val token = when (role) {
            SceneElement.Role.TITLE -> StepperToken.TEXT_STRONG_950
            SceneElement.Role.ALL_STEPS -> StepperToken.BRAND_BASE
            SceneElement.Role.DESCRIPTION -> StepPaint.descriptionToken(state)
            else -> StepPaint.nameToken(state)
        }
        return SceneElement(role, shape, step, null, state, placed.frame, text = SceneElement.SceneText(placed, theme[token]))
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
        // Marks it tappable; the scene gives it its part of the tap-area partition.
        val hitArea = if (states.isTappable(ordinal, state)) {
            frame.hitArea(StyleFigures.MINIMUM_HIT_AREA)
        } else null
        val base = SceneElement(
            SceneElement.Role.MARK, shape, id, null, state, frame, radius, hitArea = hitArea,
        )
        val showsActivity = ordinal == currentOrdinal && !activity.isEmpty
        if (shape.isMarker) {
            val (fill, stroke, content) = StepPaint.markerTokens(state, status)
            val outline = if (showsActivity && activity.stepProgress != null) StepperToken.BG_SOFT_100 else stroke
            return base.copy(
                fill = theme[fill],
                stroke = stroke?.let { SceneElement.Stroke(theme[outline!!], StyleFigures.OUTLINE_WIDTH) },
                content = if (showsActivity && activity.isLoading) null else markerContent(state, id, theme[content]),
            )
        }
        if (showsActivity) return base.copy(fill = theme[StepperToken.STEPPER_TRACK])
        val outline = StepPaint.barStrokeToken(state, status)
        if (outline != null) {
            return base.copy(
                stroke = SceneElement.Stroke(theme[outline], StyleFigures.HOLLOW_OUTLINE_WIDTH),
            )
        }
        return base.copy(fill = theme[StepPaint.barToken(state, status)])
    }

    /** The current step's activity after its mark: the part done, then the loading mark. */
    private fun activityElements(mark: SceneElement): List<SceneElement> {
        val progress = activity.stepProgress ?: 0.0
        val out = ArrayList<SceneElement>()
        if (progress > 0) out += activityElement(SceneElement.Role.STEP_PROGRESS, mark, progress)
        if (activity.isLoading && (shape.isMarker || progress < 1)) {
            out += activityElement(SceneElement.Role.LOADING, mark, progress)
        }
        return out
    }

    private fun activityElement(role: SceneElement.Role, mark: SceneElement, progress: Double): SceneElement {
        val frame = mark.frame
        val rtl = configuration.direction == StepperLayoutDirection.RIGHT_TO_LEFT
        if (shape.isMarker) {
            val ring = if (role == SceneElement.Role.LOADING) {
                val side = minOf(frame.width, frame.height) * StepperActivity.LOADING_RING_SCALE
                StepperRect(frame.center.x - side / 2, frame.center.y - side / 2, side, side)
            } else frame
            val sweep = if (role == SceneElement.Role.LOADING) StepperActivity.LOADING_RING_SWEEP
            else (activity.stepProgress ?: 0.0) * (if (rtl) -1 else 1)
            return SceneElement(
                role, shape, mark.step, null, mark.state, ring,
                stroke = SceneElement.Stroke(theme[StepperToken.BRAND_BASE], StyleFigures.OUTLINE_WIDTH),
                arc = SceneElement.Arc(0.0, sweep),
            )
        }
        val isHorizontal = configuration.axis == StepperAxis.HORIZONTAL
        val length = if (isHorizontal) frame.width else frame.height
        val filled = length * progress
        val (start, extent) = if (role == SceneElement.Role.STEP_PROGRESS) 0.0 to filled
        else (filled + (length - filled) / 3) to ((length - filled) / 3)
        val part = when {
            !isHorizontal -> StepperRect(frame.x, frame.y + start, frame.width, extent)
            rtl -> StepperRect(frame.maxX - start - extent, frame.y, extent, frame.height)
            else -> StepperRect(frame.x + start, frame.y, extent, frame.height)
        }
        return SceneElement(
            role, shape, mark.step, null, mark.state, part,
            cornerRadius = minOf(StyleFigures.RADIUS_FULL, part.width / 2, part.height / 2),
            fill = theme[StepperToken.STEPPER_BG],
        )
    }

    private fun markerContent(state: StepperStepState, id: StepId, color: StepperColor) =
        if (state.showsNumber) {
            val number = SubstepMarker.text(configuration.shownNumber(id), strings)
            val icon = configuration.stepIcons[id]
            if (icon != null) {
                val mirrored = icon.isDirectional && configuration.direction == StepperLayoutDirection.RIGHT_TO_LEFT
                SceneElement.Content.Icon(icon, mirrored, number, color)
            } else SceneElement.Content.Number(number, color)
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
                    SubstepMarker.frame(frame, SubstepMarker.text(configuration.shownNumber(id), strings))
                } else frame
        }
    }
}
