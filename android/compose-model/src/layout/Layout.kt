// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Box.kt, commit: d759742c261d31e5f198cdbd75adb08765ab6646
//   path: compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Size.kt, commit: 04df463a85167444efe77ba9752db6e8110ad9d1
//   path: compose/foundation/foundation-layout/src/commonMain/kotlin/androidx/compose/foundation/layout/Offset.kt, commit: ce0d1cba0999469f4553c1bf7a1998f51e756176
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
// The recording runtime places a Box's children as Box.kt's BoxMeasurePolicy does: each child
// measured with the Box's constraints loosened, the Box as large as its largest child (at least
// its minimum), each child placed by contentAlignment in the Box's layout direction.
package androidx.compose.foundation.layout

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import eb.stepper.composemodel.ModelRuntime

@Immutable
interface BoxScope

@Composable
fun Box(
    modifier: Modifier = Modifier,
    contentAlignment: Alignment = Alignment.TopStart,
    propagateMinConstraints: Boolean = false,
    content: @Composable BoxScope.() -> Unit,
) = ModelRuntime.box(modifier, contentAlignment, propagateMinConstraints, content)

@Composable
fun Box(modifier: Modifier) = ModelRuntime.box(modifier, Alignment.TopStart, false) {}

@Stable
fun Modifier.size(width: Dp, height: Dp): Modifier = ModelRuntime.size(this, width, height)

@Stable
fun Modifier.offset(x: Dp = 0.dp, y: Dp = 0.dp): Modifier = ModelRuntime.offset(this, x, y, isAbsolute = false)

@Stable
fun Modifier.absoluteOffset(x: Dp = 0.dp, y: Dp = 0.dp): Modifier =
    ModelRuntime.offset(this, x, y, isAbsolute = true)
