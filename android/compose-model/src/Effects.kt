// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Effects.kt, commit: 636525499c4a2cbb2a7fe51b30de42a078147f7f (located: SideEffect, LaunchedEffect with one key)
//   path: compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/NonRestartableComposable.kt (located: the annotation both carry)
// Only the declarations EBStepper uses. Bodies only hand over to the model's runtime
// (ModelRuntime): a stub that throws for the type check, or the recorder the tests use, which
// runs an effect after the composition that asked for it, as Compose applies it.
package androidx.compose.runtime

import eb.stepper.composemodel.ModelRuntime
import kotlinx.coroutines.CoroutineScope

@Composable
@NonRestartableComposable
fun SideEffect(effect: () -> Unit) {
    ModelRuntime.sideEffect(effect)
}

@Composable
@NonRestartableComposable
fun LaunchedEffect(key1: Any?, block: suspend CoroutineScope.() -> Unit) {
    ModelRuntime.launchedEffect(key1, block)
}

@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
annotation class NonRestartableComposable
