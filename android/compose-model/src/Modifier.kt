// Compose API model: declarations transcribed from androidx/androidx,
//   path:   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/Modifier.kt
//   commit: 8fb1b9d78964572f23d4fb8099b128d7e38fb1f3
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.ui

import androidx.compose.runtime.Stable
import eb.stepper.composemodel.ModelRuntime

@Stable
interface Modifier {
    infix fun then(other: Modifier): Modifier = ModelRuntime.then(this, other)

    interface Element : Modifier

    companion object : Modifier {
        override infix fun then(other: Modifier): Modifier = other
    }
}
