package eb.stepper.core

/**
 * The "All steps" list: every step and sub-step with its number or icon, name, description and
 * state, the current one marked and the reached ones selectable (docs: Long and real flows, the
 * All steps list).
 */
class StepperStepList(val configuration: StepperConfiguration, val strings: StepperStrings) {
    /** One row of the list. */
    data class Row(
        val step: StepId, val number: String, val icon: StepperIcon?, val name: String?, val title: String,
        val description: String?, val state: StepperStepState, val stateName: String, val label: String,
        val isCurrent: Boolean, val isSelectable: Boolean,
    )

    val rows: List<Row> = run {
        val states = StepStates(configuration)
        val totalText = strings.totalText(configuration.lastNumber.toLong(), configuration.isTotalEstimated)
        (0 until configuration.steps.count).map { ordinal ->
            val step = configuration.steps.id(ordinal)
            val state = states.state(ordinal)
            val shown = configuration.shownNumber(step)
            val name = configuration.stepNames[step]?.takeIf { it.isNotEmpty() }
            Row(
                step, strings.step(shown), configuration.stepIcons[step], name,
                name ?: strings.stepOfTotal(shown, totalText, null),
                configuration.stepDescriptions[step]?.takeIf { it.isNotEmpty() }, state, strings.name(state),
                strings.description(
                    shown, totalText, state, StepperAccessibility.spokenName(configuration, strings, step),
                    step in configuration.optionalSteps,
                ),
                step == configuration.currentStep, states.isReachable(ordinal, state),
            )
        }
    }
}
