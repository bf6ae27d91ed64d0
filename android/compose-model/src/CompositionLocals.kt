// Compose API model: declarations transcribed from androidx/androidx,
//   path:   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/platform/CompositionLocals.kt
//   commit: baa37f1f990607c9b9647c5897e5abb1ca7663e3
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.ui.platform

import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.unit.Density
import androidx.compose.ui.unit.LayoutDirection
import eb.stepper.composemodel.ModelRuntime

val LocalDensity: ProvidableCompositionLocal<Density> = staticCompositionLocalOf { ModelRuntime.noLocal("LocalDensity") }

val LocalLayoutDirection: ProvidableCompositionLocal<LayoutDirection> =
    staticCompositionLocalOf { ModelRuntime.noLocal("LocalLayoutDirection") }
