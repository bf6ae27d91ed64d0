package eb.stepper.core

/**
 * What the current step is doing: loading (the app checks it before moving on) and how much of
 * it is done, 0 to 1 (docs: Long and real flows, loading and step progress).
 */
data class StepperActivity(val isLoading: Boolean = false, val stepProgress: Double? = null) {
    val isEmpty: Boolean get() = !isLoading && stepProgress == null

    companion object {
        val NONE = StepperActivity()

        /** The sweep of the loading ring, in turns, and its size against its marker. */
        const val LOADING_RING_SWEEP = 0.75
        const val LOADING_RING_SCALE = 0.5

        fun isValid(stepProgress: Double): Boolean = stepProgress in 0.0..1.0
    }
}
