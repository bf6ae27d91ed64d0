package eb.stepper.core

/**
 * Every frame of a configuration in points: the row along the main axis (fitted, or scrolling
 * in a viewport and paged to the current step), the band across it with room for 44-point tap
 * targets, the names beside the steps, the header before them, and which steps show (docs: The
 * pipeline, layout).
 */
class StepperLayout(configuration: StepperConfiguration, headerTitle: String, allStepsTitle: String, descriptions: Map<StepId, String>) {
    val row: RowMetrics = RowMetrics.of(configuration)
    val viewport: StepperScrollViewport?
    val mapping: AxisMapping
    val visibleRect: StepperRect
    val stepsRect: StepperRect
    val visibleOrdinals: IntRange
    val title: StepperPlacedText?
    val allSteps: StepperPlacedText?
    val names: Map<Int, StepperPlacedText>
    val descriptions: Map<Int, StepperPlacedText>
    private val rowOrigin: Double
    private val bandStart: Double
    private val figures = configuration.style.figures

    init {
        viewport = configuration.viewport?.let { length ->
            val offset = when {
                !configuration.isScrollEnabled -> 0.0
                configuration.scrollOffset != null ->
                    minOf(maxOf(configuration.scrollOffset, 0.0), maxOf(0.0, row.contentLength - length))
                else -> row.pageOffset(configuration.steps.ordinal(configuration.currentStep), length)
            }
            StepperScrollViewport(offset, length, row.contentLength)
        }
        val alongMain = configuration.axis == StepperAxis.HORIZONTAL
        val stepNames = StepNames(configuration, row, descriptions)
        // Along the main axis: room for 44-point targets and for names wider than their step.
        val sequence = row.sequence
        val smallest = if (sequence.substepCount > 0) minOf(row.mainSize, row.substepSize) else row.mainSize
        val mainPad = if (configuration.isTappable) maxOf(0.0, (StyleFigures.MINIMUM_HIT_AREA - smallest) / 2) else 0.0
        var leading = if (viewport == null) mainPad else 0.0
        var trailing = leading
        if (viewport == null) {
            for ((index, ordinal) in stepNames.ordinals.withIndex()) {
                val center = row.start(ordinal) + row.size(ordinal) / 2
                val (before, after) = stepNames.reach(index)
                leading = maxOf(leading, before - center)
                trailing = maxOf(trailing, center + after - row.contentLength)
            }
        }
        if (!row.substepsKeepPitch && sequence.substepCount > 0 && sequence.id(sequence.count - 1).isSubstep) {
            trailing = maxOf(trailing, figures.substepNumberRoom)
        }
        val mainLength = leading + row.contentLength + trailing
        // Across it: the band of the steps, its tap-target padding and the names' room.
        val crossPad = if (configuration.isTappable) maxOf(0.0, (StyleFigures.MINIMUM_HIT_AREA - figures.thickness) / 2) else 0.0
        fun crossLength(bandStart: Double) = bandStart + figures.thickness + maxOf(crossPad, stepNames.crossRoom)
        val header = HeaderBand(
            configuration, headerTitle, allStepsTitle,
            if (alongMain) mainLength else crossLength(crossPad),
            if (alongMain) viewport?.length else null,
        )
        val headerMain = if (alongMain) 0.0 else header.band
        val headerCross = if (alongMain) header.band else 0.0
        rowOrigin = headerMain + leading
        bandStart = headerCross + crossPad
        val mainExtent = headerMain + mainLength
        val crossExtent = crossLength(bandStart)
        mapping = AxisMapping(
            configuration.axis, configuration.direction,
            if (alongMain) header.extent else mainExtent, if (alongMain) crossExtent else header.extent,
        )
        val port = viewport
        val visible: Pair<Double, Double>
        val steps: Pair<Double, Double>
        if (port == null) {
            visible = 0.0 to mapping.mainExtent
            steps = visible
            visibleOrdinals = 0 until sequence.count
        } else {
            visible = port.offset to port.length + headerMain
            val first = row.firstOrdinalEndingAfter(port.offset)
            val end = row.firstOrdinalStartingAtOrAfter(port.offset + port.length)
            steps = if (port.isScrollable) (visible.first + headerMain) to port.length else visible
            visibleOrdinals = first until maxOf(first, end)
        }
        visibleRect = mapping.rect(visible.first, visible.second, 0.0, mapping.crossExtent)
        stepsRect = mapping.rect(steps.first, steps.second, 0.0, mapping.crossExtent)
        val (along, across) = mapping.textCoordinates(visible.first, 0.0)
        val placedHeader = header.placed(along, across, mapping)
        title = placedHeader.first
        allSteps = placedHeader.second
        val placed = stepNames.placed(
            row, rowOrigin, port != null, visible, bandStart + figures.thickness + stepNames.gap, mapping,
        )
        names = placed.first.toMap()
        this.descriptions = placed.second.toMap()
    }

    val hasConnectors: Boolean get() = row.connectorLength != null

    /** The frame of the step at `ordinal`, before a bullet's pill or a sub-step's. */
    fun frame(ordinal: Int): StepperRect {
        val across = if (row.isSmall(ordinal)) figures.substepThickness else figures.thickness
        return mapping.rect(
            rowOrigin + row.start(ordinal), row.size(ordinal),
            bandStart + (figures.thickness - across) / 2, across,
        )
    }

    /** The connector leaving the step at `ordinal`, a gap of 8 from each marker. */
    fun connectorSpan(ordinal: Int): StepperRect {
        val gap = StyleFigures.CONNECTOR_GAP
        val start = rowOrigin + row.end(ordinal) + gap
        val end = rowOrigin + row.start(ordinal + 1) - gap
        val thickness = StyleFigures.CONNECTOR_THICKNESS
        return mapping.rect(
            start, end - start, bandStart + (StyleFigures.MARKER_SIZE - thickness) / 2, thickness,
        )
    }

    companion object {
        const val HEADER_GAP = 12.0
        const val NAME_GAP = 8.0
        const val SIDE_NAME_GAP = 12.0
        const val SIDE_NAME_WIDTH = 160.0
        const val MAXIMUM_HEADER_WIDTH = 320.0
        const val NAME_SPACING = 8.0
        const val MAXIMUM_LINES = 2
    }
}
