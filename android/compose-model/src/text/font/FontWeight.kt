// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/ui/ui-text/src/commonMain/kotlin/androidx/compose/ui/text/font/FontWeight.kt, commit: bf01ccff08c29c3b425ad8a6b69552d63d6429ce
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.ui.text.font

import androidx.compose.runtime.Immutable

@Immutable
class FontWeight(val weight: Int)
