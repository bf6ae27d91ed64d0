package eb.stepper.core

/**
 * What a canvas draws for a scene, in points: rounded rectangles filled or outlined (an outline
 * inside its frame), the strokes and dots of a check, error or skip mark, and a marker's number
 * centered on its baseline, and the stroked outlines of an icon, a loading ring or a step's
 * progress. Every platform's canvas draws these and computes none of them.
 */
sealed class DrawCommand {
    /** A rounded rectangle, filled, or outlined with `strokeWidth` (then its rect is inset). */
    data class RoundRect(
        val rect: StepperRect, val radius: Double, val color: StepperColor, val strokeWidth: Double?,
    ) : DrawCommand()

    /** A round-capped line through `points`. */
    data class Polyline(
        val points: List<StepperPoint>, val width: Double, val color: StepperColor,
    ) : DrawCommand()

    /** An outline of lines and cubics, stroked `width` wide with round caps and joins. */
    data class Path(val path: StepperPath, val width: Double, val color: StepperColor) : DrawCommand()

    /** A filled circle. */
    data class Dot(val center: StepperPoint, val radius: Double, val color: StepperColor) : DrawCommand()

    /** One line of text on `baseline`, its `anchor` end or middle there, in Inter. */
    data class Text(
        val text: String, val baseline: StepperPoint, val size: Double, val weight: Int,
        val color: StepperColor, val anchor: StepperTextAnchor = StepperTextAnchor.CENTER,
    ) : DrawCommand()
}
