// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/material3/material3/src/commonMain/kotlin/androidx/compose/material3/InteractiveComponentSize.kt, commit: 754a954354d105eea448690f5820b659bc89a4ad (signature checked in an excerpt)
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.material3

import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier
import eb.stepper.composemodel.ModelRuntime

@Stable
fun Modifier.minimumInteractiveComponentSize(): Modifier = ModelRuntime.minimumInteractiveComponentSize(this)
