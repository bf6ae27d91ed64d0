package eb.stepper.core

/** The design tokens a stepper draws with, by their design-system names. */
enum class StepperToken(val path: String) {
    STEPPER_BG("stepper/color/bg"),
    STEPPER_TRACK("stepper/color/bg-track"),
    STEPPER_POSITIVE("stepper/color/bg-positive"),
    STEPPER_NEGATIVE("stepper/color/bg-negative"),
    STEPPER_NEGATIVE_TRACK("stepper/color/bg-negative-track"),
    BRAND_BASE("brand/base"),
    ICON_ON_COLOR("icon/on-color"),
    BG_WHITE_0("bg/white-0"),
    BG_SOFT_100("bg/soft-100"),
    TEXT_DISABLED_400("text/disabled-400"),
    TEXT_STRONG_950("text/strong-950"),
    TEXT_SUB_600("text/sub-600"),
    TEXT_SOFT_500("text/soft-500"),
}
