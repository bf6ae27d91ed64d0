// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/DecayAnimationSpec.kt, commit: aa889ef770884978462487563751d6041216faea (located: DecayAnimationSpec, DecayAnimationSpec<Float>.calculateTargetValue)
//   path: compose/animation/animation-core/src/commonMain/kotlin/androidx/compose/animation/core/SuspendAnimation.kt, commit: e6112955101009563097a62bb4d37101774bd88e (located: animate for Float)
// Only the declarations EBStepper uses, with their parameters in the source's order (animate's
// animationSpec, which EBStepper never passes, left out). Bodies only hand over to the model's
// runtime (ModelRuntime): a stub that throws for the type check, or the recorder the tests use.
package androidx.compose.animation.core

import androidx.compose.runtime.Immutable
import eb.stepper.composemodel.ModelRuntime

@Immutable
interface DecayAnimationSpec<T>

fun DecayAnimationSpec<Float>.calculateTargetValue(initialValue: Float, initialVelocity: Float): Float =
    ModelRuntime.decayTarget(this, initialValue, initialVelocity)

suspend fun animate(
    initialValue: Float,
    targetValue: Float,
    initialVelocity: Float = 0f,
    block: (value: Float, velocity: Float) -> Unit,
) {
    ModelRuntime.animate(initialValue, targetValue, initialVelocity, block)
}
