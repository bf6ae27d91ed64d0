// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/drawscope/DrawScope.kt, commit: 080d2b3e5326ba80392d93442c4a51a02dc22650 (read)
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.ui.graphics.drawscope

import androidx.compose.ui.geometry.CornerRadius
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.geometry.Size
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.Path
import androidx.compose.ui.graphics.StrokeCap
import androidx.compose.ui.graphics.StrokeJoin
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection

interface DrawScope : Density {
    val size: Size
    val layoutDirection: LayoutDirection

    fun drawLine(
        color: Color,
        start: Offset,
        end: Offset,
        strokeWidth: Float = Stroke.HairlineWidth,
        cap: StrokeCap = Stroke.DefaultCap,
    )

    fun drawRoundRect(
        color: Color,
        topLeft: Offset = Offset(0f, 0f),
        size: Size = this.size,
        cornerRadius: CornerRadius = CornerRadius(0f),
        style: DrawStyle = Fill,
        alpha: Float = 1.0f,
    )

    fun drawCircle(
        color: Color,
        radius: Float = 0f,
        center: Offset = Offset(0f, 0f),
        alpha: Float = 1.0f,
        style: DrawStyle = Fill,
    )

    fun drawPath(
        path: Path,
        color: Color,
        alpha: Float = 1.0f,
        style: DrawStyle = Fill,
    )
}

sealed class DrawStyle

object Fill : DrawStyle()

class Stroke(
    val width: Float = 0.0f,
    val miter: Float = DefaultMiter,
    val cap: StrokeCap = DefaultCap,
    val join: StrokeJoin = DefaultJoin,
) : DrawStyle() {
    companion object {
        const val HairlineWidth = 0.0f
        const val DefaultMiter: Float = 4.0f
        val DefaultCap = StrokeCap.Butt
        val DefaultJoin = StrokeJoin.Miter
    }
}
