package eb.stepper.core

/** Which token paints what, by state and status (docs: Geometry and tokens). */
object StepPaint {
    fun barToken(state: StepperStepState, status: StepperStatus): StepperToken = when (state) {
        StepperStepState.COMPLETE, StepperStepState.SKIPPED ->
            if (status == StepperStatus.SUCCESS) StepperToken.STEPPER_POSITIVE else StepperToken.STEPPER_BG
        StepperStepState.ACTIVE -> StepperToken.STEPPER_BG
        StepperStepState.DEFAULT -> StepperToken.STEPPER_TRACK
        StepperStepState.ERROR -> StepperToken.STEPPER_NEGATIVE_TRACK
        StepperStepState.ERROR_ACTIVE -> StepperToken.STEPPER_NEGATIVE
        StepperStepState.DISABLED -> StepperToken.TEXT_DISABLED_400
    }

    /** The outline of a hollow dash or bullet (disabled and skipped), or null for a filled one. */
    fun barStrokeToken(state: StepperStepState, status: StepperStatus): StepperToken? = when (state) {
        StepperStepState.DISABLED -> StepperToken.TEXT_DISABLED_400
        StepperStepState.SKIPPED ->
            if (status == StepperStatus.SUCCESS) StepperToken.STEPPER_POSITIVE else StepperToken.STEPPER_BG
        else -> null
    }

    /** A marker's fill, outline and content tokens. */
    fun markerTokens(
        state: StepperStepState, status: StepperStatus,
    ): Triple<StepperToken, StepperToken?, StepperToken> = when (state) {
        StepperStepState.COMPLETE -> Triple(
            if (status == StepperStatus.SUCCESS) StepperToken.STEPPER_POSITIVE else StepperToken.BRAND_BASE,
            null, StepperToken.ICON_ON_COLOR,
        )
        StepperStepState.ACTIVE ->
            Triple(StepperToken.BG_WHITE_0, StepperToken.BRAND_BASE, StepperToken.BRAND_BASE)
        StepperStepState.DEFAULT ->
            Triple(StepperToken.BG_SOFT_100, null, StepperToken.TEXT_DISABLED_400)
        StepperStepState.ERROR ->
            Triple(StepperToken.STEPPER_NEGATIVE, null, StepperToken.ICON_ON_COLOR)
        StepperStepState.ERROR_ACTIVE ->
            Triple(StepperToken.BG_WHITE_0, StepperToken.STEPPER_NEGATIVE, StepperToken.STEPPER_NEGATIVE)
        StepperStepState.DISABLED ->
            Triple(StepperToken.BG_WHITE_0, StepperToken.BG_SOFT_100, StepperToken.TEXT_DISABLED_400)
        StepperStepState.SKIPPED ->
            Triple(StepperToken.BG_WHITE_0, StepperToken.TEXT_SOFT_500, StepperToken.TEXT_SOFT_500)
    }

    fun nameToken(state: StepperStepState): StepperToken = when (state) {
        StepperStepState.COMPLETE, StepperStepState.ACTIVE -> StepperToken.TEXT_STRONG_950
        StepperStepState.DEFAULT, StepperStepState.SKIPPED -> StepperToken.TEXT_SUB_600
        StepperStepState.ERROR, StepperStepState.ERROR_ACTIVE -> StepperToken.STEPPER_NEGATIVE
        StepperStepState.DISABLED -> StepperToken.TEXT_DISABLED_400
    }

    fun descriptionToken(state: StepperStepState): StepperToken = when (state) {
        StepperStepState.COMPLETE, StepperStepState.ACTIVE, StepperStepState.DEFAULT, StepperStepState.SKIPPED ->
            StepperToken.TEXT_SOFT_500
        StepperStepState.ERROR, StepperStepState.ERROR_ACTIVE -> StepperToken.STEPPER_NEGATIVE
        StepperStepState.DISABLED -> StepperToken.TEXT_DISABLED_400
    }

    fun connectorToken(state: StepperStepState, status: StepperStatus): StepperToken = when (state) {
        StepperStepState.COMPLETE, StepperStepState.ACTIVE, StepperStepState.SKIPPED ->
            if (status == StepperStatus.SUCCESS) StepperToken.STEPPER_POSITIVE else StepperToken.BRAND_BASE
        StepperStepState.ERROR, StepperStepState.ERROR_ACTIVE -> StepperToken.STEPPER_NEGATIVE
        StepperStepState.DEFAULT, StepperStepState.DISABLED -> StepperToken.BG_SOFT_100
    }
}
