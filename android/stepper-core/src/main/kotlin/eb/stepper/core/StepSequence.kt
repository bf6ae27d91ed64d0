package eb.stepper.core

/**
 * The steps of a row in order, main steps and revealed sub-steps, each at an ordinal (0, 1, …).
 * Only the steps that reveal sub-steps are stored, so a row of any total costs the same.
 */
class StepSequence(val total: Int, substeps: Map<Int, Int> = emptyMap()) {
    private val parents: IntArray
    private val counts: IntArray
    private val before: IntArray
    val substepCount: Int

    init {
        val revealed = substeps.filter { it.value > 0 && it.key in 1..maxOf(1, total) }
            .toSortedMap()
        parents = revealed.keys.toIntArray()
        counts = revealed.values.toIntArray()
        var running = 0
        before = IntArray(counts.size) { index -> running.also { running += counts[index] } }
        substepCount = running
    }

    val count: Int get() = total + substepCount

    fun substeps(of: Int): Int {
        val index = parents.binarySearch(of)
        return if (index >= 0) counts[index] else 0
    }

    fun contains(id: StepId): Boolean {
        if (id.step !in 1L..total.toLong()) return false
        val substep = id.substep ?: return true
        return substep >= 1 && substep <= substeps(id.step.toInt())
    }

    fun ordinal(of: StepId): Int {
        val step = of.step.toInt()
        return step - 1 + revealedBefore(step) + (of.substep?.toInt() ?: 0)
    }

    fun id(at: Int): StepId {
        var low = 0
        var high = parents.size
        while (low < high) {
            val mid = (low + high) / 2
            if (parents[mid] - 1 + before[mid] > at) high = mid else low = mid + 1
        }
        if (low == 0) return StepId((at + 1).toLong())
        val index = low - 1
        val parentOrdinal = parents[index] - 1 + before[index]
        val offset = at - parentOrdinal
        if (offset == 0) return StepId(parents[index].toLong())
        if (offset <= counts[index]) return StepId(parents[index].toLong(), offset.toLong())
        return StepId((parents[index] + offset - counts[index]).toLong())
    }

    fun substepsBefore(ordinal: Int): Int {
        val id = id(ordinal)
        return revealedBefore(id.step.toInt()) + maxOf(0, (id.substep?.toInt() ?: 1) - 1)
    }

    private fun revealedBefore(step: Int): Int {
        val low = parents.indexOfFirst { it >= step }
        return if (low >= 0) before[low] else substepCount
    }

    override fun equals(other: Any?): Boolean =
        other is StepSequence && total == other.total && parents.contentEquals(other.parents) &&
            counts.contentEquals(other.counts)

    override fun hashCode(): Int = total * 31 + parents.contentHashCode()
}
