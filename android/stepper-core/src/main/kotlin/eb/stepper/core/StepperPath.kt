package eb.stepper.core

import kotlin.math.PI
import kotlin.math.abs
import kotlin.math.atan2
import kotlin.math.ceil
import kotlin.math.cos
import kotlin.math.max
import kotlin.math.min
import kotlin.math.sin
import kotlin.math.sqrt
import kotlin.math.tan

/**
 * An outline of straight and cubic segments, stroked with round caps and joins: an icon on its
 * 24 × 24 grid, or the arc of a loading ring or of a step's progress (docs: Long and real flows,
 * icons, loading and step progress). Arcs in an icon's data become cubics when it is read, so a
 * canvas only ever meets lines and cubics.
 */
data class StepperPath(val subpaths: List<Subpath>) {
    /** One piece of a subpath, from the end of the one before it. */
    sealed class Segment {
        abstract val end: StepperPoint

        data class Line(override val end: StepperPoint) : Segment()

        data class Cubic(
            val control1: StepperPoint, val control2: StepperPoint, override val end: StepperPoint,
        ) : Segment()

        fun mapped(transform: (StepperPoint) -> StepperPoint): Segment = when (this) {
            is Line -> Line(transform(end))
            is Cubic -> Cubic(transform(control1), transform(control2), transform(end))
        }
    }

    /** A run of segments from `start`; a closed one ends with a line back to its start. */
    data class Subpath(val start: StepperPoint, val segments: List<Segment>, val isClosed: Boolean)

    /** The path scaled from its 24 × 24 grid into `frame`, mirrored left to right if asked. */
    fun placed(frame: StepperRect, mirrored: Boolean = false): StepperPath {
        val scale = frame.width / GRID
        fun place(point: StepperPoint): StepperPoint {
            val x = if (mirrored) GRID - point.x else point.x
            return StepperPoint(frame.x + x * scale, frame.y + point.y * scale)
        }
        return StepperPath(subpaths.map { sub -> Subpath(place(sub.start), sub.segments.map { it.mapped(::place) }, sub.isClosed) })
    }

    companion object {
        const val GRID = 24.0

        /**
         * The arc from `start` turns, sweeping `sweep` turns clockwise (negative: the other way),
         * on the circle of `radius` about `center`, zero at the top: cubics of at most a quarter
         * turn each.
         */
        fun arc(center: StepperPoint, radius: Double, start: Double, sweep: Double): StepperPath {
            val turn = 2 * PI
            val from = start * turn
            val count = max(1, ceil(abs(sweep) * 4).toInt())
            val step = sweep * turn / count
            val handle = 4.0 / 3.0 * tan(step / 4) * radius
            fun point(angle: Double) = StepperPoint(center.x + radius * sin(angle), center.y - radius * cos(angle))
            val segments = (0 until count).map { index ->
                val a = from + step * index
                val b = a + step
                val p0 = point(a)
                val p3 = point(b)
                Segment.Cubic(
                    StepperPoint(p0.x + handle * cos(a), p0.y + handle * sin(a)),
                    StepperPoint(p3.x - handle * cos(b), p3.y - handle * sin(b)), p3,
                )
            }
            return StepperPath(listOf(Subpath(point(from), segments, isClosed = false)))
        }

        /**
         * Reads absolute SVG path data with `M`, `L`, `H`, `V`, `C`, `A` and `Z`, the commands the
         * built-in icons are written with.
         */
        fun parse(data: String): StepperPath {
            val tokens = Regex("[MLHVCAZ]|-?[0-9]*\\.?[0-9]+").findAll(data).map { it.value }.toList()
            var index = 0
            fun number(): Double = tokens[index++].toDouble()
            fun point() = StepperPoint(number(), number())
            val subpaths = ArrayList<Subpath>()
            var start = StepperPoint(0.0, 0.0)
            var current = start
            var segments = ArrayList<Segment>()
            fun finish(closed: Boolean) {
                if (segments.isNotEmpty() || closed) subpaths += Subpath(start, segments, closed)
                segments = ArrayList()
            }
            var pendingStart = false
            while (index < tokens.size) {
                val command = tokens[index++]
                if (command != "M" && command != "Z" && pendingStart) pendingStart = false
                when (command) {
                    "M" -> {
                        if (!pendingStart) finish(false)
                        start = point(); current = start; pendingStart = true
                    }
                    "L" -> { current = point(); segments += Segment.Line(current) }
                    "H" -> { current = StepperPoint(number(), current.y); segments += Segment.Line(current) }
                    "V" -> { current = StepperPoint(current.x, number()); segments += Segment.Line(current) }
                    "C" -> {
                        val c1 = point(); val c2 = point(); current = point()
                        segments += Segment.Cubic(c1, c2, current)
                    }
                    "A" -> {
                        val rx = number(); val ry = number(); val rotation = number()
                        val large = number() != 0.0; val sweep = number() != 0.0
                        val end = point()
                        segments += ellipticalArc(current, end, rx, ry, rotation, large, sweep)
                        current = end
                    }
                    "Z" -> { finish(true); current = start; pendingStart = true }
                    else -> error("unexpected path data: $command")
                }
            }
            if (!pendingStart) finish(false)
            return StepperPath(subpaths)
        }

        /** An SVG arc in endpoint form as cubics of at most 90° (SVG 1.1, F.6.5 and F.6.6). */
        private fun ellipticalArc(
            from: StepperPoint, to: StepperPoint, radiusX: Double, radiusY: Double, rotation: Double,
            largeArc: Boolean, sweep: Boolean,
        ): List<Segment> {
            if (from == to || radiusX <= 0 || radiusY <= 0) return emptyList()
            val phi = rotation * PI / 180
            val cosPhi = cos(phi)
            val sinPhi = sin(phi)
            val dx = (from.x - to.x) / 2
            val dy = (from.y - to.y) / 2
            val x1 = cosPhi * dx + sinPhi * dy
            val y1 = -sinPhi * dx + cosPhi * dy
            var rx = radiusX
            var ry = radiusY
            val lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
            if (lambda > 1) { rx *= sqrt(lambda); ry *= sqrt(lambda) }
            val numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
            val denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
            var factor = sqrt(max(0.0, numerator) / denominator)
            if (largeArc == sweep) factor = -factor
            val cx1 = factor * rx * y1 / ry
            val cy1 = -factor * ry * x1 / rx
            val cx = cosPhi * cx1 - sinPhi * cy1 + (from.x + to.x) / 2
            val cy = sinPhi * cx1 + cosPhi * cy1 + (from.y + to.y) / 2
            val startAngle = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
            var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - startAngle
            if (sweep && delta < 0) delta += 2 * PI
            if (!sweep && delta > 0) delta -= 2 * PI
            fun point(angle: Double): StepperPoint {
                val x = rx * cos(angle)
                val y = ry * sin(angle)
                return StepperPoint(cx + cosPhi * x - sinPhi * y, cy + sinPhi * x + cosPhi * y)
            }
            fun tangent(angle: Double): StepperPoint {
                val x = -rx * sin(angle)
                val y = ry * cos(angle)
                return StepperPoint(cosPhi * x - sinPhi * y, sinPhi * x + cosPhi * y)
            }
            val pieces = max(1, ceil(abs(delta) / (PI / 2) - 1e-9).toInt())
            val step = delta / pieces
            val k = 4.0 / 3.0 * tan(step / 4)
            var angle = startAngle
            var begin = from
            return (0 until pieces).map { piece ->
                val next = angle + step
                val end = if (piece == pieces - 1) to else point(next)
                val d0 = tangent(angle)
                val d1 = tangent(next)
                Segment.Cubic(
                    StepperPoint(begin.x + k * d0.x, begin.y + k * d0.y),
                    StepperPoint(end.x - k * d1.x, end.y - k * d1.y), end,
                ).also { begin = end; angle = next }
            }
        }

        /** The path a ring or arc element draws: on its frame's inscribed circle, inset by half the line. */
        fun arc(frame: StepperRect, lineWidth: Double, arc: SceneElement.Arc): StepperPath =
            arc(frame.center, max(0.0, min(frame.width, frame.height) / 2 - lineWidth / 2), arc.start, arc.sweep)
    }
}
