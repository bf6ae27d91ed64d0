// Compose API model: declarations transcribed from androidx/androidx,
//   path:   compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Composables.kt
//   commit: aae42a2c5df67df2a0f59cd35d6cc390cef0bb3a
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.runtime

import eb.stepper.composemodel.ModelRuntime

@Composable
inline fun <T> remember(crossinline calculation: @DisallowComposableCalls () -> T): T =
    ModelRuntime.remember(ModelRuntime.NoKey) { calculation() }

@Composable
inline fun <T> remember(key1: Any?, crossinline calculation: @DisallowComposableCalls () -> T): T =
    ModelRuntime.remember(key1) { calculation() }

// Compose's is inline (a movable group in the slot table); here the keys are handed over.
@Composable
fun <T> key(vararg keys: Any?, block: @Composable () -> T): T = ModelRuntime.key(keys.toList(), block)

@Composable
inline fun <T> remember(key1: Any?, key2: Any?, crossinline calculation: @DisallowComposableCalls () -> T): T =
    ModelRuntime.remember(key1 to key2) { calculation() }

@Composable
inline fun <T> remember(
    key1: Any?, key2: Any?, key3: Any?, crossinline calculation: @DisallowComposableCalls () -> T,
): T = ModelRuntime.remember(listOf(key1, key2, key3)) { calculation() }
