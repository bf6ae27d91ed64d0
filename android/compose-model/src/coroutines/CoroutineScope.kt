// Model of the coroutine scope an effect runs in: declaration transcribed from Kotlin/kotlinx.coroutines,
//   path: kotlinx-coroutines-core/common/src/CoroutineScope.kt, commit: 46c0026257cd10365d84004e1e5457de8376d080 (located: CoroutineScope)
// The one declaration LaunchedEffect's block is typed with; EBStepper calls nothing on it.
package kotlinx.coroutines

import kotlin.coroutines.CoroutineContext

interface CoroutineScope {
    val coroutineContext: CoroutineContext
}
