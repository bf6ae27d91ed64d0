package eb.stepper.core

import kotlin.math.floor

/**
 * Where each step sits along the main axis, before direction and axis are applied: sizes,
 * spacing, the leading inset, the connector length, and for a row that scrolls how many whole
 * steps a page shows (docs: Geometry and tokens; Long and real flows, scrolling).
 */
data class RowMetrics(
    val sequence: StepSequence,
    val mainSize: Double,
    val substepSize: Double,
    val spacing: Double,
    val leadingInset: Double,
    val endRoom: Double,
    val connectorLength: Double?,
    val wholeStepsPerPage: Int?,
    val contentLength: Double,
    val substepsKeepPitch: Boolean,
    val collapse: CollapsedRow? = null,
) {
    fun start(ordinal: Int): Double {
        if (collapse != null) {
            val slot = collapse.slot(ordinal)
            val centering = if (isSmall(ordinal)) (mainSize - substepSize) / 2 else 0.0
            return leadingInset + slot.toDouble() * (mainSize + spacing) + centering
        }
        if (substepsKeepPitch) {
            val centering = if (sequence.substepCount > 0 && sequence.id(ordinal).isSubstep) {
                (mainSize - substepSize) / 2
            } else 0.0
            return leadingInset + ordinal.toDouble() * mainSize + ordinal.toDouble() * spacing +
                centering
        }
        val substeps = if (sequence.substepCount == 0) 0 else sequence.substepsBefore(ordinal)
        return leadingInset + (ordinal - substeps).toDouble() * mainSize +
            substeps.toDouble() * substepSize + ordinal.toDouble() * spacing
    }

    /** Where a step's slot starts: a sub-step in a row that keeps the pitch is centered in it. */
    fun slotStart(ordinal: Int): Double {
        if (!substepsKeepPitch || collapse != null) return start(ordinal)
        return leadingInset + ordinal.toDouble() * mainSize + ordinal.toDouble() * spacing
    }

    fun isSmall(ordinal: Int): Boolean =
        sequence.substepCount > 0 && sequence.id(ordinal).isSubstep && (collapse?.shows(ordinal) ?: true)

    fun size(ordinal: Int): Double = if (isSmall(ordinal)) substepSize else mainSize

    fun end(ordinal: Int): Double = start(ordinal) + size(ordinal)

    fun firstOrdinalEndingAfter(position: Double): Int =
        partition(sequence.count) { end(it) > position }

    fun firstOrdinalStartingAtOrAfter(position: Double): Int =
        partition(sequence.count) { start(it) >= position }

    /** The offset of the page that shows `ordinal`: pinned first, or the row right-aligned. */
    fun pageOffset(ordinal: Int, viewport: Double): Double {
        val tolerance = 1e-9
        val last = sequence.count - 1
        val rightAligned = maxOf(0.0, contentLength - viewport)
        if (!(rightAligned > tolerance)) return 0.0
        var first = 0
        while (true) {
            val k = wholeStepsPerPage
            if (k != null) {
                val reach = ordinal - first
                if (reach >= k) first += reach / k * k
            }
            val offset = slotStart(first) - endRoom
            val windowEnd = offset + viewport + tolerance
            if (end(last) + endRoom <= windowEnd) return rightAligned
            val next = firstOrdinalEndingAfter(windowEnd)
            if (ordinal < next || next <= first) return offset
            first = next
        }
    }

    companion object {
        private inline fun partition(count: Int, predicate: (Int) -> Boolean): Int {
            var low = 0
            var high = count
            while (low < high) {
                val mid = (low + high) ushr 1
                if (predicate(mid)) high = mid else low = mid + 1
            }
            return low
        }

        private fun make(
            sequence: StepSequence, main: Double, substep: Double, spacing: Double,
            inset: Double, connector: Double?, perPage: Int?, content: Double?,
            room: Double = 0.0,
        ): RowMetrics {
            val keepsPitch = perPage != null
            val count = sequence.count
            val smaller = if (keepsPitch) 0 else sequence.substepCount
            val length = content ?: ((count - smaller).toDouble() * main +
                smaller.toDouble() * substep + (count - 1).toDouble() * spacing + 2 * room)
            return RowMetrics(
                sequence, main, substep, spacing, inset, room, connector, perPage, length,
                keepsPitch,
            )
        }

        /** A row drawn whole in `length`. */
        fun fitted(style: StepperStyle, sequence: StepSequence, length: Double): RowMetrics {
            val figures = style.figures
            val mains = sequence.total.toDouble()
            val subs = sequence.substepCount.toDouble()
            val gaps = maxOf(1, sequence.count - 1).toDouble()
            return when (figures.flex) {
                StyleFigures.Flex.STEPS -> {
                    val dash = (length - gaps * figures.gap) / (mains + subs / 2)
                    make(sequence, dash, dash / 2, figures.gap, 0.0, null, null, length)
                }
                StyleFigures.Flex.CENTERED -> {
                    val natural = figures.minimumLength(sequence.total, sequence.substepCount)
                    make(
                        sequence, figures.stepLength, figures.substepLength, figures.gap,
                        (length - natural) / 2 + figures.endRoom, null, null, length,
                        figures.endRoom,
                    )
                }
                StyleFigures.Flex.CONNECTORS -> {
                    val steps = mains * figures.stepLength + subs * figures.substepLength
                    val connector = (length - steps - gaps * figures.gap) / gaps
                    make(
                        sequence, figures.stepLength, figures.substepLength,
                        figures.gap + connector, 0.0, connector, null, length, figures.endRoom,
                    )
                }
            }
        }

        /** A row that scrolls in `viewport`: k whole steps and half the next at offset 0. */
        fun scrolling(style: StepperStyle, sequence: StepSequence, viewport: Double): RowMetrics? {
            val tolerance = 1e-9
            val figures = style.figures
            return when (figures.flex) {
                StyleFigures.Flex.CONNECTORS, StyleFigures.Flex.CENTERED -> {
                    val half = figures.stepLength / 2
                    val room = figures.endRoom
                    val k = floor((viewport - half - room) / figures.minimumPitch + tolerance).toInt()
                    if (k < 1) return null
                    val pitch = (viewport - half - room) / k.toDouble()
                    val spacing = pitch - figures.stepLength
                    make(
                        sequence, figures.stepLength, figures.substepLength, spacing, room,
                        if (figures.hasConnectors) spacing - figures.gap else null, k, null, room,
                    )
                }
                StyleFigures.Flex.STEPS -> {
                    val gap = figures.gap
                    val k = floor((viewport + gap / 2) / figures.minimumPitch - 0.5 + tolerance).toInt()
                    if (k < 1) return null
                    val pitch = (viewport + gap / 2) / (k.toDouble() + 0.5)
                    val dash = pitch - gap
                    make(sequence, dash, dash / 2, gap, 0.0, null, k, null)
                }
            }
        }

        /** A collapsed row: its places fitted in `length`, each hidden step at its marker's place. */
        private fun collapsed(style: StepperStyle, sequence: StepSequence, collapse: CollapsedRow, length: Double): RowMetrics {
            val row = fitted(style, StepSequence(collapse.places.size), length)
            return RowMetrics(
                sequence, row.mainSize, row.substepSize, row.spacing, row.leadingInset, row.endRoom,
                row.connectorLength, null, length, true, collapse,
            )
        }

        /** The row a configuration lays out: fitted, or scrolling when it outgrows its viewport. */
        fun of(configuration: StepperConfiguration): RowMetrics {
            val style = configuration.style
            val sequence = configuration.steps
            configuration.collapsedRow?.let { return collapsed(style, sequence, it, configuration.length) }
            val fixed = fitted(style, sequence, configuration.length)
            val length = configuration.viewport ?: return fixed
            val minimum = style.figures.minimumLength(sequence.total, sequence.substepCount)
            return if (length >= minimum) fixed else scrolling(style, sequence, length) ?: fixed
        }
    }
}
