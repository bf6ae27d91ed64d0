// Compose API model: declarations transcribed from androidx/androidx,
//   path: compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Composable.kt, commit: c11390bbc969b53878aae66023cb27391fa754b0
//   path: compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Stable.kt, commit: 55c737bfb7a7320ac5b43787306f0c3af169f420
//   path: compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Immutable.kt, commit: ee3eeb913384931addbc19c2a820194abb0d479a
//   path: compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/ReadOnlyComposable.kt, commit: aa889ef770884978462487563751d6041216faea
//   path: compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/DisallowComposableCalls.kt, commit: 6ff110c6f6a7635ab89a7b73cf9be721567da20e
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
package androidx.compose.runtime

@MustBeDocumented
@Retention(AnnotationRetention.BINARY)
@Target(
    AnnotationTarget.FUNCTION,
    AnnotationTarget.TYPE,
    AnnotationTarget.TYPE_PARAMETER,
    AnnotationTarget.PROPERTY_GETTER,
)
annotation class Composable

@MustBeDocumented
@Target(AnnotationTarget.CLASS, AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER, AnnotationTarget.PROPERTY)
@Retention(AnnotationRetention.BINARY)
annotation class Stable

@MustBeDocumented
@Target(AnnotationTarget.CLASS)
@Retention(AnnotationRetention.BINARY)
annotation class Immutable

@MustBeDocumented
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER)
@Retention(AnnotationRetention.BINARY)
annotation class ReadOnlyComposable

@MustBeDocumented
@Target(AnnotationTarget.FUNCTION, AnnotationTarget.PROPERTY_GETTER, AnnotationTarget.TYPE)
@Retention(AnnotationRetention.BINARY)
annotation class DisallowComposableCalls
