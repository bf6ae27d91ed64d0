// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/input/pointer/SuspendingPointerInputFilter.kt
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
// PointerInputScope's members are left out: EBStepper only places a handler that takes touches
// and does nothing with them.
package androidx.compose.ui.input.pointer

import androidx.compose.ui.Modifier
import eb.stepper.composemodel.ModelRuntime

interface PointerInputScope

fun Modifier.pointerInput(key1: Any?, block: suspend PointerInputScope.() -> Unit): Modifier =
    ModelRuntime.pointerInput(this, key1, block)
