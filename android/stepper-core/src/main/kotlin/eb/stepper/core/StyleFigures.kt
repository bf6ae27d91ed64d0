package eb.stepper.core

/**
 * One style's figures in points (docs: Geometry and tokens): what flexes to fill the length,
 * step and sub-step sizes, gaps, the shortest connector, the room kept at each end.
 */
data class StyleFigures(
    val style: StepperStyle,
    val flex: Flex,
    val thickness: Double,
    val substepThickness: Double,
    val stepLength: Double,
    val substepLength: Double,
    val gap: Double,
    val minimumConnectorLength: Double = 0.0,
    val endRoom: Double = 0.0,
    val substepNumberRoom: Double = 0.0,
    val defaultLength: Double? = null,
    val defaultTotal: Int = 4,
    val defaultCurrent: Int = 2,
) {
    /** What takes up the length a row is given. */
    enum class Flex { STEPS, CONNECTORS, CENTERED }

    val hasConnectors: Boolean get() = flex == Flex.CONNECTORS

    val minimumPitch: Double get() = stepLength + gap + minimumConnectorLength

    /** The shortest row of `total` steps and `substeps` sub-steps. */
    fun minimumLength(total: Int, substeps: Int = 0): Double {
        val mains = total.toDouble()
        val subs = substeps.toDouble()
        val gaps = mains + subs - 1
        return mains * stepLength + subs * substepLength +
            gaps * (gap + minimumConnectorLength) + 2 * endRoom
    }

    /** The row's length when none is asked for. */
    fun defaultLength(total: Int, substeps: Int = 0): Double =
        defaultLength ?: minimumLength(total, substeps)

    /** The shortest viewport that shows one whole step and half of the next. */
    val minimumViewport: Double
        get() = when (flex) {
            Flex.CONNECTORS, Flex.CENTERED -> minimumPitch + stepLength / 2 + endRoom
            Flex.STEPS -> 1.5 * minimumPitch - gap / 2
        }

    companion object {
        const val DASH_THICKNESS = 4.0
        const val BULLET_SIZE = 8.0
        const val BULLET_GAP = 8.0
        const val CURRENT_BULLET_GROWTH = BULLET_GAP / 2
        const val MARKER_SIZE = 24.0
        const val SUBSTEP_MARKER_SIZE = 16.0
        const val CONNECTOR_THICKNESS = 2.0
        const val CONNECTOR_GAP = 8.0
        const val MINIMUM_CONNECTOR_LENGTH = 22.0
        const val OUTLINE_WIDTH = 2.0
        const val HOLLOW_OUTLINE_WIDTH = 1.0
        const val MINIMUM_HIT_AREA = 44.0
        const val RADIUS_FULL = 100.0

        private val dash = StyleFigures(
            StepperStyle.DASH, Flex.STEPS, thickness = DASH_THICKNESS,
            substepThickness = DASH_THICKNESS, stepLength = DASH_THICKNESS,
            substepLength = DASH_THICKNESS / 2, gap = 4.0, defaultLength = 268.0,
        )
        private val bullet = StyleFigures(
            StepperStyle.BULLET, Flex.CENTERED, thickness = BULLET_SIZE,
            substepThickness = 4.0, stepLength = BULLET_SIZE, substepLength = 4.0,
            gap = BULLET_GAP, endRoom = CURRENT_BULLET_GROWTH,
        )
        private val circular = StyleFigures(
            StepperStyle.CIRCULAR, Flex.CONNECTORS, thickness = MARKER_SIZE,
            substepThickness = SUBSTEP_MARKER_SIZE, stepLength = MARKER_SIZE,
            substepLength = SUBSTEP_MARKER_SIZE, gap = 2 * CONNECTOR_GAP,
            minimumConnectorLength = MINIMUM_CONNECTOR_LENGTH,
            substepNumberRoom = (MARKER_SIZE - SUBSTEP_MARKER_SIZE) / 2,
            defaultLength = 272.0, defaultTotal = 3, defaultCurrent = 1,
        )

        fun of(style: StepperStyle): StyleFigures = when (style) {
            StepperStyle.DASH -> dash
            StepperStyle.BULLET -> bullet
            StepperStyle.CIRCULAR -> circular
        }
    }
}
