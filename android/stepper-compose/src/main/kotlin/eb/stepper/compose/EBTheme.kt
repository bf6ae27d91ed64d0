package eb.stepper.compose

import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf

/**
 * The stepper colors in effect: those an [EBTheme] provides. Outside one it reads as the light
 * colors, and [EBStepperDefaults.colors] follows the system's dark theme instead.
 */
val LocalEBColors: ProvidableCompositionLocal<EBColors> = staticCompositionLocalOf { EBColors.unset }

/**
 * Provides the design system's colors to the steppers inside: pass [EBColors.dark] when the app
 * is dark, so every `EBStepper` draws the dark tokens.
 */
@Composable
fun EBTheme(colors: EBColors = EBColors.light, content: @Composable () -> Unit) {
    CompositionLocalProvider(LocalEBColors provides colors, content = content)
}
