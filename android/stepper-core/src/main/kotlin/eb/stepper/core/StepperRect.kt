package eb.stepper.core

/** A point in points, origin top-left. */
data class StepperPoint(val x: Double, val y: Double)

/** A frame in points, origin top-left, x growing right whatever the direction. */
data class StepperRect(val x: Double, val y: Double, val width: Double, val height: Double) {
    val maxX: Double get() = x + width
    val maxY: Double get() = y + height
    val center: StepperPoint get() = StepperPoint(x + width / 2, y + height / 2)

    /** The part both frames cover, or null where they only touch or miss. */
    fun intersection(other: StepperRect): StepperRect? {
        val left = maxOf(x, other.x)
        val top = maxOf(y, other.y)
        val right = minOf(maxX, other.maxX)
        val bottom = minOf(maxY, other.maxY)
        if (!(right > left && bottom > top)) return null
        return StepperRect(left, top, right - left, bottom - top)
    }

    /** Whether `point` is inside: left and top edges in, right and bottom edges out. */
    fun contains(point: StepperPoint): Boolean = point.x >= x && point.x < maxX && point.y >= y && point.y < maxY

    /** A frame at least `minimum` each way, centered on this one: a tap target. */
    fun hitArea(minimum: Double): StepperRect {
        val w = maxOf(width, minimum)
        val h = maxOf(height, minimum)
        val c = center
        return StepperRect(c.x - w / 2, c.y - h / 2, w, h)
    }
}
