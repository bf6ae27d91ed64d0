package eb.stepper.core

/**
 * A built-in icon a circular step shows in place of its number (docs: Long and real flows,
 * icons). A directional icon (the truck) points forward, so it mirrors in a right-to-left row.
 */
data class StepperIcon(val name: String, val isDirectional: Boolean = false) {
    companion object {
        val BUILT_IN: List<StepperIcon> = listOf(
            StepperIcon("person"), StepperIcon("document"), StepperIcon("card"),
            StepperIcon("truck", isDirectional = true), StepperIcon("lock"), StepperIcon("check"),
            StepperIcon("home"),
        )

        /** The built-in icon of that name, or null. */
        fun named(name: String): StepperIcon? = BUILT_IN.firstOrNull { it.name == name }

        /** Why there is no icon of that name, as the Swift core says it. */
        fun unknownIconMessage(name: String): String =
            "no icon is named ${SwiftText.reflecting(name)}: the built-in icons are " +
                BUILT_IN.joinToString(", ") { it.name }
    }
}
