package eb.stepper.core

import kotlin.math.abs

/**
 * A row collapsed to at most `maxVisible` places: the first and last steps, the current one
 * with as many neighbours as fit, and an overflow marker ("…") for each run of hidden steps,
 * in the state of its most urgent one (docs: Long and real flows, collapse without scrolling).
 */
class CollapsedRow(count: Int, current: Int, maxVisible: Int, state: (Int) -> StepperStepState) {
    /** One place of the row: a step shown, or an overflow marker for hidden ones. */
    sealed class Place {
        abstract val firstOrdinal: Int

        data class Step(val ordinal: Int) : Place() {
            override val firstOrdinal: Int get() = ordinal
        }

        data class Overflow(
            val ordinals: IntRange, val state: StepperStepState, val counts: Map<StepperStepState, Int>,
        ) : Place() {
            override val firstOrdinal: Int get() = ordinals.first
        }
    }

    val places: List<Place>
    private val firsts: IntArray

    init {
        if (count <= maxVisible) {
            places = (0 until count).map { Place.Step(it) }
        } else {
            val window = window(count, current, maxVisible)
            val out = ArrayList<Place>()
            var previous = -1
            fun hide(ordinals: IntRange) {
                if (ordinals.first == ordinals.last) {
                    out += Place.Step(ordinals.first)
                    return
                }
                val counts = LinkedHashMap<StepperStepState, Int>()
                for (ordinal in ordinals) counts.merge(state(ordinal), 1, Int::plus)
                val urgent = counts.keys.maxByOrNull(::urgency) ?: StepperStepState.DEFAULT
                out += Place.Overflow(ordinals, urgent, counts)
            }
            for (ordinal in listOf(0) + window.toList() + listOf(count - 1)) {
                if (ordinal <= previous) continue
                if (ordinal > previous + 1) hide((previous + 1)..(ordinal - 1))
                out += Place.Step(ordinal)
                previous = ordinal
            }
            places = out
        }
        firsts = places.map { it.firstOrdinal }.toIntArray()
    }

    /** The place of `ordinal`: its own, or the overflow marker that hides it. */
    fun slot(ordinal: Int): Int {
        var low = 0
        var high = firsts.size
        while (low < high) {
            val mid = (low + high) / 2
            if (firsts[mid] > ordinal) high = mid else low = mid + 1
        }
        return low - 1
    }

    fun shows(ordinal: Int): Boolean {
        val slot = slot(ordinal)
        return slot >= 0 && firsts[slot] == ordinal && places[slot] !is Place.Overflow
    }

    fun overflowHiding(ordinal: Int): Place.Overflow? {
        val slot = slot(ordinal)
        return if (slot >= 0) places[slot] as? Place.Overflow else null
    }

    private fun window(count: Int, current: Int, maxVisible: Int): IntRange {
        fun places(window: IntRange): Int {
            val low = minOf(window.first, 1)
            val high = maxOf(window.last, count - 2)
            val first = if (window.first == 0) 0 else 1
            val last = if (window.last == count - 1) 0 else 1
            val before = if (window.first > low) 1 else 0
            val after = if (window.last < high) 1 else 0
            return (window.last - window.first + 1) + first + last + before + after
        }
        var window = current..current
        while (true) {
            val candidates = listOfNotNull(
                if (window.first > 0) (window.first - 1)..window.last else null,
                if (window.last < count - 1) window.first..(window.last + 1) else null,
            ).sortedBy { abs((it.first + it.last) - 2 * current) }
            window = candidates.firstOrNull { places(it) <= maxVisible } ?: return window
        }
    }

    companion object {
        const val MINIMUM_VISIBLE = 5

        fun urgency(state: StepperStepState): Int = when (state) {
            StepperStepState.ERROR_ACTIVE -> 6
            StepperStepState.ERROR -> 5
            StepperStepState.ACTIVE -> 4
            StepperStepState.SKIPPED -> 3
            StepperStepState.DEFAULT -> 2
            StepperStepState.COMPLETE -> 1
            StepperStepState.DISABLED -> 0
        }
    }
}
