// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/DarkTheme.kt
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.foundation

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable
import eb.stepper.composemodel.ModelRuntime

@Composable
@ReadOnlyComposable
fun isSystemInDarkTheme(): Boolean = ModelRuntime.isSystemInDarkTheme()
