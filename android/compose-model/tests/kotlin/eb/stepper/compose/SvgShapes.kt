package eb.stepper.compose

import kotlin.math.abs
import kotlin.math.roundToLong

/**
 * The shapes of a drawing, comparable across outputs: rounded rectangles filled or outlined,
 * polylines, and text on a baseline, numbers to thousandths. Read from the Swift SVG, or made
 * from the draw calls Compose was asked for.
 */
object SvgShapes {
    fun n(value: Double): String {
        val thousandths = (value * 1000).roundToLong()
        return if (abs(thousandths) == 0L) "0" else "%.3f".format(thousandths / 1000.0).trimEnd('0').trimEnd('.')
    }

    /** The width the recording runtime's stand-in measure gives `text` at `size`. */
    fun standInWidth(text: String, size: Double): Double = (text.length * size.toFloat() * 0.6f).toInt().toDouble()

    fun rect(x: Double, y: Double, w: Double, h: Double, r: Double, paint: String) =
        "rect ${n(x)} ${n(y)} ${n(w)} ${n(h)} r=${n(minOf(r, w / 2, h / 2))} $paint"

    /**
     * A path as its operations ("M", "L", "C", "Z" with their coordinates): one open run of
     * straight lines reads as a `line`, as a glyph's strokes drawn line by line do.
     */
    fun path(operations: List<Pair<String, List<Double>>>, paint: String): String {
        val isPolyline = operations.firstOrNull()?.first == "M" && operations.drop(1).all { it.first == "L" }
        if (isPolyline) {
            return "line " + operations.joinToString(" ") { "${n(it.second[0])},${n(it.second[1])}" } + " $paint"
        }
        return "path " + operations.joinToString(" ") { (op, values) ->
            (listOf(op) + values.chunked(2).map { "${n(it[0])},${n(it[1])}" }).joinToString(" ")
        } + " $paint"
    }

    private fun attribute(tag: String, name: String): String? =
        Regex("\\s$name=\"([^\"]*)\"").find(tag)?.groupValues?.get(1)

    private fun number(tag: String, name: String): Double = attribute(tag, name)?.toDouble() ?: 0.0

    /** The shapes of the Swift SVG, less its surface, in the coordinates of its view box. */
    fun fromSwiftSvg(svg: String): List<String> {
        val out = mutableListOf<String>()
        val box = Regex("viewBox=\"(-?[0-9.]+) (-?[0-9.]+) ").find(svg)?.groupValues
        val dx = box?.get(1)?.toDouble() ?: 0.0
        val dy = box?.get(2)?.toDouble() ?: 0.0
        fun rect(x: Double, y: Double, w: Double, h: Double, r: Double, paint: String) =
            SvgShapes.rect(x - dx, y - dy, w, h, r, paint)
        for (match in Regex("<(rect|circle|path|text)\\b([^>]*)>(?:([^<]*)</text>)?").findAll(svg)) {
            val (kind, tag, content) = match.destructured
            if (tag.contains("data-role=\"surface\"")) continue
            val fill = attribute(tag, "fill")?.takeIf { it != "none" }
            val stroke = attribute(tag, "stroke")
            val strokeWidth = number(tag, "stroke-width")
            when (kind) {
                "circle", "rect" -> {
                    val (x, y, w, h, r) = if (kind == "circle") {
                        val radius = number(tag, "r")
                        listOf(number(tag, "cx") - radius, number(tag, "cy") - radius, 2 * radius, 2 * radius, radius)
                    } else {
                        listOf(number(tag, "x"), number(tag, "y"), number(tag, "width"), number(tag, "height"), number(tag, "rx"))
                    }
                    if (fill != null) {
                        // A shape both filled and outlined fills out to the outline's outer edge.
                        val grow = if (stroke != null) strokeWidth / 2 else 0.0
                        out += rect(x - grow, y - grow, w + 2 * grow, h + 2 * grow, r + grow, "fill $fill")
                    }
                    if (stroke != null) out += rect(x, y, w, h, r, "stroke $stroke ${n(strokeWidth)}")
                }
                "path" -> {
                    val operations = Regex("([MLCZ])([^MLCZ]*)").findAll(attribute(tag, "d") ?: "").map { op ->
                        val numbers = Regex("-?[0-9.]+").findAll(op.groupValues[2]).map { it.value.toDouble() }.toList()
                        op.groupValues[1] to numbers.mapIndexed { i, v -> v - if (i % 2 == 0) dx else dy }
                    }.toList()
                    out += path(operations, "stroke $stroke ${n(strokeWidth)}")
                }
                "text" -> {
                    val text = content.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                        .replace("&amp;", "&")
                    val size = number(tag, "font-size")
                    // The recording measures text with a stand-in width: the left end follows.
                    val width = standInWidth(text, size)
                    val x = number(tag, "x") - dx
                    val left = when (attribute(tag, "text-anchor")) {
                        "middle" -> x - width / 2
                        "end" -> x - width
                        else -> x
                    }
                    out += "text '$text' ${n(left)} ${n(number(tag, "y") - dy)} " +
                        "size ${n(size)} weight ${attribute(tag, "font-weight")} fill $fill"
                }
            }
        }
        return out
    }
}
