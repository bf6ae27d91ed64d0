// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/ui/ui-geometry/src/commonMain/kotlin/androidx/compose/ui/geometry/Offset.kt, commit: bcee9d46314790d61ccfaa3ed61d33b2e9e90cef
//   path: compose/ui/ui-geometry/src/commonMain/kotlin/androidx/compose/ui/geometry/Size.kt, commit: bcee9d46314790d61ccfaa3ed61d33b2e9e90cef
//   path: compose/ui/ui-geometry/src/commonMain/kotlin/androidx/compose/ui/geometry/CornerRadius.kt, commit: b636d0c25511b6a9214d2d91a1fb5b613716690a
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.ui.geometry

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

@Immutable
@JvmInline
value class Offset internal constructor(internal val packedValue: Long) {
    @Stable val x: Float get() = Float.fromBits((packedValue shr 32).toInt())
    @Stable val y: Float get() = Float.fromBits(packedValue.toInt())
}

@Stable
fun Offset(x: Float, y: Float): Offset =
    Offset((x.toRawBits().toLong() shl 32) or (y.toRawBits().toLong() and 0xFFFFFFFFL))

@Immutable
@JvmInline
value class Size internal constructor(internal val packedValue: Long) {
    @Stable val width: Float get() = Float.fromBits((packedValue shr 32).toInt())
    @Stable val height: Float get() = Float.fromBits(packedValue.toInt())
}

@Stable
fun Size(width: Float, height: Float): Size =
    Size((width.toRawBits().toLong() shl 32) or (height.toRawBits().toLong() and 0xFFFFFFFFL))

@Immutable
@JvmInline
value class CornerRadius internal constructor(internal val packedValue: Long) {
    @Stable val x: Float get() = Float.fromBits((packedValue shr 32).toInt())
    @Stable val y: Float get() = Float.fromBits(packedValue.toInt())
}

@Stable
fun CornerRadius(x: Float, y: Float = x): CornerRadius =
    CornerRadius((x.toRawBits().toLong() shl 32) or (y.toRawBits().toLong() and 0xFFFFFFFFL))
