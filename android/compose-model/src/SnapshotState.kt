// Compose API model: declarations transcribed from androidx/androidx,
//   path:   compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/SnapshotState.kt
//   commit: a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9 (read: mutableStateOf, State, MutableState,
//           State.getValue, MutableState.setValue)
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out — mutableStateOf's policy — so the model
// accepts no call Compose rejects). Bodies only hand over to the model's runtime (ModelRuntime):
// a stub that throws for the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.runtime

import eb.stepper.composemodel.ModelRuntime
import kotlin.reflect.KProperty

fun <T> mutableStateOf(value: T): MutableState<T> = ModelRuntime.mutableState(value)

@Stable
interface State<out T> {
    val value: T
}

@Suppress("NOTHING_TO_INLINE")
inline operator fun <T> State<T>.getValue(thisObj: Any?, property: KProperty<*>): T = value

@Stable
interface MutableState<T> : State<T> {
    override var value: T

    operator fun component1(): T

    operator fun component2(): (T) -> Unit
}

@Suppress("NOTHING_TO_INLINE")
inline operator fun <T> MutableState<T>.setValue(thisObj: Any?, property: KProperty<*>, value: T) {
    this.value = value
}
