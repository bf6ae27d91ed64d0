package eb.stepper.compose

import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.Color
import eb.stepper.core.StepperAppearance
import eb.stepper.core.StepperTheme
import eb.stepper.core.StepperToken

/**
 * The design system's stepper colors, light or dark: a color for every token the core paints
 * with (docs: Geometry and tokens). `stepperBg` and `stepperTrack` are the dash's filled and
 * empty colors.
 */
@Immutable
class EBColors(val theme: StepperTheme) {
    val isDark: Boolean get() = theme.appearance == StepperAppearance.DARK
    val stepperBg: Color get() = color(StepperToken.STEPPER_BG)
    val stepperTrack: Color get() = color(StepperToken.STEPPER_TRACK)
    val brandBase: Color get() = color(StepperToken.BRAND_BASE)
    val background: Color get() = color(StepperToken.BG_WHITE_0)

    /** The color of any token. */
    fun color(token: StepperToken): Color = Color(theme[token].argb)

    companion object {
        val light: EBColors = EBColors(StepperTheme.LIGHT)
        val dark: EBColors = EBColors(StepperTheme.DARK)

        /** What [LocalEBColors] holds outside any theme: the light colors, known as not chosen. */
        internal val unset: EBColors = EBColors(StepperTheme.LIGHT)
    }
}
