package eb.stepper.core

/** Light or dark: which built-in token set. */
enum class StepperAppearance(val rawValue: String) {
    LIGHT("light"),
    DARK("dark");

    companion object {
        fun parse(text: String): StepperAppearance? = entries.firstOrNull { it.rawValue == text }
    }
}

/**
 * A color for every token. The design file's values are fixed; the others are proposals
 * (docs: Geometry and tokens, Themes and design tokens).
 */
data class StepperTheme(val appearance: StepperAppearance, val colors: Map<StepperToken, StepperColor>) {
    operator fun get(token: StepperToken): StepperColor = colors.getValue(token)

    /**
     * The theme to draw for a person who asked for more contrast: for a built-in theme, its
     * increased-contrast values ([LIGHT_INCREASED_CONTRAST], [DARK_INCREASED_CONTRAST]); any
     * other theme is kept as it is, since only its author knows what it should become.
     */
    fun increasingContrast(): StepperTheme = when (this) {
        LIGHT -> LIGHT_INCREASED_CONTRAST
        DARK -> DARK_INCREASED_CONTRAST
        else -> this
    }

    /** This theme with the colors `values` gives in place of its own. */
    private fun replacing(vararg values: Pair<StepperToken, Int>): StepperTheme =
        copy(colors = colors + values.associate { (token, rgb) -> token to StepperColor(rgb) })

    companion object {
        private fun table(vararg pairs: Pair<StepperToken, Int>) =
            pairs.associate { (token, rgb) -> token to StepperColor(rgb) }

        val LIGHT = StepperTheme(
            StepperAppearance.LIGHT,
            table(
                StepperToken.STEPPER_BG to 0x005CE5, StepperToken.STEPPER_TRACK to 0xD2E5FF,
                StepperToken.BRAND_BASE to 0x155DFC, StepperToken.ICON_ON_COLOR to 0xFFFFFF,
                StepperToken.BG_WHITE_0 to 0xFFFFFF, StepperToken.BG_SOFT_100 to 0xE9E9EA,
                StepperToken.TEXT_DISABLED_400 to 0xAEAEB2,
                StepperToken.STEPPER_POSITIVE to 0x079455, StepperToken.STEPPER_NEGATIVE to 0xD92D20,
                StepperToken.STEPPER_NEGATIVE_TRACK to 0xB42318,
                StepperToken.TEXT_STRONG_950 to 0x0E121B, StepperToken.TEXT_SUB_600 to 0x525866,
                StepperToken.TEXT_SOFT_500 to 0x6B7280,
            ),
        )

        val DARK = StepperTheme(
            StepperAppearance.DARK,
            table(
                StepperToken.BRAND_BASE to 0x2B7FFF, StepperToken.ICON_ON_COLOR to 0xFFFFFF,
                StepperToken.BG_WHITE_0 to 0x0E0E0F, StepperToken.BG_SOFT_100 to 0x48484A,
                StepperToken.TEXT_DISABLED_400 to 0x8E8E93,
                StepperToken.STEPPER_BG to 0x4C8DFF, StepperToken.STEPPER_TRACK to 0x1F3354,
                StepperToken.STEPPER_POSITIVE to 0x16A34A, StepperToken.STEPPER_NEGATIVE to 0xEF4444,
                StepperToken.STEPPER_NEGATIVE_TRACK to 0xF97066,
                StepperToken.TEXT_STRONG_950 to 0xFFFFFF, StepperToken.TEXT_SUB_600 to 0xA1A1AA,
                StepperToken.TEXT_SOFT_500 to 0x8E8E93,
            ),
        )

        /** The light values for more contrast: every pair the stepper draws at its own minimum
         * (4.5:1 for shapes) and text on the surface at 7:1, as the Swift core proposes them. */
        val LIGHT_INCREASED_CONTRAST: StepperTheme = LIGHT.replacing(
            StepperToken.STEPPER_BG to 0x0041A8, StepperToken.STEPPER_TRACK to 0x8596AE,
            StepperToken.STEPPER_NEGATIVE to 0x960200, StepperToken.STEPPER_NEGATIVE_TRACK to 0x960300,
            StepperToken.BRAND_BASE to 0x0039BB, StepperToken.BG_SOFT_100 to 0x949495,
            StepperToken.TEXT_DISABLED_400 to 0x2D2D31, StepperToken.TEXT_SOFT_500 to 0x535967,
        )

        /** The dark values for more contrast, as [LIGHT_INCREASED_CONTRAST] is for [LIGHT]. */
        val DARK_INCREASED_CONTRAST: StepperTheme = DARK.replacing(
            StepperToken.STEPPER_BG to 0x86B3FF, StepperToken.STEPPER_TRACK to 0x4A6084,
            StepperToken.STEPPER_NEGATIVE to 0xFF958C, StepperToken.STEPPER_NEGATIVE_TRACK to 0xFF958A,
            StepperToken.BRAND_BASE to 0x84B4FF, StepperToken.ICON_ON_COLOR to 0x3A3A3A,
            StepperToken.BG_SOFT_100 to 0x5F5F61, StepperToken.TEXT_DISABLED_400 to 0xD9D9DE,
            StepperToken.TEXT_SOFT_500 to 0x9C9CA1,
        )

        fun builtIn(appearance: StepperAppearance): StepperTheme = when (appearance) {
            StepperAppearance.LIGHT -> LIGHT
            StepperAppearance.DARK -> DARK
        }
    }
}
