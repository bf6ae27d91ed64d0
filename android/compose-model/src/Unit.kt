// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/Dp.kt, commit: 2f47449151bc74777f3dbfc15ee2a0d6565516b8
//   path: compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/Density.kt, commit: 5703d07ac99bca45026defdaaf9809b4ebab09f8
//   path: compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/FontScaling.kt, commit: aa889ef770884978462487563751d6041216faea
//   path: compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/LayoutDirection.kt, commit: aa889ef770884978462487563751d6041216faea
//   path: compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/TextUnit.kt, commit: bcee9d46314790d61ccfaa3ed61d33b2e9e90cef
//   path: compose/ui/ui-unit/src/commonMain/kotlin/androidx/compose/ui/unit/IntSize.kt, commit: bcee9d46314790d61ccfaa3ed61d33b2e9e90cef
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.ui.unit

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import eb.stepper.composemodel.ModelRuntime

enum class LayoutDirection { Ltr, Rtl }

@Immutable
@JvmInline
value class Dp(val value: Float) {
    @Stable
    operator fun plus(other: Dp): Dp = Dp(value + other.value)
}

@Stable
inline val Int.dp: Dp get() = Dp(this.toFloat())

@Stable
inline val Double.dp: Dp get() = Dp(this.toFloat())

@Stable
inline val Float.dp: Dp get() = Dp(this)

// FontScaling (FontScaling.kt, its Android actual FontScaling.android.kt at commit
// 06c8d3d34fcff72bd641e130a79bafcdbd0d1c39): Dp.toSp() goes through Android's non-linear
// font-scale converter from a font scale of 1.03 up, as the recording runtime models it.
@Immutable
interface FontScaling {
    @Stable val fontScale: Float

    @Stable
    fun Dp.toSp(): TextUnit = ModelRuntime.dpToSp(value, fontScale).sp
}

@Immutable
interface Density : FontScaling {
    @Stable val density: Float

    @Stable
    fun Dp.toPx(): Float = value * density
}

fun Density(density: Float, fontScale: Float = 1f): Density = object : Density {
    override val density = density
    override val fontScale = fontScale
}

@Immutable
@JvmInline
value class TextUnit internal constructor(internal val packedValue: Long) {
    val value: Float get() = Float.fromBits(packedValue.toInt())
}

@Stable
val Float.sp: TextUnit get() = TextUnit(toRawBits().toLong())

@Stable
val Double.sp: TextUnit get() = toFloat().sp

@Immutable
@JvmInline
value class IntSize internal constructor(internal val packedValue: Long) {
    @Stable val width: Int get() = (packedValue shr 32).toInt()
    @Stable val height: Int get() = packedValue.toInt()
}

@Stable
fun IntSize(width: Int, height: Int): IntSize = IntSize((width.toLong() shl 32) or (height.toLong() and 0xFFFFFFFFL))
