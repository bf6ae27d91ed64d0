// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/Alignment.kt (Alignment, BiasAlignment, BiasAbsoluteAlignment)
//   path: compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/AbsoluteAlignment.kt
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
// Alignment.align is not declared: EBStepper never calls it. The recording runtime places a
// Box's children from the biases, as BiasAlignment.align does: the horizontal bias negated right
// to left; BiasAbsoluteAlignment's never.
package androidx.compose.ui

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

@Stable
interface Alignment {
    companion object {
        @Stable val TopStart: Alignment = BiasAlignment(-1f, -1f)
        @Stable val TopCenter: Alignment = BiasAlignment(0f, -1f)
        @Stable val TopEnd: Alignment = BiasAlignment(1f, -1f)
        @Stable val CenterStart: Alignment = BiasAlignment(-1f, 0f)
        @Stable val Center: Alignment = BiasAlignment(0f, 0f)
        @Stable val CenterEnd: Alignment = BiasAlignment(1f, 0f)
        @Stable val BottomStart: Alignment = BiasAlignment(-1f, 1f)
        @Stable val BottomCenter: Alignment = BiasAlignment(0f, 1f)
        @Stable val BottomEnd: Alignment = BiasAlignment(1f, 1f)
    }
}

@Immutable
data class BiasAlignment(val horizontalBias: Float, val verticalBias: Float) : Alignment

@Immutable
data class BiasAbsoluteAlignment(val horizontalBias: Float, val verticalBias: Float) : Alignment

@Stable
object AbsoluteAlignment {
    @Stable val TopLeft: Alignment = BiasAbsoluteAlignment(-1f, -1f)
    @Stable val TopRight: Alignment = BiasAbsoluteAlignment(1f, -1f)
    @Stable val CenterLeft: Alignment = BiasAbsoluteAlignment(-1f, 0f)
    @Stable val CenterRight: Alignment = BiasAbsoluteAlignment(1f, 0f)
    @Stable val BottomLeft: Alignment = BiasAbsoluteAlignment(-1f, 1f)
    @Stable val BottomRight: Alignment = BiasAbsoluteAlignment(1f, 1f)
}
