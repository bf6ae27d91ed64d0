package eb.stepper.core

/**
 * The header above the steps: the current step's name on the leading side and "All steps" on
 * the trailing side, in a band at least 44 points tall (docs: Long and real flows, header).
 */
internal class HeaderBand(
    configuration: StepperConfiguration, headerTitle: String, allStepsTitle: String, room: Double,
    fixedLength: Double?,
) {
    private val header = configuration.textStyle(StepperTextStyle.HEADER)
    private val allStepsStyle = configuration.textStyle(StepperTextStyle.ALL_STEPS)
    private val pad: Double
    val length: Double
    val extent: Double
    val band: Double
    private val title: TextLayout?
    private val allSteps: TextLayout?

    init {
        val isShown = configuration.showsHeader || configuration.showsAllSteps
        pad = if (isShown) maxOf(0.0, (StyleFigures.MINIMUM_HIT_AREA - allStepsStyle.lineHeight) / 2) else 0.0
        val allStepsWidth = if (configuration.showsAllSteps) allStepsStyle.width(allStepsTitle) else 0.0
        val allStepsRoom = if (configuration.showsAllSteps) allStepsWidth + StepperLayout.HEADER_GAP else 0.0
        val titleNatural = if (configuration.showsHeader) header.width(headerTitle) else 0.0
        val natural = if (configuration.showsHeader) {
            minOf(titleNatural + allStepsRoom, StepperLayout.MAXIMUM_HEADER_WIDTH)
        } else allStepsWidth
        length = fixedLength ?: maxOf(room, natural)
        extent = if (fixedLength == null) length else room
        title = if (configuration.showsHeader) {
            TextLayout(headerTitle, maxOf(1.0, length - allStepsRoom), StepperLayout.MAXIMUM_LINES, header)
        } else null
        allSteps = if (configuration.showsAllSteps) TextLayout(allStepsTitle, length, 1, allStepsStyle) else null
        val lines = maxOf(1, title?.lines?.size ?: 0)
        band = if (isShown) pad + lines.toDouble() * header.lineHeight + StepperLayout.HEADER_GAP else 0.0
    }

    /** The title and "All steps" placed from `along`, `across` (the visible part's start). */
    fun placed(along: Double, across: Double, mapping: AxisMapping): Pair<StepperPlacedText?, StepperPlacedText?> {
        val top = across + pad
        fun place(text: TextLayout, style: StepperTextStyle, at: Double, leading: Boolean): StepperPlacedText {
            val height = maxOf(1, text.lines.size).toDouble() * style.lineHeight
            val frame = mapping.textRectAlong(at, top, text.width, height)
            return StepperPlacedText.of(text, style, frame, mapping.anchor(atLeadingEnd = leading))
        }
        return title?.let { place(it, header, along, true) } to
            allSteps?.let { place(it, allStepsStyle, along + length - it.width, false) }
    }
}
