package eb.stepper.core

/**
 * Each step's state and each connector's, and which steps a tap reaches, from the current step,
 * the status and the app's overrides (docs: The pipeline, states).
 */
class StepStates(private val configuration: StepperConfiguration) {
    private val steps = configuration.steps
    private val overrides = configuration.stepStates
    private val tappableSteps = configuration.tappableSteps
    private val currentOrdinal = steps.ordinal(configuration.currentStep)
    private val parentOrdinal: Int? =
        if (configuration.currentStep.isSubstep && configuration.status != StepperStatus.SUCCESS) {
            steps.ordinal(StepId(configuration.currentStep.step))
        } else null

    fun state(ordinal: Int): StepperStepState {
        if (!configuration.options.isEnabled) return StepperStepState.DISABLED
        if (overrides.isNotEmpty()) overrides[steps.id(ordinal)]?.let { return it }
        if (configuration.status == StepperStatus.SUCCESS) return StepperStepState.COMPLETE
        if (ordinal == parentOrdinal) return StepperStepState.ACTIVE
        if (ordinal < currentOrdinal) return StepperStepState.COMPLETE
        if (ordinal > currentOrdinal) return StepperStepState.DEFAULT
        return if (configuration.status == StepperStatus.ERROR) StepperStepState.ERROR_ACTIVE
        else StepperStepState.ACTIVE
    }

    fun connectorState(afterOrdinal: Int): StepperStepState {
        if (!configuration.options.isEnabled) return StepperStepState.DISABLED
        val next = afterOrdinal + 1
        if (overrides.isNotEmpty() && overrides[steps.id(next)] == StepperStepState.DISABLED) {
            return StepperStepState.DISABLED
        }
        return if (configuration.status == StepperStatus.SUCCESS || next <= currentOrdinal) {
            StepperStepState.COMPLETE
        } else StepperStepState.DEFAULT
    }

    /** Whether a tap on the step selects it: one the person may go to ([isReachable]). */
    fun isTappable(ordinal: Int, state: StepperStepState): Boolean =
        configuration.isTappable && isReachable(ordinal, state)

    /**
     * Whether the step at [ordinal], drawn in [state], is one the person may go to, whether or
     * not the row's steps can be tapped: never a disabled step; the steps the app named
     * (`tappableSteps`), or by default every step already reached.
     */
    fun isReachable(ordinal: Int, state: StepperStepState): Boolean {
        if (state == StepperStepState.DISABLED) return false
        tappableSteps?.let { return steps.id(ordinal) in it }
        return configuration.status == StepperStatus.SUCCESS || ordinal <= currentOrdinal
    }
}
