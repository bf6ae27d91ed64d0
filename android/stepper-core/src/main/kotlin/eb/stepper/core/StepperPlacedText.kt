package eb.stepper.core

/** Which end of a line of text, or its middle, sits at its baseline point. */
enum class StepperTextAnchor(val rawValue: String) { LEFT("left"), CENTER("center"), RIGHT("right") }

/** Text laid out and placed: its frame, lines and each line's baseline point. */
data class StepperPlacedText(
    val frame: StepperRect,
    val lines: List<String>,
    val baselines: List<StepperPoint>,
    val anchor: StepperTextAnchor,
    val style: StepperTextStyle,
    val isTruncated: Boolean,
) {
    companion object {
        fun of(text: TextLayout, style: StepperTextStyle, frame: StepperRect, anchor: StepperTextAnchor): StepperPlacedText {
            val x = when (anchor) {
                StepperTextAnchor.LEFT -> frame.x
                StepperTextAnchor.CENTER -> frame.center.x
                StepperTextAnchor.RIGHT -> frame.maxX
            }
            val baselines = text.lines.indices.map { StepperPoint(x, style.baseline(it, frame.y)) }
            return StepperPlacedText(frame, text.lines, baselines, anchor, style, text.isTruncated)
        }
    }
}
