// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/TextMeasurer.kt, commit: c963c762c5d7210f6f30ec456affac77adbad59d
//   path: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/TextPainter.kt, commit: 1f9859484c1bd8320e19fa662b89e76e8c5dba64
//   path: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/TextLayoutResult.kt, commit: e6112955101009563097a62bb4d37101774bd88e
//   path: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/TextStyle.kt, commit: 5d0db9080639bfcdb61e935eff1475cebf003f34
//   path: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontWeight.kt, commit: bf01ccff08c29c3b425ad8a6b69552d63d6429ce
//   path: compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/text/TextMeasurerHelper.kt, commit: d07c9c2ae87d7ea3b506457edbf754df1d973ffc
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.ui.text

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.ui.geometry.Offset
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.IntSize
import androidx.compose.ui.unit.TextUnit
import eb.stepper.composemodel.ModelRuntime

@Immutable
class TextStyle(
    val color: Color = Color(0x00000000L),
    val fontSize: TextUnit = TextUnit(0L),
    val fontWeight: FontWeight? = null,
)

class TextLayoutResult internal constructor(
    val size: IntSize,
    val firstBaseline: Float,
    internal val text: String,
    internal val style: TextStyle,
)

@Immutable
class TextMeasurer internal constructor() {
    fun measure(text: String, style: TextStyle = TextStyle()): TextLayoutResult =
        ModelRuntime.measure(text, style)
}

@Composable
fun rememberTextMeasurer(cacheSize: Int = 8): TextMeasurer = ModelRuntime.textMeasurer(cacheSize)

fun DrawScope.drawText(
    textLayoutResult: TextLayoutResult,
    color: Color = Color(0x00000000L),
    topLeft: Offset = Offset(0f, 0f),
) = ModelRuntime.drawText(this, textLayoutResult, color, topLeft)

internal fun textMeasurerForModel(): TextMeasurer = TextMeasurer()

internal fun textLayoutResultForModel(size: IntSize, firstBaseline: Float, text: String, style: TextStyle) =
    TextLayoutResult(size, firstBaseline, text, style)

internal fun styleOf(result: TextLayoutResult): TextStyle = result.style

internal fun textOf(result: TextLayoutResult): String = result.text
