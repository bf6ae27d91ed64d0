// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/Canvas.kt, commit: 4f39129add03691d51748e72928b656c6b002118 (read)
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/Clickable.kt, commit: fb68771558b85b8bf74131fb61fee33ea2a72944
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.foundation

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.drawscope.DrawScope
import androidx.compose.ui.semantics.Role
import eb.stepper.composemodel.ModelRuntime

@Composable
fun Canvas(modifier: Modifier, onDraw: DrawScope.() -> Unit) = ModelRuntime.canvas(modifier, onDraw)

fun Modifier.clickable(
    enabled: Boolean = true,
    onClickLabel: String? = null,
    role: Role? = null,
    onClick: () -> Unit,
): Modifier = ModelRuntime.clickable(this, enabled, onClickLabel, role, onClick)
