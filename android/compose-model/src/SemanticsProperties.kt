// Compose API model: declarations transcribed from androidx/androidx,
//   path:   compose/ui/ui/src/commonMain/kotlin/androidx/compose/ui/semantics/SemanticsProperties.kt
//   commit: 032950a1b367a11322355d32248fa59453f1b677 (read)
// Only the declarations EBStepper uses, with their parameters in the source's order (trailing
// defaulted parameters it never passes are left out, so the model accepts no call Compose
// rejects). Bodies only hand over to the model's runtime (ModelRuntime): a stub that throws for
// the type check, or the recorder the drawing and semantics tests use.
// The delegated properties (`by SemanticsProperties.X`) are written with the type of their key:
// StateDescription is a SemanticsPropertyKey<String>, ProgressBarRangeInfo one of
// ProgressBarRangeInfo, Role one of Role, Selected one of Boolean.
package androidx.compose.ui.semantics

import androidx.compose.runtime.Immutable
import eb.stepper.composemodel.ModelRuntime

class SemanticsPropertyKey<T>(val name: String)

interface SemanticsPropertyReceiver {
    operator fun <T> set(key: SemanticsPropertyKey<T>, value: T)
}

class ProgressBarRangeInfo(
    val current: Float,
    val range: ClosedFloatingPointRange<Float>,
    val steps: Int = 0,
)

@Immutable
@JvmInline
value class Role private constructor(private val value: Int) {
    companion object {
        val Button = Role(0)
        val Checkbox = Role(1)
        val Switch = Role(2)
        val RadioButton = Role(3)
        val Tab = Role(4)
        val Image = Role(5)
        val DropdownList = Role(6)
    }

    override fun toString(): String = when (this) {
        Button -> "Button"
        Checkbox -> "Checkbox"
        Switch -> "Switch"
        RadioButton -> "RadioButton"
        Tab -> "Tab"
        Image -> "Image"
        DropdownList -> "DropdownList"
        else -> "Unknown"
    }
}

var SemanticsPropertyReceiver.contentDescription: String
    get() = ModelRuntime.unreadable()
    set(value) = ModelRuntime.set(this, "contentDescription", value)

var SemanticsPropertyReceiver.stateDescription: String
    get() = ModelRuntime.unreadable()
    set(value) = ModelRuntime.set(this, "stateDescription", value)

var SemanticsPropertyReceiver.progressBarRangeInfo: ProgressBarRangeInfo
    get() = ModelRuntime.unreadable()
    set(value) = ModelRuntime.set(this, "progressBarRangeInfo", value)

var SemanticsPropertyReceiver.role: Role
    get() = ModelRuntime.unreadable()
    set(value) = ModelRuntime.set(this, "role", value)

var SemanticsPropertyReceiver.selected: Boolean
    get() = ModelRuntime.unreadable()
    set(value) = ModelRuntime.set(this, "selected", value)

fun SemanticsPropertyReceiver.disabled() = ModelRuntime.set(this, "disabled", Unit)

@Immutable
@JvmInline
value class LiveRegionMode private constructor(@Suppress("unused") private val value: Int) {
    companion object {
        val Polite = LiveRegionMode(0)
        val Assertive = LiveRegionMode(1)
    }
}

var SemanticsPropertyReceiver.liveRegion: LiveRegionMode
    get() = ModelRuntime.unreadable()
    set(value) = ModelRuntime.set(this, "liveRegion", value)
