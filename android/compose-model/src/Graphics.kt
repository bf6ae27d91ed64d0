// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Color.kt, commit: 8e85a4b1eeead970fe182678b3bde3e717d053b7
//   path: compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/StrokeCap.kt, commit: c11390bbc969b53878aae66023cb27391fa754b0
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

@Immutable
@JvmInline
value class Color(val value: ULong)

@Stable
fun Color(color: Long): Color = Color(value = (color.toULong() and 0xFFFFFFFFUL) shl 32)

@Immutable
@JvmInline
value class StrokeCap internal constructor(@Suppress("unused") private val value: Int) {
    companion object {
        val Butt = StrokeCap(0)
        val Round = StrokeCap(1)
        val Square = StrokeCap(2)
    }
}
