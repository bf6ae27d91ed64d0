// Compose API model: declarations transcribed from androidx/androidx,
//   path:   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsModifier.kt
//   commit: 0a1dab310475e637d56580c41d20a449a4b7e257
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.ui.semantics

import androidx.compose.ui.Modifier
import eb.stepper.composemodel.ModelRuntime

fun Modifier.semantics(
    mergeDescendants: Boolean = false,
    properties: (SemanticsPropertyReceiver.() -> Unit),
): Modifier = ModelRuntime.semantics(this, mergeDescendants, properties)
