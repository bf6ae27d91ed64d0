package eb.stepper.compose

import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.Color
import eb.stepper.core.StepperTheme
import eb.stepper.core.StepperToken

/**
 * The colors one [EBStepper] draws with: a color for every token the core paints with (docs:
 * Geometry and tokens), from a design-system theme. Made by [EBStepperDefaults.colors].
 */
@Immutable
class EBStepperColors(val theme: StepperTheme) {
    /** The color of any token. */
    fun color(token: StepperToken): Color = Color(theme[token].argb)

    override fun equals(other: Any?): Boolean = other is EBStepperColors && other.theme == theme
    override fun hashCode(): Int = theme.hashCode()
}

/** What [EBStepper] uses when the app passes nothing. */
object EBStepperDefaults {
    /**
     * The colors of the enclosing [EBTheme] (or whatever provides [LocalEBColors]); outside
     * one, the light or dark colors as the system's dark theme setting is.
     */
    @Composable
    fun colors(): EBStepperColors {
        val provided = LocalEBColors.current
        val colors = if (provided !== EBColors.unset) provided
        else if (isSystemInDarkTheme()) EBColors.dark else EBColors.light
        return EBStepperColors(colors.theme)
    }
}
