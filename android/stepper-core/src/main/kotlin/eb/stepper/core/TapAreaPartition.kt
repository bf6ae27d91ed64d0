package eb.stepper.core

/**
 * Where a tap selects each mark: the tap-area partition (docs: Tapping; the
 * rule is the Swift core's, so both write the same `hitArea` bytes).
 *
 * Every mark (steps and sub-steps) and every overflow marker is a target, tappable or not, in
 * element order. Each gets its drawn frame grown to at least [minimum] each way about its center;
 * where two neighbours' grown areas overlap along the main axis, each stops at the midpoint of
 * their centers, so the areas never overlap and a tap always selects the mark nearest along the
 * row. A scrolling row's areas are then cut, along the main axis, to the part where the steps
 * are shown ([StepperScene.stepsRect]); an area cut away entirely is null. The cross axis is never
 * cut. Where nothing overlaps, the area is the grown frame exactly.
 */
internal object TapAreaPartition {
    /** The area of each target element (by index in [elements]); null for one scrolled away. */
    fun areas(
        elements: List<SceneElement>, axis: StepperAxis, minimum: Double, shownSteps: StepperRect?,
    ): Map<Int, StepperRect?> {
        val targets = elements.indices.filter { isTarget(elements[it]) }
        val out = LinkedHashMap<Int, StepperRect?>()
        targets.forEachIndexed { position, index ->
            val frame = elements[index].frame
            val neighbours = listOfNotNull(
                targets.getOrNull(position - 1)?.let { elements[it].frame },
                targets.getOrNull(position + 1)?.let { elements[it].frame },
            )
            val area = partitioned(frame, neighbours, axis, minimum)
            out[index] = if (shownSteps == null) area else cut(area, shownSteps, axis)
        }
        return out
    }

    /** Whether an element takes part in the partition: a mark or an overflow marker. */
    fun isTarget(element: SceneElement): Boolean =
        element.role == SceneElement.Role.MARK || element.role == SceneElement.Role.OVERFLOW

    private fun partitioned(
        frame: StepperRect, neighbours: List<StepperRect>, axis: StepperAxis, minimum: Double,
    ): StepperRect {
        val base = frame.hitArea(minimum)
        var lo = axis.start(base)
        var hi = lo + axis.length(base)
        var isCut = false
        val extent = maxOf(axis.length(frame), minimum)
        val center = axis.center(frame)
        for (neighbour in neighbours) {
            val other = axis.center(neighbour)
            val reach = (maxOf(axis.length(neighbour), minimum) + extent) / 2
            if (Math.abs(other - center) >= reach) continue
            val middle = (center + other) / 2
            if (other > center) hi = minOf(hi, middle) else lo = maxOf(lo, middle)
            isCut = true
        }
        return if (isCut) axis.along(base, lo, hi) else base
    }

    private fun cut(area: StepperRect, shown: StepperRect, axis: StepperAxis): StepperRect? {
        val lo = axis.start(area)
        val hi = lo + axis.length(area)
        val shownLo = axis.start(shown)
        val shownHi = shownLo + axis.length(shown)
        if (lo >= shownLo && hi <= shownHi) return area
        val from = maxOf(lo, shownLo)
        val to = minOf(hi, shownHi)
        return if (to <= from) null else axis.along(area, from, to)
    }

    private fun StepperAxis.start(rect: StepperRect) = if (this == StepperAxis.HORIZONTAL) rect.x else rect.y
    private fun StepperAxis.length(rect: StepperRect) = if (this == StepperAxis.HORIZONTAL) rect.width else rect.height
    private fun StepperAxis.center(rect: StepperRect) = start(rect) + length(rect) / 2

    /** `rect` with its main-axis extent set to lo…hi. */
    private fun StepperAxis.along(rect: StepperRect, lo: Double, hi: Double) =
        if (this == StepperAxis.HORIZONTAL) StepperRect(lo, rect.y, hi - lo, rect.height)
        else StepperRect(rect.x, lo, rect.width, hi - lo)
}
