package eb.stepper.core

/** What a tap on a stepper selects: a step, or the "All steps" control (docs: Tapping). */
sealed class StepperSelection {
    /** A step that can be tapped. */
    data class Step(val step: StepId) : StepperSelection()

    /** The "All steps" control: its button, or a collapsed row's overflow marker. */
    data object AllSteps : StepperSelection() {
        private fun readResolve(): Any = AllSteps
    }

    companion object {
        /**
         * What a tap at `point` selects, in the drawing's coordinates (a scrolling row's offset
         * applied, as a view reports a touch): the "All steps" button first, then the tappable
         * mark or overflow marker whose tap area (the partition, [StepperScene.minimumHitArea],
         * under a header only where the steps are drawn) holds the point; null when it selects
         * nothing: a disabled or unreached step's area too. Every platform's taps follow this;
         * none decides for itself which step a point belongs to.
         */
        fun at(scene: StepperScene, point: StepperPoint): StepperSelection? {
            if (scene.allStepsTarget?.contains(point) == true) return AllSteps
            val target = scene.tapAreas.firstOrNull { it.second.contains(point) }?.first ?: return null
            return when (target.role) {
                SceneElement.Role.OVERFLOW -> AllSteps
                else -> target.step?.let { Step(it) }
            }
        }
    }
}
