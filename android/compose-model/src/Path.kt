// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/Path.kt, commit: 080d2b3e5326ba80392d93442c4a51a02dc22650 (read)
//   path: compose/ui/ui-graphics/src/commonMain/kotlin/androidx/compose/ui/graphics/StrokeJoin.kt, commit: 080d2b3e5326ba80392d93442c4a51a02dc22650 (read)
// Only the declarations EBStepper uses: of Path's members, the four it calls (an interface in
// Compose, made by the `Path()` factory; the platform's `actual` is the runtime's). Bodies only
// hand over to the model's runtime (ModelRuntime): a stub that throws for the type check, or the
// recorder the drawing and semantics tests use.
package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable

fun Path(): Path = eb.stepper.composemodel.ModelRuntime.path()

interface Path {
    fun moveTo(x: Float, y: Float)

    fun lineTo(x: Float, y: Float)

    fun cubicTo(x1: Float, y1: Float, x2: Float, y2: Float, x3: Float, y3: Float)

    fun close()
}

@Immutable
@JvmInline
value class StrokeJoin internal constructor(@Suppress("unused") private val value: Int) {
    companion object {
        val Miter: StrokeJoin
            get() = StrokeJoin(0)

        val Round: StrokeJoin
            get() = StrokeJoin(1)

        val Bevel: StrokeJoin
            get() = StrokeJoin(2)
    }
}
