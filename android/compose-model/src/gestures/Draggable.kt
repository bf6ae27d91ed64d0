// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/gestures/Draggable.kt, commit: 00fd37cbc8959f5421b3a3ac7204043e0bb9bf75 (read: DraggableState, rememberDraggableState, Modifier.draggable)
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/gestures/Orientation.kt, commit: 080d2b3e5326ba80392d93442c4a51a02dc22650 (read)
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects; of DraggableState, its non-suspending member). Bodies only hand over to the model's
// runtime (ModelRuntime): a stub that throws for the type check, or the recorder the drawing and
// semantics tests use.
package androidx.compose.foundation.gestures

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier
import eb.stepper.composemodel.ModelRuntime

interface DraggableState {
    fun dispatchRawDelta(delta: Float)
}

@Composable
fun rememberDraggableState(onDelta: (Float) -> Unit): DraggableState = ModelRuntime.draggableState(onDelta)

@Stable
fun Modifier.draggable(
    state: DraggableState,
    orientation: Orientation,
    enabled: Boolean = true,
): Modifier = ModelRuntime.draggable(this, state, orientation, enabled)

enum class Orientation {
    Vertical,
    Horizontal,
}
