package eb.stepper.core

/**
 * The steps' names and descriptions laid out: under each step in a row (at most two lines, as
 * wide as the pitch), beside it in a column; their reach along the row and their room across it.
 */
internal class StepNames(
    configuration: StepperConfiguration, row: RowMetrics, descriptions: Map<StepId, String>,
) {
    val ordinals: List<Int>
    private val names: List<TextLayout?>
    private val descriptionLayouts: List<TextLayout?>
    private val runAlongMain = configuration.axis == StepperAxis.HORIZONTAL
    private val style = configuration.textStyle(StepperTextStyle.STEP_NAME)
    private val descriptionStyle = configuration.textStyle(StepperTextStyle.STEP_DESCRIPTION)

    init {
        val ids = configuration.stepNames.keys.toMutableList()
        ids += descriptions.keys.filter { configuration.stepNames[it] == null }
        val laidOut = ArrayList<Triple<Int, TextLayout?, TextLayout?>>()
        for (id in ids) {
            val ordinal = configuration.steps.ordinal(id)
            // A step hidden in an overflow marker shows no name.
            if (row.collapse?.shows(ordinal) == false) continue
            val size = row.size(ordinal)
            val pitch = size + row.spacing
            val isEnd = configuration.viewport != null && (ordinal == 0 || ordinal == configuration.steps.count - 1)
            var maxWidth = if (runAlongMain) maxOf(1.0, pitch - StepperLayout.NAME_SPACING) else StepperLayout.SIDE_NAME_WIDTH
            var maxLines = if (runAlongMain) StepperLayout.MAXIMUM_LINES
            else minOf(StepperLayout.MAXIMUM_LINES, maxOf(1, (pitch / style.lineHeight).toInt()))
            if (isEnd && runAlongMain) {
                maxWidth = minOf(maxWidth, maxOf(1.0, size + (row.spacing - StepperLayout.NAME_SPACING) / 2))
            } else if (isEnd) {
                maxLines = 1
            }
            val name = configuration.stepNames[id]?.let { TextLayout(it, maxWidth, maxLines, style) }
                ?.takeIf { it.lines.isNotEmpty() }
            val description = descriptions[id]?.let { text ->
                val lines = when {
                    runAlongMain -> StepperLayout.MAXIMUM_LINES
                    isEnd -> 0
                    else -> {
                        val room = pitch - (name?.let { it.lines.size * style.lineHeight + DESCRIPTION_GAP } ?: 0.0)
                        minOf(StepperLayout.MAXIMUM_LINES, (room / descriptionStyle.lineHeight).toInt())
                    }
                }
                if (lines > 0) TextLayout(text, maxWidth, lines, descriptionStyle).takeIf { it.lines.isNotEmpty() } else null
            }
            if (name != null || description != null) laidOut += Triple(ordinal, name, description)
        }
        laidOut.sortBy { it.first }
        ordinals = laidOut.map { it.first }
        names = laidOut.map { it.second }
        descriptionLayouts = laidOut.map { it.third }
    }

    val gap: Double get() = if (runAlongMain) StepperLayout.NAME_GAP else StepperLayout.SIDE_NAME_GAP

    private fun nameHeight(index: Int) = (names[index]?.lines?.size ?: 0).toDouble() * style.lineHeight

    private fun descriptionHeight(index: Int) =
        (descriptionLayouts[index]?.lines?.size ?: 0).toDouble() * descriptionStyle.lineHeight

    private fun descriptionOffset(index: Int) = if (names[index] == null) 0.0 else nameHeight(index) + DESCRIPTION_GAP

    private fun height(index: Int) =
        if (descriptionLayouts[index] == null) nameHeight(index) else descriptionOffset(index) + descriptionHeight(index)

    private fun width(index: Int) = maxOf(names[index]?.width ?: 0.0, descriptionLayouts[index]?.width ?: 0.0)

    /** How far the block of a name reaches before and after its step's center along the row. */
    fun reach(index: Int): Pair<Double, Double> {
        val firstLine = if (names[index] == null) descriptionStyle.lineHeight else style.lineHeight
        val before = if (runAlongMain) width(index) / 2 else firstLine / 2
        val after = if (runAlongMain) width(index) / 2 else height(index) - before
        return before to after
    }

    /** The room the names take across the row past the band, with the gap before them. */
    val crossRoom: Double
        get() {
            if (ordinals.isEmpty()) return 0.0
            val deepest = if (runAlongMain) ordinals.indices.maxOf { height(it) } else ordinals.indices.maxOf { width(it) }
            return gap + deepest
        }

    /** The names and descriptions placed, each kept inside a viewport's row where it shows. */
    fun placed(
        row: RowMetrics, rowOrigin: Double, inViewport: Boolean, window: Pair<Double, Double>, cross: Double,
        mapping: AxisMapping,
    ): Pair<List<Pair<Int, StepperPlacedText>>, List<Pair<Int, StepperPlacedText>>> {
        val anchor = if (runAlongMain) StepperTextAnchor.CENTER else mapping.anchor(atLeadingEnd = true)
        val placedNames = ArrayList<Pair<Int, StepperPlacedText>>()
        val placedDescriptions = ArrayList<Pair<Int, StepperPlacedText>>()
        val (windowStart, windowLength) = window
        for ((index, ordinal) in ordinals.withIndex()) {
            val start = rowOrigin + row.start(ordinal)
            val size = row.size(ordinal)
            val center = start + size / 2
            val blockStart = center - reach(index).first
            fun kept(textStart: Double, length: Double): Double {
                var kept = textStart
                if (inViewport && runAlongMain && start >= windowStart && start + size <= windowStart + windowLength) {
                    val latest = windowStart + windowLength - length
                    kept = minOf(maxOf(kept, windowStart), latest)
                }
                if (inViewport) kept = maxOf(rowOrigin, minOf(kept, rowOrigin + row.contentLength - length))
                return kept
            }
            names[index]?.let { text ->
                val height = nameHeight(index)
                val length = if (runAlongMain) text.width else height
                val nameStart = kept(if (runAlongMain) center - text.width / 2 else blockStart, length)
                val frame = mapping.textRect(nameStart, cross, text.width, height)
                placedNames += ordinal to StepperPlacedText.of(text, style, frame, anchor)
            }
            descriptionLayouts[index]?.let { text ->
                val height = descriptionHeight(index)
                val offset = descriptionOffset(index)
                val frame = if (runAlongMain) {
                    mapping.textRect(kept(center - text.width / 2, text.width), cross + offset, text.width, height)
                } else {
                    mapping.textRect(kept(blockStart + offset, height), cross, text.width, height)
                }
                placedDescriptions += ordinal to StepperPlacedText.of(text, descriptionStyle, frame, anchor)
            }
        }
        return placedNames to placedDescriptions
    }

    companion object {
        const val DESCRIPTION_GAP = 2.0
    }
}
