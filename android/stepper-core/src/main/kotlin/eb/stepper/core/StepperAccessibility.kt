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
    val isLoading: Boolean,
    val stepProgress: Double?,
    val currentName: String?,
    val allSteps: String?,
    val steps: List<AccessibleStep>,
    val overflows: List<Overflow> = emptyList(),
    /** What is announced when the stepper changes, less the current step's part done. */
    val announcedText: String = announcement,
    val lastNumber: Int = firstNumber + total - 1,
    val status: StepperStatus = StepperStatus.DEFAULT,
    /** Compared with what was shown before: what to announce for the move, or null for nothing. */
    val change: String? = null,
    val isComparedWithPrevious: Boolean = false,
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

    /** A collapsed row's overflow marker as read: the steps it hides, its label, state, button. */
    data class Overflow(
        val first: StepId, val last: StepId, val label: String, val state: StepperStepState, val isButton: Boolean,
    )

    companion object {
        /** A step's name and description as read, or null for a step with neither. */
        fun spokenName(configuration: StepperConfiguration, strings: StepperStrings, step: StepId): String? {
            val name = configuration.stepNames[step]?.takeIf { it.isNotEmpty() }
            val description = configuration.stepDescriptions[step]?.takeIf { it.isNotEmpty() } ?: return name
            return if (name == null) description else name + strings.separator + description
        }

        fun of(
            configuration: StepperConfiguration, strings: StepperStrings, steps: List<AccessibleStep>,
            allSteps: String?,
        ): StepperAccessibility {
            val currentName = configuration.stepNames[configuration.currentStep]?.takeIf { it.isNotEmpty() }
            val shown = configuration.shownNumber(configuration.currentStep)
            val skippedAfter = configuration.stepStates.count { (id, state) ->
                state == StepperStepState.SKIPPED && !id.isSubstep && id.step > configuration.current
            }
            val wholeSteps = (shown.step + skippedAfter).toDouble()
            val activity = configuration.shownActivity
            val progress = activity.stepProgress
            val stepsDone = if (progress != null) wholeSteps - 1 + progress else wholeSteps
            val last = configuration.lastNumber.toDouble()
            val fraction = if (configuration.status == StepperStatus.SUCCESS) 1.0 else stepsDone / last
            val totalText = strings.totalText(configuration.lastNumber.toLong(), configuration.isTotalEstimated)
            val position = strings.stepOfTotal(shown, totalText, null)
            val label = if (currentName == null) position else position + strings.separator + currentName
            val percent = strings.percentText(
                if (progress == null) strings.percent(NumberText.roundHalfAway(fraction * 100).toLong())
                else strings.percent(NumberText.roundHalfAway(fraction * 1000).toLong(), asTenths = true),
                configuration.isTotalEstimated && configuration.status != StepperStatus.SUCCESS,
            )
            val words = when (configuration.status) {
                StepperStatus.DEFAULT -> emptyList()
                StepperStatus.SUCCESS -> listOf(strings.success)
                StepperStatus.ERROR -> listOf(strings.error)
            } + if (activity.isLoading) listOf(strings.loading) else emptyList()
            val value = (listOf(percent) + words).joinToString(strings.separator)
            val estimated = configuration.isTotalEstimated && configuration.status != StepperStatus.SUCCESS
            val wholeStep = strings.percentText(
                strings.percent(
                    NumberText.roundHalfAway(
                        (if (configuration.status == StepperStatus.SUCCESS) last else wholeSteps) / last * 100,
                    ).toLong(),
                ),
                estimated,
            )
            val announcement = label + strings.separator + value
            val announced = if (progress == null) announcement
            else (listOf(label, wholeStep) + words).joinToString(strings.separator)
            return StepperAccessibility(
                label, value, announcement, configuration.currentStep,
                configuration.total, configuration.firstNumber, configuration.isTotalEstimated,
                strings.localeTag, fraction, activity.isLoading, progress, currentName, allSteps, steps,
                announcedText = announced, status = configuration.status,
            )
        }

        /** What to announce for a move from `old` to `new` ("2 steps added. Step 3 of 6"). */
        fun change(old: StepperAccessibility, new: StepperAccessibility, strings: StepperStrings): String? {
            val added = strings.stepsChanged((new.lastNumber - old.lastNumber).toLong())
                ?: return if (old.announcedText == new.announcedText) null else new.announcement
            return added + strings.sentenceSeparator + new.label + when (new.status) {
                StepperStatus.DEFAULT -> ""
                StepperStatus.SUCCESS -> strings.separator + strings.success
                StepperStatus.ERROR -> strings.separator + strings.error
            }
        }
    }
}
