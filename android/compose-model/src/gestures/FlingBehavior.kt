// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/gestures/FlingBehavior.kt, commit: 613e255a478a09f141590844774f8349428ef26a (located: FlingBehavior)
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/gestures/ScrollableState.kt, commit: 8c71e1a8d71395dbc875d5f984c40f1927de035f (located: ScrollScope)
//   path: compose/foundation/foundation/src/commonMain/kotlin/androidx/compose/foundation/gestures/Scrollable.kt, commit: 8c3fdca4df965c27b8e3d564158eef62daf76348 (read: how ScrollingLogic hands a fling's velocity, in the scroll value's direction, to performFling)
// Only the declarations EBStepper uses. Interfaces: nothing hands over to the runtime.
package androidx.compose.foundation.gestures

import androidx.compose.runtime.Stable

@Stable
interface FlingBehavior {
    suspend fun ScrollScope.performFling(initialVelocity: Float): Float
}

interface ScrollScope {
    fun scrollBy(pixels: Float): Float
}
