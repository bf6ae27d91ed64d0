package eb.stepper.core

/**
 * Every frame of a configuration in points: the row along the main axis (fitted, or scrolling
 * in a viewport and paged to the current step), the band across it with room for 44-point tap
 * targets, and which steps show (docs: The pipeline, layout).
 */
class StepperLayout(configuration: StepperConfiguration) {
    val row: RowMetrics = RowMetrics.of(configuration)
    val viewport: StepperScrollViewport?
    val mapping: AxisMapping
    val visibleRect: StepperRect
    val stepsRect: StepperRect
    val visibleOrdinals: IntRange
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
        val sequence = row.sequence
        val smallest = if (sequence.substepCount > 0) minOf(row.mainSize, row.substepSize) else row.mainSize
        val mainPad = if (configuration.isTappable) {
            maxOf(0.0, (StyleFigures.MINIMUM_HIT_AREA - smallest) / 2)
        } else 0.0
        val leading = if (viewport == null) mainPad else 0.0
        var trailing = leading
        if (!row.substepsKeepPitch && sequence.substepCount > 0 && sequence.id(sequence.count - 1).isSubstep) {
            trailing = maxOf(trailing, figures.substepNumberRoom)
        }
        val mainLength = leading + row.contentLength + trailing
        val crossPad = if (configuration.isTappable) {
            maxOf(0.0, (StyleFigures.MINIMUM_HIT_AREA - figures.thickness) / 2)
        } else 0.0
        rowOrigin = leading
        bandStart = crossPad
        mapping = AxisMapping(
            configuration.axis, configuration.direction, mainLength,
            crossPad + figures.thickness + maxOf(crossPad, 0.0),
        )
        val port = viewport
        if (port == null) {
            visibleOrdinals = 0 until sequence.count
            visibleRect = mapping.rect(0.0, mainLength, 0.0, mapping.crossExtent)
            stepsRect = visibleRect
        } else {
            val first = row.firstOrdinalEndingAfter(port.offset)
            val end = row.firstOrdinalStartingAtOrAfter(port.offset + port.length)
            visibleOrdinals = first until maxOf(first, end)
            visibleRect = mapping.rect(port.offset, port.length, 0.0, mapping.crossExtent)
            stepsRect = visibleRect
        }
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
}
