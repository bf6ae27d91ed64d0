// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/selection/Selectable.kt
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/selection/SelectableGroup.kt
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
// As TabRow's tabs use them: each tab `selectable(role = Role.Tab)`, the row `selectableGroup()`.
package androidx.compose.foundation.selection

import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.Role
import eb.stepper.composemodel.ModelRuntime

fun Modifier.selectable(
    selected: Boolean,
    enabled: Boolean = true,
    role: Role? = null,
    onClick: () -> Unit,
): Modifier = ModelRuntime.selectable(this, selected, enabled, role, onClick)

fun Modifier.selectableGroup(): Modifier = ModelRuntime.semantics(this, false) {
    ModelRuntime.set(this, "selectableGroup", Unit)
}
