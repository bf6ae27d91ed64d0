package eb.stepper.core

/** A step ("2") or a revealed sub-step of it ("2.1"). */
data class StepId(val step: Long, val substep: Long? = null) : Comparable<StepId> {
    val isSubstep: Boolean get() = substep != null

    override fun compareTo(other: StepId): Int =
        if (step != other.step) step.compareTo(other.step)
        else (substep ?: 0L).compareTo(other.substep ?: 0L)

    override fun toString(): String = if (substep == null) "$step" else "$step.$substep"

    companion object {
        /** "2" or "2.1", ASCII digits only; null for anything else. */
        fun parse(text: String): StepId? {
            val parts = text.split(".")
            if (parts.size !in 1..2) return null
            val step = wholeNumber(parts[0]) ?: return null
            if (parts.size == 1) return StepId(step)
            return StepId(step, wholeNumber(parts[1]) ?: return null)
        }

        private fun wholeNumber(text: String): Long? {
            if (text.isEmpty() || !text.all { it in '0'..'9' }) return null
            return text.toLongOrNull()
        }
    }
}
