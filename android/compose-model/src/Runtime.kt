// Compose API model: declarations transcribed from androidx/androidx,
//   path:   compose/runtime/runtime/src/commonMain/kotlin/androidx/compose/runtime/Composable.kt
//   commit: located at 0ddc553f949ca62c7b9cffad59a71fbdafe2f3e5 (runtime module)
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
