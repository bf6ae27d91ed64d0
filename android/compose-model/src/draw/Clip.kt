// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/draw/Clip.kt
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.ui.draw

import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier
import eb.stepper.composemodel.ModelRuntime

@Stable
fun Modifier.clipToBounds(): Modifier = ModelRuntime.clipToBounds(this)
