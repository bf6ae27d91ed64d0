// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/animation/animation/src/androidMain/kotlin/androidx/compose/animation/SplineBasedFloatDecayAnimationSpec.android.kt, commit: f8543a17450470a62329f7b54d4583c4b14ca1d3 (located: rememberSplineBasedDecay, Android's fling deceleration at the screen's density)
// Only the declarations EBStepper uses. Bodies only hand over to the model's runtime
// (ModelRuntime): a stub that throws for the type check, or the recorder the tests use.
package androidx.compose.animation

import androidx.compose.animation.core.DecayAnimationSpec
import androidx.compose.runtime.Composable
import eb.stepper.composemodel.ModelRuntime

@Composable
fun <T> rememberSplineBasedDecay(): DecayAnimationSpec<T> = ModelRuntime.splineBasedDecay()
