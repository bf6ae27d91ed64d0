package eb.stepper.compose

import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.graphics.drawscope.Fill
import androidx.compose.ui.graphics.drawscope.Stroke
import androidx.compose.ui.text.TextLayoutResult
import androidx.compose.ui.text.TextMeasurer
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.drawText
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.Density
import eb.stepper.core.DrawCommand
import eb.stepper.core.StepperColor
import eb.stepper.core.StepperPath
import eb.stepper.core.StepperTextAnchor

/**
 * The core's text commands measured, in their order: done once for a scene and a density (font
 * scale included), not on every draw. The core set each size in points, font scale included
 * (marker numbers keep theirs: the marker does not grow), so the size is turned into sp with
 * `Dp.toSp()`, which undoes Android's own font scaling — non-linear from a font scale of 1.03 —
 * and the text is drawn at the core's size exactly.
 */
internal fun Density.measureTexts(commands: List<DrawCommand>, measurer: TextMeasurer): List<TextLayoutResult> =
    commands.filterIsInstance<DrawCommand.Text>().map { command ->
        measurer.measure(
            command.text,
            TextStyle(fontSize = command.size.toFloat().dp.toSp(), fontWeight = FontWeight(command.weight)),
        )
    }

/**
 * Draws the core's commands on a Compose canvas, points as dp: one call per command, no
 * geometry or color of its own; the text as [measureTexts] measured it.
 */
internal fun DrawScope.drawCommands(commands: List<DrawCommand>, texts: List<TextLayoutResult>) {
    var nextText = 0
    fun px(points: Double): Float = points.toFloat().dp.toPx()
    fun color(color: StepperColor) = Color(color.argb)
    for (command in commands) {
        when (command) {
            is DrawCommand.RoundRect -> drawRoundRect(
                color = color(command.color),
                topLeft = Offset(px(command.rect.x), px(command.rect.y)),
                size = Size(px(command.rect.width), px(command.rect.height)),
                cornerRadius = CornerRadius(px(command.radius)),
                style = command.strokeWidth?.let { Stroke(width = px(it)) } ?: Fill,
            )
            is DrawCommand.Polyline -> command.points.zipWithNext { start, end ->
                drawLine(
                    color = color(command.color),
                    start = Offset(px(start.x), px(start.y)),
                    end = Offset(px(end.x), px(end.y)),
                    strokeWidth = px(command.width),
                    cap = StrokeCap.Round,
                )
            }
            is DrawCommand.Path -> drawPath(
                path = Path().apply {
                    for (subpath in command.path.subpaths) {
                        moveTo(px(subpath.start.x), px(subpath.start.y))
                        for (segment in subpath.segments) when (segment) {
                            is StepperPath.Segment.Line -> lineTo(px(segment.end.x), px(segment.end.y))
                            is StepperPath.Segment.Cubic -> cubicTo(
                                px(segment.control1.x), px(segment.control1.y),
                                px(segment.control2.x), px(segment.control2.y),
                                px(segment.end.x), px(segment.end.y),
                            )
                        }
                        if (subpath.isClosed) close()
                    }
                },
                color = color(command.color),
                style = Stroke(width = px(command.width), cap = StrokeCap.Round, join = StrokeJoin.Round),
            )
            is DrawCommand.Dot -> drawCircle(
                color = color(command.color),
                radius = px(command.radius),
                center = Offset(px(command.center.x), px(command.center.y)),
            )
            is DrawCommand.Text -> {
                val layout = texts[nextText++]
                drawText(
                    layout,
                    color = color(command.color),
                    topLeft = Offset(
                        px(command.baseline.x) - when (command.anchor) {
                            StepperTextAnchor.LEFT -> 0f
                            StepperTextAnchor.CENTER -> layout.size.width / 2f
                            StepperTextAnchor.RIGHT -> layout.size.width.toFloat()
                        },
                        px(command.baseline.y) - layout.firstBaseline,
                    ),
                )
            }
        }
    }
}
