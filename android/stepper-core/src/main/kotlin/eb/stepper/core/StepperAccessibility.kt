package eb.stepper.core

/**
 * What assistive technology is told: one progress element with its label ("Step 2 of 4"),
 * value ("50%") and announcement, and each step on screen (docs: Accessibility).
 */
data class StepperAccessibility(
    val label: String,
    val value: String,
    val announcement: String,
    val current: StepId,
    val total: Int,
    val firstNumber: Int,
    val isTotalEstimated: Boolean,
    val language: String,
    val fraction: Double,
    val steps: List<AccessibleStep>,
) {
    /** One step as read: its label, whether it is the current one, a button, disabled. */
    data class AccessibleStep(
        val step: StepId,
        val label: String,
        val isSelected: Boolean,
        val isButton: Boolean,
        val isDisabled: Boolean,
        val frame: StepperRect,
    )

    companion object {
        fun of(
            configuration: StepperConfiguration, strings: StepperStrings, steps: List<AccessibleStep>,
        ): StepperAccessibility {
            val shown = configuration.shownNumber(configuration.currentStep)
            val skippedAfter = configuration.stateOverrides.count { (id, state) ->
                state == StepperStepState.SKIPPED && !id.isSubstep && id.step > configuration.current
            }
            val wholeSteps = (shown.step + skippedAfter).toDouble()
            val last = configuration.lastNumber.toDouble()
            val fraction = if (configuration.status == StepperStatus.SUCCESS) 1.0 else wholeSteps / last
            val totalText = strings.totalText(configuration.lastNumber.toLong(), configuration.isTotalEstimated)
            val label = strings.stepOfTotal(shown, totalText, null)
            val percent = strings.percentText(
                strings.percent(NumberText.roundHalfAway(fraction * 100).toLong()),
                configuration.isTotalEstimated && configuration.status != StepperStatus.SUCCESS,
            )
            val words = when (configuration.status) {
                StepperStatus.DEFAULT -> emptyList()
                StepperStatus.SUCCESS -> listOf(strings.success)
                StepperStatus.ERROR -> listOf(strings.error)
            }
            val value = (listOf(percent) + words).joinToString(strings.separator)
            return StepperAccessibility(
                label, value, label + strings.separator + value, configuration.currentStep,
                configuration.total, configuration.firstNumber, configuration.isTotalEstimated,
                strings.localeTag, fraction, steps,
            )
        }
    }
}
